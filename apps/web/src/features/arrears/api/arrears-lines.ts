import { arrearsEndpoints, type EndpointInput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type ArrearsLineQuery = EndpointInput<typeof arrearsEndpoints.arrearsLines>;

/** POST /api/charging/arrears/lines: open lines with their ageing bucket and late fee, and the sums. */
export const arrearsLinesQuery = (query: ArrearsLineQuery) =>
  queryOptions({
    queryKey: arrearsKeys.list('lines', query),
    queryFn: ({ signal }) => api(arrearsEndpoints.arrearsLines, query, signal),
  });
