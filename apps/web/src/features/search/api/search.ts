import { commonEndpoints, followItems, listDictionaries, searchFind, searchPanel, type SearchPanel } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Query keys of 综合查询 and the 信息查询 panels: everything under ['search', …]. */
export const searchKeys = {
  find: (q: string) => ['search', 'find', q] as const,
  panel: (panel: SearchPanel, houseId: number | null, estateId: number | null) => ['search', 'panel', panel, houseId ?? 0, estateId ?? 0] as const,
  follow: (houseId: number) => ['search', 'follow', houseId] as const,
  estates: ['search', 'estates'] as const,
  dictionaries: ['search', 'dictionaries'] as const,
  houses: (estateId: number) => ['search', 'houses', estateId] as const,
};

/** GET /api/search for the (already debounced) text; nothing asked for an empty one. */
export function useSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: searchKeys.find(text),
    queryFn: ({ signal }) => api(searchFind, { q: text, limit: 8 }, signal),
    enabled: text.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

/** One info panel of a house, or of an estate when no house is chosen. */
export function usePanel(panel: SearchPanel, houseId: number | null, estateId: number | null, size = 10) {
  return useQuery({
    queryKey: [...searchKeys.panel(panel, houseId, estateId), size],
    queryFn: ({ signal }) =>
      api(searchPanel, { panel, size, ...(houseId ? { houseId } : {}), ...(!houseId && estateId ? { estateId } : {}) }, signal),
    enabled: houseId !== null || estateId !== null,
  });
}

/** /api/cust/v2/follow-items of a house: open complaints, work orders and cases. */
export function useFollowItems(houseId: number | null) {
  return useQuery({
    queryKey: searchKeys.follow(houseId ?? 0),
    queryFn: ({ signal }) => api(followItems, { houseId: houseId ?? 0, page: 1, size: 10 }, signal),
    enabled: houseId !== null,
  });
}

export function useEstates() {
  return useQuery({ queryKey: searchKeys.estates, queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
}

export function useHouses(estateId: number | null) {
  return useQuery({
    queryKey: searchKeys.houses(estateId ?? 0),
    queryFn: ({ signal }) => api(commonEndpoints.estateHouses, { a: estateId ?? 0, b: 0 }, signal),
    enabled: !!estateId,
    staleTime: 60_000,
  });
}

/** The company's dictionaries: the panels' type and status labels (the company may rename items). */
export function useDictionaries() {
  return useQuery({ queryKey: searchKeys.dictionaries, queryFn: ({ signal }) => api(listDictionaries, {}, signal), staleTime: 300_000 });
}
