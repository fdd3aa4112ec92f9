import { paymentEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { settlementKeys } from './keys';

export const paymentQuery = (id: number) =>
  queryOptions({ queryKey: settlementKeys.one('payment', id), queryFn: ({ signal }) => api(paymentEndpoints.getPayment, { id }, signal) });

/** GET /api/settle/payments/:id: tenders, allocations, account moves and the receipt's state. */
export function usePayment(id: number | null) {
  return useQuery({ ...paymentQuery(id ?? 0), enabled: id !== null });
}
