import { standardEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export const standardQuery = (id: number) =>
  queryOptions({ queryKey: chargingKeys.one('standards', id), queryFn: ({ signal }) => api(standardEndpoints.getStandard, { id }, signal) });

/** GET /api/charging/standards/:id (tiers and every version). */
export function useStandard(id: number | null) {
  return useQuery({ ...standardQuery(id ?? 0), enabled: id !== null });
}
