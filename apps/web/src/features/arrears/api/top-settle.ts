import { commonEndpoints } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** GET /api/common/top-settle/:id: the house's latest settlements. */
export function useTopSettle(houseId: number | null) {
  return useQuery({
    queryKey: arrearsKeys.one('top-settle', houseId ?? 0),
    queryFn: ({ signal }) => api(commonEndpoints.topSettle, { id: houseId ?? 0 }, signal),
    enabled: houseId !== null,
  });
}
