import { paymentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { settlementKeys } from './keys';

export type PaymentFilter = EndpointInput<typeof paymentEndpoints.listPayments>;

export const paymentsQuery = (filter: PaymentFilter) =>
  queryOptions({
    queryKey: settlementKeys.list('payments', filter),
    queryFn: ({ signal }) => api(paymentEndpoints.listPayments, filter, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/settle/payments/list: payments with their receipt numbers and the sum of totals. */
export function usePayments(filter: PaymentFilter) {
  return useQuery(paymentsQuery(filter));
}
