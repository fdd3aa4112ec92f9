import { adjustmentEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { Reduction } from '../types';
import { chargingKeys } from './keys';

/** POST /api/charging/reductions/decide: approve or reject. */
export function useDecideReduction() {
  const client = useQueryClient();
  return useMutation<Reduction, ApiError, { id: number; approve: boolean }>({
    mutationFn: (input) => api(adjustmentEndpoints.decideReduction, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
