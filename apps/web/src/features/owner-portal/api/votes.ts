import { ownerPortalEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerVote = EndpointOutput<typeof ownerPortalEndpoints.castBallot>;
export type OwnerBallotInput = EndpointInput<typeof ownerPortalEndpoints.castBallot>;

export const votesQuery = () =>
  queryOptions({ queryKey: ownerKeys.votes, queryFn: ({ signal }): Promise<OwnerVote[]> => api(ownerPortalEndpoints.votes, {}, signal) });

/** GET /api/owner/votes: the open votes and elections of the owner's estates, with the owner's standing ballot. */
export function useVotes() {
  return useQuery(votesQuery());
}

/** POST /api/owner/votes/:id/ballot: 同意/反对/弃权, or the candidates chosen; the list takes the vote as answered. */
export function useCastBallot() {
  const client = useQueryClient();
  return useMutation<OwnerVote, ApiError, OwnerBallotInput>({
    mutationFn: (input) => api(ownerPortalEndpoints.castBallot, input),
    onSuccess: (vote) => client.setQueryData<OwnerVote[]>(ownerKeys.votes, (was) => was?.map((v) => (v.id === vote.id ? vote : v))),
  });
}
