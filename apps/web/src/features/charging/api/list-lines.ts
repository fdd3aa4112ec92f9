import { lineEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type LineQuery = EndpointInput<typeof lineEndpoints.listLines>;

export const linesQuery = (query: LineQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('lines', query),
    queryFn: ({ signal }) => api(lineEndpoints.listLines, query, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/charging/lines/list (with the sums of net and open). */
export function useLines(query: LineQuery, enabled = true) {
  return useQuery({ ...linesQuery(query), enabled });
}
