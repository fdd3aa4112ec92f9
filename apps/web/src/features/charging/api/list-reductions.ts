import { adjustmentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type ReductionQuery = EndpointInput<typeof adjustmentEndpoints.listReductions>;

/** POST /api/charging/reductions/list */
export const reductionsQuery = (query: ReductionQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('reductions', query),
    queryFn: ({ signal }) => api(adjustmentEndpoints.listReductions, query, signal),
    placeholderData: keepPreviousData,
  });
