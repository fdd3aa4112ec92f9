import { commonEndpoints, listDictionaries, recordOptions } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// Pick lists the charging forms share: estates, charge items, buildings and houses of an estate, dictionaries.

export const estatesQuery = () =>
  queryOptions({ queryKey: ['charging', 'options', 'estates'], queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
export function useEstates() {
  return useQuery(estatesQuery());
}

/** Reference options of a record type (charge-item, building, meter …), narrowed by estate when given. */
export const refOptionsQuery = (key: string, estateId?: number | null) =>
  queryOptions({
    queryKey: ['charging', 'options', key, estateId ?? 0],
    queryFn: ({ signal }) => api(recordOptions, { key, ...(estateId ? { by: 'estateId', byValue: estateId } : {}) }, signal),
    staleTime: 60_000,
  });
export function useRefOptions(key: string, estateId?: number | null, enabled = true) {
  return useQuery({ ...refOptionsQuery(key, estateId), enabled });
}

/** Houses of an estate (all buildings). */
export const housesQuery = (estateId: number) =>
  queryOptions({
    queryKey: ['charging', 'options', 'houses', estateId],
    queryFn: ({ signal }) => api(commonEndpoints.estateHouses, { a: estateId, b: 0 }, signal),
    staleTime: 60_000,
  });
export function useHouses(estateId: number | null) {
  return useQuery({ ...housesQuery(estateId ?? 0), enabled: !!estateId });
}

export const dictionariesQuery = () =>
  queryOptions({ queryKey: ['charging', 'options', 'dictionaries'], queryFn: ({ signal }) => api(listDictionaries, {}, signal), staleTime: 300_000 });
export function useDictionary(code: string) {
  const q = useQuery(dictionariesQuery());
  return (q.data?.[code] ?? []).filter((i) => i.enabled);
}
