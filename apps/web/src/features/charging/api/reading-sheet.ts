import { readingEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type ReadingQuery = EndpointInput<typeof readingEndpoints.readingSheet>;

export const readingSheetQuery = (query: ReadingQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('readings', query),
    queryFn: ({ signal }) => api(readingEndpoints.readingSheet, query, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/charging/readings/list: the period's sheet of an estate. */
export function useReadingSheet(query: ReadingQuery, enabled: boolean) {
  return useQuery({ ...readingSheetQuery(query), enabled });
}
