import { outboundEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { outboundKeys } from './keys';

/** POST /api/outbound/opt-outs/:id/delete: the number or openid gets messages again. */
export function useRemoveOptOut() {
  const client = useQueryClient();
  return useMutation<null, ApiError, number>({
    mutationFn: (id) => api(outboundEndpoints.removeOptOut, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: outboundKeys.optOuts }),
  });
}
