import { jobEndpoints, type Job } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { jobKeys } from './keys';

/** POST /api/jobs/:id/retry (a failed or cancelled job, from its unfinished batches). */
export function useRetryJob() {
  const client = useQueryClient();
  return useMutation<Job, ApiError, number>({
    mutationFn: (id) => api(jobEndpoints.retryJob, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.jobs }),
  });
}
