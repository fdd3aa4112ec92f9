import type { Endpoint, EndpointInput, EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { accountingKeys } from './keys';

/**
 * A write of the books: afterwards (also after a refusal, which may mean another accountant moved
 * the voucher) every accounting query is refreshed — lists, the open detail, subjects, ledgers.
 */
export function useAccountingMutation<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => api(endpoint, input),
    onSettled: () => client.invalidateQueries({ queryKey: accountingKeys.all }),
  });
}
