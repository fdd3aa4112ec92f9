import { outboundEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { outboundKeys } from './keys';

export type TemplateListInput = EndpointInput<typeof outboundEndpoints.listTemplates>;
export type MessageTemplate = EndpointOutput<typeof outboundEndpoints.listTemplates>[number];

/** GET /api/outbound/templates: the company's templates, by purpose and channel when given. */
export function useTemplates(input: TemplateListInput) {
  return useQuery({
    queryKey: outboundKeys.templateList(input),
    queryFn: ({ signal }): Promise<MessageTemplate[]> => api(outboundEndpoints.listTemplates, input, signal),
    placeholderData: keepPreviousData,
  });
}
