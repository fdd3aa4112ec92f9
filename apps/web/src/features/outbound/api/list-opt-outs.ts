import { outboundEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { outboundKeys } from './keys';

export type OptOutListInput = EndpointInput<typeof outboundEndpoints.listOptOuts>;
export type OptOutPage = EndpointOutput<typeof outboundEndpoints.listOptOuts>;
export type OptOutRow = OptOutPage['rows'][number];

/** GET /api/outbound/opt-outs: the numbers and openids that get no messages, paged, by a word. */
export const optOutsQuery = (input: OptOutListInput) =>
  queryOptions({
    queryKey: outboundKeys.optOutList(input),
    queryFn: ({ signal }): Promise<OptOutPage> => api(outboundEndpoints.listOptOuts, input, signal),
  });
