import { useQuery } from '@tanstack/react-query';
import { ownerVoteEndpoints, type EndpointOutput } from '@pm/contracts';
import { api } from '../../../api/client';

export type MeetingVote = EndpointOutput<typeof ownerVoteEndpoints.listVotes>['rows'][number];

/** The votes and elections put to a meeting (会务管理), newest first. */
export function useMeetingVotes(meetingId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['owners', 'votes', 'meeting', meetingId],
    queryFn: ({ signal }) => api(ownerVoteEndpoints.listVotes, { meetingId }, signal),
    enabled,
  });
}
