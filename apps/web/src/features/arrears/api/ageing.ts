import { arrearsEndpoints } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

/** POST /api/charging/arrears/ageing: houses, lines and amount per ageing bucket, and the total. */
export function useAgeing(estateId: number | null) {
  const query = estateId ? { estateId } : {};
  return useQuery({
    queryKey: arrearsKeys.list('ageing', query),
    queryFn: ({ signal }) => api(arrearsEndpoints.ageing, query, signal),
    placeholderData: keepPreviousData,
  });
}
