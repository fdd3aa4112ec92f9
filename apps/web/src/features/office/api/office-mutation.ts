import type { Endpoint, EndpointInput, EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { officeKeys } from './keys';

/** A write from an office screen: afterwards (also after a refusal) every office query is refreshed. */
export function useOfficeMutation<E extends Endpoint>(endpoint: E) {
  const client = useQueryClient();
  return useMutation<EndpointOutput<E>, ApiError, EndpointInput<E>>({
    mutationFn: (input) => api(endpoint, input),
    onSettled: () => client.invalidateQueries({ queryKey: officeKeys.all }),
  });
}
