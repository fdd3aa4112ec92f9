import { commonEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

// Pick lists of the auxiliaries (辅助核算) estate and house.

export const estatesQuery = () =>
  queryOptions({ queryKey: ['accounting', 'options', 'estates'], queryFn: ({ signal }) => api(commonEndpoints.estates, {}, signal), staleTime: 300_000 });
/** GET /api/common/estates. */
export function useEstates(enabled = true) {
  return useQuery({ ...estatesQuery(), enabled });
}

export const housesQuery = (estateId: number) =>
  queryOptions({
    queryKey: ['accounting', 'options', 'houses', estateId],
    queryFn: ({ signal }) => api(commonEndpoints.estateHouses, { a: estateId, b: 0 }, signal),
    staleTime: 300_000,
  });
/** Houses of an estate (all buildings). */
export function useHouses(estateId: number | null) {
  return useQuery({ ...housesQuery(estateId ?? 0), enabled: !!estateId });
}
