import { standardEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { Binding } from '../types';
import { chargingKeys } from './keys';

/** POST /api/charging/bindings/:id/end */
export function useEndBinding() {
  const client = useQueryClient();
  return useMutation<Binding, ApiError, { id: number; endDate: string }>({
    mutationFn: (input) => api(standardEndpoints.endBinding, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('bindings') }),
  });
}
