import { outboundEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { outboundKeys } from './keys';

/** POST /api/outbound/templates/:id/delete: a template no message was written from. */
export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation<null, ApiError, number>({
    mutationFn: (id) => api(outboundEndpoints.deleteTemplate, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: outboundKeys.templates }),
  });
}
