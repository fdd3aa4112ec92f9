import { lineEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

/** How often a running run is polled. */
export const RUN_POLL_MS = 500;

export const runQuery = (id: number) =>
  queryOptions({
    queryKey: chargingKeys.one('runs', id),
    queryFn: ({ signal }) => api(lineEndpoints.getRun, { id }, signal),
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.state === 'running' ? RUN_POLL_MS : false),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });

/** GET /api/charging/runs/:id, polled until the run is done or failed. */
export function useRun(id: number | undefined) {
  return useQuery({ ...runQuery(id ?? 0), enabled: id !== undefined });
}
