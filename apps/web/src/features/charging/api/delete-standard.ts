import { standardEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

/** DELETE /api/charging/standards/:id (an unused, unbound version). */
export function useDeleteStandard() {
  const client = useQueryClient();
  return useMutation<null, ApiError, number>({
    mutationFn: (id) => api(standardEndpoints.deleteStandard, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('standards') }),
  });
}
