import { adjustmentEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import type { ShareRule, ShareRuleBody } from '../types';
import { chargingKeys } from './keys';

/** POST /share-rules (new) or PUT /share-rules/:id */
export function useSaveShareRule() {
  const client = useQueryClient();
  return useMutation<ShareRule, ApiError, { id?: number | undefined; body: ShareRuleBody }>({
    mutationFn: ({ id, body }) => (id ? api(adjustmentEndpoints.updateShareRule, { ...body, id }) : api(adjustmentEndpoints.createShareRule, body)),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('share-rules') }),
  });
}
