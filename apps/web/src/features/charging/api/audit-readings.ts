import { readingEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

/** POST /api/charging/readings/audit: approve (审核通过) or reject (驳回) the selected readings. */
export function useAuditReadings() {
  const client = useQueryClient();
  return useMutation<{ changed: number }, ApiError, { ids: number[]; approve: boolean }>({
    mutationFn: (input) => api(readingEndpoints.auditReadings, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('readings') }),
  });
}
