import { commonEndpoints, recordOptions } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// Pick lists of the filters: estates, buildings and charge items, the houses of an estate.

export const estatesQuery = () =>
  queryOptions({ queryKey: ['arrears', 'options', 'estates'], queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
export function useEstates() {
  return useQuery(estatesQuery());
}

/** Reference options of a record type (building, charge-item), narrowed by estate when given. */
export function useRefOptions(key: string, estateId?: number | null, enabled = true) {
  return useQuery({
    queryKey: ['arrears', 'options', key, estateId ?? 0],
    queryFn: ({ signal }) => api(recordOptions, { key, ...(estateId ? { by: 'estateId', byValue: estateId } : {}) }, signal),
    staleTime: 60_000,
    enabled,
  });
}

/** Houses of an estate (all buildings). */
export function useHouses(estateId: number | null) {
  return useQuery({
    queryKey: ['arrears', 'options', 'houses', estateId ?? 0],
    queryFn: ({ signal }) => api(commonEndpoints.estateHouses, { a: estateId ?? 0, b: 0 }, signal),
    staleTime: 60_000,
    enabled: !!estateId,
  });
}

/** The company's name for a printed header. */
export function useCompanyName(companyId: number | null | undefined) {
  return useQuery({
    queryKey: ['arrears', 'options', 'company', companyId ?? 0],
    queryFn: ({ signal }) => api(commonEndpoints.companyName, { id: companyId ?? 0 }, signal),
    staleTime: 300_000,
    enabled: !!companyId,
  });
}
