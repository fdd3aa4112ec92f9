import { standardEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type BindingQuery = EndpointInput<typeof standardEndpoints.listBindings>;

export const bindingsQuery = (query: BindingQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('bindings', query),
    queryFn: ({ signal }) => api(standardEndpoints.listBindings, query, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/charging/bindings/list */
export function useBindings(query: BindingQuery, enabled = true) {
  return useQuery({ ...bindingsQuery(query), enabled });
}
