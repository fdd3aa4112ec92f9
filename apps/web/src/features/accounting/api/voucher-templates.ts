import { voucherEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { accountingKeys } from './keys';

export const templatesQuery = (keyword: string) =>
  queryOptions({
    queryKey: accountingKeys.templates(keyword),
    queryFn: ({ signal }) => api(voucherEndpoints.listTemplates, keyword ? { keyword } : {}, signal),
  });

/** POST /api/accounting/voucher-info-temp: 常用凭证 of the company. */
export function useVoucherTemplates(keyword: string, enabled = true) {
  return useQuery({ ...templatesQuery(keyword), enabled });
}
