import { lineEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type RunQuery = EndpointInput<typeof lineEndpoints.listRuns>;

export const runsQuery = (query: RunQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('runs', query),
    queryFn: ({ signal }) => api(lineEndpoints.listRuns, query, signal),
    placeholderData: keepPreviousData,
  });
