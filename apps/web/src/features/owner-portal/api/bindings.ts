import { ownerPortalEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { ownerKeys } from './keys';

export type OwnerBinding = EndpointOutput<typeof ownerPortalEndpoints.applyBinding>;
export type EstateChoice = EndpointOutput<typeof ownerPortalEndpoints.searchEstates>[number];
export type HouseChoice = EndpointOutput<typeof ownerPortalEndpoints.searchHouses>[number];

export const bindingsQuery = () =>
  queryOptions({ queryKey: ownerKeys.bindings, queryFn: ({ signal }): Promise<OwnerBinding[]> => api(ownerPortalEndpoints.myBindings, {}, signal) });

/** GET /api/owner/bindings: the owner's 认证 applications with their state and reason. */
export function useMyBindings() {
  return useQuery(bindingsQuery());
}

/** GET /api/owner/estates?q=: estates by name (nothing asked before a word is typed). */
export function useEstateSearch(q: string) {
  return useQuery({
    queryKey: ownerKeys.estates(q),
    queryFn: ({ signal }): Promise<EstateChoice[]> => api(ownerPortalEndpoints.searchEstates, { q }, signal),
    enabled: q.length > 0,
    staleTime: 60_000,
  });
}

/** GET /api/owner/estates/:estateId/houses?q=: the estate's houses by code or name. */
export function useHouseSearch(estateId: number | null, q: string) {
  return useQuery({
    queryKey: ownerKeys.houses(estateId ?? 0, q),
    queryFn: ({ signal }): Promise<HouseChoice[]> => api(ownerPortalEndpoints.searchHouses, { estateId: estateId ?? 0, q }, signal),
    enabled: estateId !== null && q.length > 0,
    staleTime: 60_000,
  });
}

/** POST /api/owner/bindings: applies for a house (name and the ID's last 4), for the property's staff to approve. */
export function useApplyBinding() {
  const client = useQueryClient();
  return useMutation<OwnerBinding, ApiError, EndpointInput<typeof ownerPortalEndpoints.applyBinding>>({
    mutationFn: (input) => api(ownerPortalEndpoints.applyBinding, input),
    onSuccess: () => void client.invalidateQueries({ queryKey: ownerKeys.bindings }),
  });
}
