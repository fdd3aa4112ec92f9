import { readingEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export type ReadingQuery = EndpointInput<typeof readingEndpoints.readingSheet>;

/** POST /api/charging/readings/list: the period's sheet of an estate. */
export const readingSheetQuery = (query: ReadingQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('readings', query),
    queryFn: ({ signal }) => api(readingEndpoints.readingSheet, query, signal),
    placeholderData: keepPreviousData,
  });
