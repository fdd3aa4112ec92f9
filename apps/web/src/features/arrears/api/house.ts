import { houseTreeEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** POST /api/house-tree/residential: the house with its estate, building and current owners. */
export function useHouse(houseId: number | null) {
  return useQuery({
    queryKey: arrearsKeys.one('house', houseId ?? 0),
    queryFn: ({ signal }) => api(houseTreeEndpoints.residential, { id: houseId ?? 0 }, signal),
    enabled: houseId !== null,
    staleTime: 60_000,
  });
}
