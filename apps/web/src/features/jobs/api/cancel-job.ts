import { jobEndpoints, type Job } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { jobKeys } from './keys';

/** POST /api/jobs/:id/cancel (a queued or running job; finished batches stay). */
export function useCancelJob() {
  const client = useQueryClient();
  return useMutation<Job, ApiError, number>({
    mutationFn: (id) => api(jobEndpoints.cancelJob, { id }),
    onSettled: () => client.invalidateQueries({ queryKey: jobKeys.jobs }),
  });
}
