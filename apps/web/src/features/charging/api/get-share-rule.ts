import { adjustmentEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export const shareRuleQuery = (id: number) =>
  queryOptions({ queryKey: chargingKeys.one('share-rules', id), queryFn: ({ signal }) => api(adjustmentEndpoints.getShareRule, { id }, signal) });

/** GET /api/charging/share-rules/:id (the rule with its own houses and weights). */
export function useShareRule(id: number | null) {
  return useQuery({ ...shareRuleQuery(id ?? 0), enabled: id !== null });
}
