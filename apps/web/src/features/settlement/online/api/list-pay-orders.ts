import { onlinePayEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { settlementKeys } from '../../api/keys';

export type PayOrderFilter = EndpointInput<typeof onlinePayEndpoints.listPayOrders>;

export const payOrdersQuery = (filter: PayOrderFilter) =>
  queryOptions({
    queryKey: settlementKeys.list('pay-orders', filter),
    queryFn: ({ signal }) => api(onlinePayEndpoints.listPayOrders, filter, signal),
    placeholderData: keepPreviousData,
  });

/** GET /api/pay/orders: the company's 支付单 by state, method and days, newest first. */
export function usePayOrders(filter: PayOrderFilter) {
  return useQuery(payOrdersQuery(filter));
}
