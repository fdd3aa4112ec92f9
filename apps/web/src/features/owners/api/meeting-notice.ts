import { outboundEndpoints, type EndpointInput, type EndpointOutput, type TemplateChannel } from '@pm/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { ownersKeys } from './keys';

// 会议/表决通知 from a vote (issue 32): the calls of 消息发送 the votes screen makes.

export type MeetingNotice = EndpointInput<typeof outboundEndpoints.sendMeetingNotice>;
export type MeetingNoticeResult = EndpointOutput<typeof outboundEndpoints.sendMeetingNotice>;

/** GET /api/outbound/templates: the enabled 会议/表决通知 templates of a channel. */
export function useMeetingTemplates(channel: TemplateChannel) {
  return useQuery({
    queryKey: [...ownersKeys.votes, 'meeting-templates', channel],
    queryFn: async ({ signal }) => (await api(outboundEndpoints.listTemplates, { purpose: 'meeting', channel }, signal)).filter((t) => t.enabled),
    retry: false,
  });
}

/** POST /api/outbound/meeting-notice: a job writes one message per owner of each voter house. */
export function useSendMeetingNotice() {
  return useMutation<MeetingNoticeResult, ApiError, MeetingNotice>({
    mutationFn: (input) => api(outboundEndpoints.sendMeetingNotice, input),
  });
}
