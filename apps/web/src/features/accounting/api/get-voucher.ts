import { voucherEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { accountingKeys } from './keys';

export const voucherQuery = (id: number) =>
  queryOptions({ queryKey: accountingKeys.voucher(id), queryFn: ({ signal }) => api(voucherEndpoints.getVoucher, { id }, signal) });

/** GET /api/accounting/vouchers/:id: lines, history, reversal links and what the caller may do. */
export function useVoucher(id: number | null) {
  return useQuery({ ...voucherQuery(id ?? 0), enabled: id !== null });
}
