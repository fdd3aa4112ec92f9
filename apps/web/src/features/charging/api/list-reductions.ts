import { adjustmentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type ReductionQuery = EndpointInput<typeof adjustmentEndpoints.listReductions>;

export const reductionsQuery = (query: ReductionQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('reductions', query),
    queryFn: ({ signal }) => api(adjustmentEndpoints.listReductions, query, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/charging/reductions/list */
export function useReductions(query: ReductionQuery) {
  return useQuery(reductionsQuery(query));
}
