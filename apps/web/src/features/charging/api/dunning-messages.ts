import { outboundEndpoints, type EndpointInput, type EndpointOutput, type TemplateChannel } from '@pm/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

// 催缴 by SMS or WeChat from 催缴通知 (issue 32): the calls of 消息发送 this screen makes.

export type ChannelDunning = EndpointInput<typeof outboundEndpoints.sendDunning>;
export type ChannelDunningResult = EndpointOutput<typeof outboundEndpoints.sendDunning>;
export type LatestSent = EndpointOutput<typeof outboundEndpoints.latestSent>[number];

/** GET /api/outbound/templates: the enabled 催缴 templates of a channel. */
export function useDunningTemplates(channel: TemplateChannel) {
  return useQuery({
    queryKey: chargingKeys.list('dunning-templates', channel),
    queryFn: async ({ signal }) => (await api(outboundEndpoints.listTemplates, { purpose: 'dunning', channel }, signal)).filter((t) => t.enabled),
  });
}

/** POST /api/outbound/dunning: a job writes one message per house (chosen, or all in arrears under the filters). */
export function useSendChannelDunning() {
  return useMutation<ChannelDunningResult, ApiError, ChannelDunning>({
    mutationFn: (input) => api(outboundEndpoints.sendDunning, input),
  });
}

/** POST /api/outbound/latest: each house's latest 催缴 message (the houses of one page, at most 200). */
export function useLatestDunning(houseIds: number[]) {
  return useQuery({
    queryKey: chargingKeys.list('dunning-latest', houseIds),
    queryFn: ({ signal }) => api(outboundEndpoints.latestSent, { houseIds, purpose: 'dunning' }, signal),
    enabled: houseIds.length > 0,
    // Best effort beside the list: a user without 消息发送 still works the candidates.
    retry: false,
  });
}
