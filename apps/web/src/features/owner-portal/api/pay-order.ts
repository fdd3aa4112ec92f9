import { ownerPortalEndpoints, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
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

/** POST /api/owner/pay-orders/:id/pay (继续支付): WeChat Pay's H5 page of the same open order again. */
export function useResumePay() {
  return useMutation<EndpointOutput<typeof ownerPortalEndpoints.resumePay>, ApiError, number>({ mutationFn: (id) => api(ownerPortalEndpoints.resumePay, { id }) });
}

/** POST /api/owner/pay-orders/:id/close (取消支付): closed at WeChat Pay first; the lines are free to choose again. */
export function useCancelPayOrder() {
  const client = useQueryClient();
  return useMutation<OwnerPayOrder, ApiError, number>({
    mutationFn: (id) => api(ownerPortalEndpoints.cancelPayOrder, { id }),
    onSuccess: (closed) => {
      client.setQueryData(ownerKeys.order(closed.id), closed);
      void client.invalidateQueries({ queryKey: ownerKeys.bills(closed.houseId) });
    },
  });
}
