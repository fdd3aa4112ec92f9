import { commonEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** POST /api/common/arrears-house-date: the house's earliest arrears date and open months. */
export function useArrearsDate(houseId: number | null) {
  return useQuery({
    queryKey: arrearsKeys.one('arrears-date', houseId ?? 0),
    queryFn: ({ signal }) => api(commonEndpoints.arrearsHouseDate, { houseId: houseId ?? 0 }, signal),
    enabled: houseId !== null,
  });
}
