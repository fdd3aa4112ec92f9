import { commonEndpoints, dunningEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

export type DunningCandidateQuery = EndpointInput<typeof dunningEndpoints.dunningCandidates>;
export type DunningNoticeQuery = EndpointInput<typeof dunningEndpoints.listDunning>;
export type DunningSend = EndpointInput<typeof dunningEndpoints.sendDunning>;
export type DunningSent = EndpointOutput<typeof dunningEndpoints.sendDunning>;

/** POST /api/charging/dunning/candidates (only with an estate). */
export const dunningCandidatesQuery = (query: DunningCandidateQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('dunning-candidates', query),
    queryFn: ({ signal }) => api(dunningEndpoints.dunningCandidates, query, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/charging/dunning/list */
export const dunningNoticesQuery = (query: DunningNoticeQuery) =>
  queryOptions({
    queryKey: chargingKeys.list('dunning-notices', query),
    queryFn: ({ signal }) => api(dunningEndpoints.listDunning, query, signal),
    placeholderData: keepPreviousData,
  });

/** POST /api/charging/dunning/send */
export function useSendDunning() {
  const client = useQueryClient();
  return useMutation<DunningSent, ApiError, DunningSend>({
    mutationFn: (input) => api(dunningEndpoints.sendDunning, input),
    // The caller is a receiver too (by default the only one): the shell's bell shows the new notices.
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: chargingKeys.area('dunning-notices') }), client.invalidateQueries({ queryKey: ['notices'] })]),
  });
}

/** Staff of the caller's company (receivers of the notices). */
export function useStaff() {
  return useQuery({ queryKey: ['charging', 'options', 'staff'], queryFn: ({ signal }) => api(commonEndpoints.emps, {}, signal), staleTime: 300_000 });
}
