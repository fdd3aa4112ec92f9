import { jobEndpoints, type EndpointInput, type Schedule } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { jobKeys } from './keys';

export type ScheduleBody = EndpointInput<typeof jobEndpoints.createSchedule>;

/** A new schedule, or an existing one changed (its next firing is counted again from the new rule). */
export type ScheduleSave = { id: number | null; body: ScheduleBody };

/** POST /api/job-schedules, PUT /api/job-schedules/:id */
export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation<Schedule, ApiError, ScheduleSave>({
    mutationFn: ({ id, body }) => (id === null ? api(jobEndpoints.createSchedule, body) : api(jobEndpoints.updateSchedule, { ...body, id })),
    onSuccess: () => client.invalidateQueries({ queryKey: jobKeys.schedules }),
  });
}
