import type { Endpoint, EndpointInput, EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { refreshPending } from '../../../shared/pending-documents';
import { wfKeys } from './keys';

/**
 * A write of the document flow. Afterwards (after a refusal too: someone else may have moved the
 * document) the lists, open documents and counts are read again, and so is what makes 通讯 red.
 */
export function useWorkflowMutation<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => api(endpoint, input),
    onSettled: async () => {
      refreshPending(client);
      await client.invalidateQueries({ queryKey: wfKeys.all });
    },
  });
}
