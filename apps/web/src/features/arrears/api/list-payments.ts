import { paymentEndpoints, type EndpointInput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type PaymentQuery = EndpointInput<typeof paymentEndpoints.listPayments>;

/** POST /api/settle/payments/list: payments (结算记录) with the sum of their totals. */
export const paymentsQuery = (query: PaymentQuery, enabled: boolean) =>
  queryOptions({
    queryKey: arrearsKeys.list('payments', query),
    queryFn: ({ signal }) => api(paymentEndpoints.listPayments, query, signal),
    enabled,
  });
