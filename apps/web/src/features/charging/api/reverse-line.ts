import { lineEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

export type ReverseRequest = EndpointInput<typeof lineEndpoints.reverseLine>;

/** POST /api/charging/lines/reverse: a reversal line and, unless cancelled, the corrected line. */
export function useReverseLine() {
  const client = useQueryClient();
  return useMutation<EndpointOutput<typeof lineEndpoints.reverseLine>, ApiError, ReverseRequest>({
    mutationFn: (input) => api(lineEndpoints.reverseLine, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('lines') }),
  });
}
