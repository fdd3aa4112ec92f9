import { lineEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type BillableQuery = EndpointInput<typeof lineEndpoints.billableWorkOrders>;

/** POST /api/charging/service/work-orders: the estate's finished 有偿服务 orders not billed yet (none without an estate). */
export function useBillableWorkOrders(query: BillableQuery | null) {
  return useQuery({
    queryKey: chargingKeys.list('billable-work-orders', query),
    queryFn: ({ signal }) => api(lineEndpoints.billableWorkOrders, query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
