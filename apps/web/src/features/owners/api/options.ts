import { commonEndpoints, houseTreeEndpoints, listRecords, recordOptions } from '@pm/contracts';
import { meetingTakesVotes } from '@pm/domain';
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

/**
 * The estate's meetings (会务管理) a matter may be put to, newest first: the list filtered by estate
 * on the server, then only the owners' meetings not archived (meetingTakesVotes, the rule the server
 * applies to a vote's meeting). An estate holds a few owners' meetings a year, so the newest 200 of
 * all its meetings reach back years beyond any open one.
 */
export function useMeetings(estateId: number | null) {
  return useQuery({
    queryKey: ['owners', 'options', 'meetings', estateId],
    queryFn: async ({ signal }) => {
      const page = await api(listRecords, { key: 'meeting-office', estateId: estateId ?? 0, page: 1, size: 200, sort: 'startAt', order: 'desc' }, signal);
      return page.rows
        .map((r) => ({ id: r.id, subject: text(r.subject) ?? '', startAt: text(r.startAt) ?? '', meetingType: text(r.meetingType), status: text(r.status) }))
        .filter(meetingTakesVotes)
        .map((m) => ({ id: m.id, label: m.startAt ? `${m.subject}（${m.startAt.slice(0, 10)}）` : m.subject }));
    },
    enabled: estateId !== null,
    staleTime: 30_000,
  });
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);
