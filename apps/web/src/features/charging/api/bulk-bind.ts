import { standardEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { BulkBind, BulkBindOutcome } from '../types';
import { chargingKeys } from './keys';

/** POST /api/charging/bindings/bulk: created and skipped (with reasons). */
export function useBulkBind() {
  const client = useQueryClient();
  return useMutation<BulkBindOutcome, ApiError, BulkBind>({
    mutationFn: (input) => api(standardEndpoints.bulkBind, input),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.all }),
  });
}
