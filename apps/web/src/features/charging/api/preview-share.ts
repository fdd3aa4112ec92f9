import { adjustmentEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { chargingKeys } from './keys';

export const sharePreviewQuery = (ruleId: number, period: string) =>
  queryOptions({
    queryKey: [...chargingKeys.area('share-preview'), ruleId, period],
    queryFn: ({ signal }) => api(adjustmentEndpoints.previewShare, { ruleId, period }, signal),
  });

/** POST /api/charging/share-rules/preview: each house's part of the period's total. */
export function useSharePreview(ruleId: number | null, period: string) {
  return useQuery({ ...sharePreviewQuery(ruleId ?? 0, period), enabled: ruleId !== null && /^\d{4}-(0[1-9]|1[0-2])$/.test(period) });
}
