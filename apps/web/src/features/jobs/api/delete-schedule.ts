import { jobEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { jobKeys } from './keys';

/** DELETE /api/job-schedules/:id (jobs it started stay). */
export function useDeleteSchedule() {
  const client = useQueryClient();
  return useMutation<{ id: number }, ApiError, number>({
    mutationFn: (id) => api(jobEndpoints.deleteSchedule, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.schedules }),
  });
}
