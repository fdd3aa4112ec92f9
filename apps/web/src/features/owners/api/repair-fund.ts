import { ownerAccountEndpoints as e, type EndpointInput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { ownersKeys } from './keys';

/** GET /api/owners/repair-fund/houses: 分户账 of the estate with its totals. */
export const repairHousesQuery = (estateId: number | null, q: { page: number; size: number; keyword: string; buildingId: number | null }) =>
  queryOptions({
    queryKey: [...ownersKeys.repair(estateId ?? 0), 'houses', q],
    queryFn: ({ signal }) =>
      api(e.repairHouses, { estateId: estateId ?? 0, page: q.page, size: q.size, ...(q.keyword ? { q: q.keyword } : {}), ...(q.buildingId ? { buildingId: q.buildingId } : {}) }, signal),
    enabled: estateId !== null,
  });

/** GET /api/owners/repair-fund/statement: one house's repair-fund statement. */
export function useRepairStatement(houseId: number | null) {
  return useQuery({
    queryKey: ownersKeys.statement(houseId ?? 0),
    queryFn: ({ signal }) => api(e.repairStatement, { houseId: houseId ?? 0 }, signal),
    enabled: houseId !== null,
  });
}

/** GET /api/owners/repair-fund/withdrawals: the estate's uses of the fund. */
export function useWithdrawals(estateId: number | null) {
  return useQuery({
    queryKey: [...ownersKeys.repair(estateId ?? 0), 'withdrawals'],
    queryFn: ({ signal }) => api(e.repairWithdrawals, { estateId: estateId ?? 0 }, signal),
    enabled: estateId !== null,
  });
}

function useRepairMutation<I, O>(call: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: call, onSuccess: () => client.invalidateQueries({ queryKey: ['owners'] }) });
}

export const useSetShares = () => useRepairMutation((input: EndpointInput<typeof e.repairShares>) => api(e.repairShares, input));
export const useDeposit = () => useRepairMutation((input: EndpointInput<typeof e.repairDeposit>) => api(e.repairDeposit, input));
export const useAllocateInterest = () => useRepairMutation((input: EndpointInput<typeof e.repairInterest>) => api(e.repairInterest, input));
export const useWithdraw = () => useRepairMutation((input: EndpointInput<typeof e.repairWithdraw>) => api(e.repairWithdraw, input));
