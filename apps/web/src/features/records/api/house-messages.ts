import { outboundEndpoints, type EndpointOutput } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type HouseMessage = EndpointOutput<typeof outboundEndpoints.houseMessages>[number];

/** GET /api/outbound/houses/:houseId/messages: the house's latest 200 messages (SMS, WeChat, 告知公文), newest first. */
export function useHouseMessages(houseId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['records', 'house-messages', houseId],
    queryFn: ({ signal }): Promise<HouseMessage[]> => api(outboundEndpoints.houseMessages, { houseId }, signal),
    enabled,
  });
}
