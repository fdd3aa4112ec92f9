import { outboundEndpoints, type EndpointInput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { outboundKeys } from './keys';
import type { MessageTemplate } from './list-templates';

export type TemplateInput = EndpointInput<typeof outboundEndpoints.saveTemplate>;

/** POST /api/outbound/templates: a new template, or a change (with its id); 停用 is a save with enabled false. */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation<MessageTemplate, ApiError, TemplateInput>({
    mutationFn: (input) => api(outboundEndpoints.saveTemplate, input),
    onSuccess: () => client.invalidateQueries({ queryKey: outboundKeys.templates }),
  });
}
