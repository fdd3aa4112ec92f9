import { onlinePayEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { settlementKeys } from '../../api/keys';

export type PayOrderFilter = EndpointInput<typeof onlinePayEndpoints.listPayOrders>;

/** GET /api/pay/orders: the company's 支付单 by state, method and days, newest first. */
export const payOrdersQuery = (filter: PayOrderFilter) =>
  queryOptions({
    queryKey: settlementKeys.list('pay-orders', filter),
    queryFn: ({ signal }) => api(onlinePayEndpoints.listPayOrders, filter, signal),
    placeholderData: keepPreviousData,
  });
