import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerPayOrder = EndpointOutput<typeof ownerPortalEndpoints.payOrder>;

/** How often the 支付结果 page reads an open order again (the server asks WeChat Pay when the payer comes back). */
export const ORDER_POLL_MS = 2_500;

export const payOrderQuery = (id: number) =>
  queryOptions({
    queryKey: ownerKeys.order(id),
    queryFn: ({ signal }): Promise<OwnerPayOrder> => api(ownerPortalEndpoints.payOrder, { id }, signal),
    staleTime: 0,
  });

/** GET /api/owner/pay-orders/:id, again every 2.5 s while the order is open. */
export function usePayOrder(id: number) {
  return useQuery({
    ...payOrderQuery(id),
    refetchInterval: (query) => (query.state.data?.state === 'open' ? ORDER_POLL_MS : false),
    refetchIntervalInBackground: true,
  });
}
