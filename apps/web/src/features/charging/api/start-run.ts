import { lineEndpoints } from '@pm/contracts';
import { useMutation } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { Run, RunStart } from '../types';

/** POST /api/charging/runs: starts a run (a job); its progress is polled with useRun. */
export function useStartRun() {
  return useMutation<Run, ApiError, RunStart>({ mutationFn: (input) => api(lineEndpoints.startRun, input) });
}
