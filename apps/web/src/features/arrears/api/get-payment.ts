import { paymentEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** GET /api/settle/payments/:id: one payment with its tenders, allocations, account entries and receipt. */
export function usePayment(id: number | null) {
  return useQuery({
    queryKey: arrearsKeys.one('payment', id ?? 0),
    queryFn: ({ signal }) => api(paymentEndpoints.getPayment, { id: id ?? 0 }, signal),
    enabled: id !== null,
  });
}
