import { standardEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type StandardQuery = EndpointInput<typeof standardEndpoints.listStandards>;

export const standardsQuery = (query: StandardQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('standards', query),
    queryFn: ({ signal }) => api(standardEndpoints.listStandards, query, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/charging/standards/list */
export function useStandards(query: StandardQuery, enabled = true) {
  return useQuery({ ...standardsQuery(query), enabled });
}
