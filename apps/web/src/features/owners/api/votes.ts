import { ownerVoteEndpoints as e, type EndpointInput } from '@pm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownersKeys } from './keys';

/** GET /api/owners/votes: votes or elections of the company (of one estate when chosen). */
export function useVotes(kind: 'vote' | 'election', estateId: number | null) {
  return useQuery({
    queryKey: [...ownersKeys.votes, kind, estateId],
    queryFn: ({ signal }) => api(e.listVotes, { kind, ...(estateId ? { estateId } : {}) }, signal),
  });
}

/** GET /api/owners/votes/:id/voters: the voter list with each ballot. */
export function useVoters(id: number | null) {
  return useQuery({ queryKey: [...ownersKeys.vote(id ?? 0), 'voters'], queryFn: ({ signal }) => api(e.voters, { id: id ?? 0 }, signal), enabled: id !== null });
}

/** GET /api/owners/votes/:id/result: the count so far, or the stored result once closed. */
export function useVoteResult(id: number | null) {
  return useQuery({ queryKey: [...ownersKeys.vote(id ?? 0), 'result'], queryFn: ({ signal }) => api(e.result, { id: id ?? 0 }, signal), enabled: id !== null });
}

function useVoteMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ownersKeys.votes }) });
}

export const useCreateVote = () => useVoteMutation((input: EndpointInput<typeof e.createVote>) => api(e.createVote, input));
export const useCreateElection = () => useVoteMutation((input: EndpointInput<typeof e.createElection>) => api(e.createElection, input));
export const useRecordBallot = () => useVoteMutation((input: EndpointInput<typeof e.recordBallot>) => api(e.recordBallot, input));
export const useCloseVote = () => useVoteMutation((id: number) => api(e.close, { id }));

/** POST /api/owners/elections/:id/members: the elected candidates become committee members with their term. */
export function useElectedMembers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof e.electedMembers>) => api(e.electedMembers, input),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ownersKeys.votes }), client.invalidateQueries({ queryKey: ['records', 'member'] })]),
  });
}

/** GET /api/owners/archive: 大会档案, the estate's owners' meetings with their votes, and the votes put to none. */
export function useMeetingArchive(estateId: number | null) {
  return useQuery({
    queryKey: [...ownersKeys.votes, 'archive', estateId],
    queryFn: ({ signal }) => api(e.archive, { estateId: estateId ?? 0 }, signal),
    enabled: estateId !== null,
  });
}
