import type { Endpoint, EndpointInput, EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { settlementKeys } from './keys';

/**
 * What a write of the counter changes: the settlement queries (the house's lines, accounts, the
 * payments list) and, in other features' open tabs, 欠费查询 and the reports (['arrears']) and the
 * charging lines and 催缴 candidates (['charging']). Screens stay mounted in their tabs, so without
 * this a cashier going back to 欠费查询 sees the arrears from before the payment.
 */
export const SETTLE_AFFECTS = [settlementKeys.all, ['arrears'], ['charging']] as const;

/**
 * A write of the counter: on success (and on a refusal, which may mean the house changed under the
 * cashier) every query it affects is refreshed.
 */
export function useSettleMutation<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => api(endpoint, input),
    onSettled: () => Promise.all(SETTLE_AFFECTS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
