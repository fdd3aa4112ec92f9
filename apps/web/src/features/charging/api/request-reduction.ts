import { adjustmentEndpoints, type EndpointInput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { Reduction } from '../types';
import { chargingKeys } from './keys';

export type ReductionRequest = EndpointInput<typeof adjustmentEndpoints.requestReduction>;

/** POST /api/charging/reductions */
export function useRequestReduction() {
  const client = useQueryClient();
  return useMutation<Reduction, ApiError, ReductionRequest>({
    mutationFn: (input) => api(adjustmentEndpoints.requestReduction, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('reductions') }),
  });
}
