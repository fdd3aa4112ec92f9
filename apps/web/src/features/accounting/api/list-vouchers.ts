import { voucherEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { accountingKeys } from './keys';

export type VoucherFilter = EndpointInput<typeof voucherEndpoints.listVouchers>;

/** POST /api/accounting/vouchers/list: a page of vouchers with Σ debit and Σ credit. */
export const vouchersQuery = (filter: VoucherFilter) =>
  queryOptions({
    queryKey: accountingKeys.vouchers(filter),
    queryFn: ({ signal }) => api(voucherEndpoints.listVouchers, filter, signal),
    placeholderData: keepPreviousData,
  });
