import { jobEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { isActive } from '../format';
import { jobKeys } from './keys';

export type JobListQuery = EndpointInput<typeof jobEndpoints.listJobs>;

/** How often the list is read again while a shown job is queued or running. */
export const JOB_POLL_MS = 2000;

/** GET /api/jobs: newest first, paged; polled while any shown job has work ahead. */
export const jobsQuery = (query: JobListQuery) =>
  queryOptions({
    queryKey: jobKeys.list(query),
    queryFn: ({ signal }) => api(jobEndpoints.listJobs, query, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => (q.state.data?.rows.some((job) => isActive(job.state)) ? JOB_POLL_MS : false),
  });
