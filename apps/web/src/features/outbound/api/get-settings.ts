import { outboundEndpoints, type EndpointOutput } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { outboundKeys } from './keys';

export type MessageSettings = EndpointOutput<typeof outboundEndpoints.getSettings>;

/** GET /api/outbound/settings: quiet hours, reminders, the SMS price, and whether SMS and WeChat are configured. */
export function useSettings() {
  return useQuery({ queryKey: outboundKeys.settings, queryFn: ({ signal }): Promise<MessageSettings> => api(outboundEndpoints.getSettings, {}, signal) });
}
