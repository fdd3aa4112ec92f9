import { adjustmentEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

/** DELETE /api/charging/share-rules/:id */
export function useDeleteShareRule() {
  const client = useQueryClient();
  return useMutation<null, ApiError, number>({
    mutationFn: (id) => api(adjustmentEndpoints.deleteShareRule, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('share-rules') }),
  });
}
