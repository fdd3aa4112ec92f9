import type { Endpoint, EndpointInput, EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { settlementKeys } from './keys';

/**
 * A write of the counter: on success (and on a refusal, which may mean the house changed under the
 * cashier) every settlement query is refreshed: the house's lines, accounts and the payments list.
 */
export function useSettleMutation<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => api(endpoint, input),
    onSettled: () => client.invalidateQueries({ queryKey: settlementKeys.all }),
  });
}
