import { paymentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type PaymentQuery = EndpointInput<typeof paymentEndpoints.listPayments>;

/** POST /api/settle/payments/list: payments (结算记录) with the sum of their totals. */
export function usePayments(query: PaymentQuery, enabled = true) {
  return useQuery({
    queryKey: arrearsKeys.list('payments', query),
    queryFn: ({ signal }) => api(paymentEndpoints.listPayments, query, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
}
