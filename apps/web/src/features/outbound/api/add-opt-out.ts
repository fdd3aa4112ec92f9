import { outboundEndpoints, type EndpointInput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { outboundKeys } from './keys';
import type { OptOutRow } from './list-opt-outs';

/** POST /api/outbound/opt-outs: a number or openid joins the list. */
export function useAddOptOut() {
  const client = useQueryClient();
  return useMutation<OptOutRow, ApiError, EndpointInput<typeof outboundEndpoints.addOptOut>>({
    mutationFn: (input) => api(outboundEndpoints.addOptOut, input),
    onSuccess: () => client.invalidateQueries({ queryKey: outboundKeys.optOuts }),
  });
}
