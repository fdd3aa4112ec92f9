import { onlinePayEndpoints, type PayOrder } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { settlementKeys } from '../../api/keys';
import { stillMoving } from '../pay-order-status';

/** How often an open order is read again; the server asks the vendor at most every 3 s of these. */
export const PAY_ORDER_POLL_MS = 2_500;

export const payOrderQuery = (id: number) =>
  queryOptions({
    queryKey: settlementKeys.one('pay-order', id),
    // refresh: the server asks the vendor too, so a payment shows even when its notification is slow
    queryFn: ({ signal }): Promise<PayOrder> => api(onlinePayEndpoints.getPayOrder, { id, refresh: true }, signal),
    staleTime: 0,
  });

/** GET /api/pay/orders/:id?refresh=true, again every few seconds while the order is open (in a background tab too). */
export function usePayOrder(id: number | null) {
  return useQuery({
    ...payOrderQuery(id ?? 0),
    enabled: id !== null,
    refetchInterval: (query) => (stillMoving(query.state.data) ? PAY_ORDER_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
