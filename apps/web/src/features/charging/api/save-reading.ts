import { readingEndpoints, type EndpointInput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { Reading } from '../types';
import { chargingKeys } from './keys';

export type ReadingSave = EndpointInput<typeof readingEndpoints.saveReading>;

/** POST /api/charging/readings: one row's current reading (the row's error is the server's Chinese message). */
export function useSaveReading() {
  const client = useQueryClient();
  return useMutation<Reading, ApiError, ReadingSave>({
    mutationFn: (input) => api(readingEndpoints.saveReading, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('readings') }),
  });
}
