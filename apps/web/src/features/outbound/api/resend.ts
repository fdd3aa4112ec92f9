import { outboundEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { outboundKeys } from './keys';

export type ResendResult = EndpointOutput<typeof outboundEndpoints.resend>;

/** POST /api/outbound/messages/resend: failed or skipped messages queued again (new rows naming the old ones). */
export function useResend() {
  const client = useQueryClient();
  return useMutation<ResendResult, ApiError, EndpointInput<typeof outboundEndpoints.resend>>({
    mutationFn: (input) => api(outboundEndpoints.resend, input),
    onSuccess: () => client.invalidateQueries({ queryKey: outboundKeys.messages }),
  });
}
