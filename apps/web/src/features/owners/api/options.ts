import { commonEndpoints, houseTreeEndpoints, recordOptions } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// Pick lists: the company's estates, an estate's buildings and houses.

export const estatesQuery = () =>
  queryOptions({ queryKey: ['owners', 'options', 'estates'], queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
export function useEstates() {
  return useQuery(estatesQuery());
}

export function useBuildings(estateId: number | null) {
  return useQuery({
    queryKey: ['owners', 'options', 'buildings', estateId],
    queryFn: ({ signal }) => api(recordOptions, { key: 'building', by: 'estateId', byValue: estateId ?? 0 }, signal),
    enabled: estateId !== null,
    staleTime: 60_000,
  });
}

export function useHouses(estateId: number | null) {
  return useQuery({
    queryKey: ['owners', 'options', 'houses', estateId],
    queryFn: ({ signal }) => api(commonEndpoints.estateHouses, { a: estateId ?? 0, b: 0 }, signal),
    enabled: estateId !== null,
    staleTime: 60_000,
  });
}

/** POST /api/house-tree/ledger-pri: the house's 预交款, 押金 and 存零 (私人账户) with its entries. */
export function usePrivateLedger(houseId: number | null) {
  return useQuery({
    queryKey: ['owners', 'private', houseId],
    queryFn: ({ signal }) => api(houseTreeEndpoints.ledgerPri, { houseId: houseId ?? 0 }, signal),
    enabled: houseId !== null,
  });
}

/** The estate's meetings (会务管理) a matter may be put to; the server takes only an open 业主大会 or 业委会会议. */
export function useMeetings(estateId: number | null) {
  return useQuery({
    queryKey: ['owners', 'options', 'meetings', estateId],
    queryFn: ({ signal }) => api(recordOptions, { key: 'meeting-office', by: 'estateId', byValue: estateId ?? 0 }, signal),
    enabled: estateId !== null,
    staleTime: 30_000,
  });
}
