import { commonEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export const houseChargingQuery = (houseId: number) =>
  queryOptions({ queryKey: ['charging', 'house-charging', houseId], queryFn: ({ signal }) => api(commonEndpoints.houseCharging, { houseId }, signal) });

/** POST /api/common/house-charging: the house's bound charge items. */
export function useHouseCharging(houseId: number | null) {
  return useQuery({ ...houseChargingQuery(houseId ?? 0), enabled: houseId !== null });
}
