import { commonEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** POST /api/common/house-charging: the charge items bound to a house. */
export function useHouseCharging(houseId: number | null) {
  return useQuery({
    queryKey: arrearsKeys.one('house-charging', houseId ?? 0),
    queryFn: ({ signal }) => api(commonEndpoints.houseCharging, { houseId: houseId ?? 0 }, signal),
    enabled: houseId !== null,
  });
}
