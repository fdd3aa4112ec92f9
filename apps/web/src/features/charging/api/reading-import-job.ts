import { readingEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

/** How often a running reading import is polled. */
export const IMPORT_POLL_MS = 400;

export const readingImportJobQuery = (jobId: number) =>
  queryOptions({
    queryKey: chargingKeys.one('reading-import', jobId),
    queryFn: ({ signal }) => api(readingEndpoints.readingImportJob, { jobId }, signal),
    refetchInterval: (query) => (query.state.data === undefined || query.state.data.status === 'running' ? IMPORT_POLL_MS : false),
    refetchIntervalInBackground: true,
    gcTime: 0,
  });

/** GET /api/charging/readings/import/:jobId, polled while the import runs. */
export function useReadingImportJob(jobId: number | undefined) {
  return useQuery({ ...readingImportJobQuery(jobId ?? 0), enabled: jobId !== undefined });
}
