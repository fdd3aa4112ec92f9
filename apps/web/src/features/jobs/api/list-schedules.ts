import { jobEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { jobKeys } from './keys';

export const schedulesQuery = () =>
  queryOptions({ queryKey: jobKeys.schedules, queryFn: ({ signal }) => api(jobEndpoints.listSchedules, {}, signal) });

/** GET /api/job-schedules: the company's schedules with their next firing. */
export function useSchedules() {
  return useQuery(schedulesQuery());
}
