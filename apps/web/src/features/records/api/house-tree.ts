import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { houseTreeEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { api } from '../../../api/client';

const e = houseTreeEndpoints;

export const houseOwnerKeys = {
  all: (houseId: number) => ['house-owners', houseId] as const,
  member: (houseId: number) => ['house-owners', houseId, 'member'] as const,
  history: (houseId: number) => ['house-owners', houseId, 'history'] as const,
};

export type OwnerEventInput = EndpointInput<typeof e.ownersEvent>;
export type HouseOwner = EndpointOutput<typeof e.ownersMember>['owners'][number];
export type HouseOwnerEvent = EndpointOutput<typeof e.ownersHistory>[number];

/** The house's current owners with share and since-date, and its resident count. */
export function useHouseOwners(houseId: number) {
  return useQuery({ queryKey: houseOwnerKeys.member(houseId), queryFn: ({ signal }) => api(e.ownersMember, { houseId }, signal) });
}

/** Every ownership event of the house, oldest first (append-only). */
export function useHouseOwnerHistory(houseId: number) {
  return useQuery({ queryKey: houseOwnerKeys.history(houseId), queryFn: ({ signal }) => api(e.ownersHistory, { houseId }, signal) });
}

/** Records 入伙 / 过户 / 迁出; the house's owners and history reload afterwards. */
export function useRecordOwnerEvent(houseId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<OwnerEventInput, 'houseId'>) => api(e.ownersEvent, { ...input, houseId }),
    onSuccess: () => client.invalidateQueries({ queryKey: houseOwnerKeys.all(houseId) }),
  });
}
