import { commonEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** POST /api/common/arrears-house-detail: a house's open lines with today's late fees, and the totals. */
export function useHouseArrears(houseId: number | null) {
  return useQuery({
    queryKey: arrearsKeys.one('house-arrears', houseId ?? 0),
    queryFn: ({ signal }) => api(commonEndpoints.arrearsHouseDetail, { houseId: houseId ?? 0 }, signal),
    enabled: houseId !== null,
  });
}
