import { lineEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { chargingKeys } from './keys';

export type Transition = EndpointInput<typeof lineEndpoints.transitionLines>;
export type TransitionAll = EndpointInput<typeof lineEndpoints.transitionAll>;
export type TransitionOutcome = EndpointOutput<typeof lineEndpoints.transitionLines>;

/** The selected lines (ids) or every line of the query (按条件全部) moved by one action, all or none. */
export type TransitionRequest = { kind: 'ids'; input: Transition } | { kind: 'all'; input: TransitionAll };

/** POST /lines/transition or /lines/transition-all */
export function useTransitionLines() {
  const client = useQueryClient();
  return useMutation<TransitionOutcome, ApiError, TransitionRequest>({
    mutationFn: (r) => (r.kind === 'ids' ? api(lineEndpoints.transitionLines, r.input) : api(lineEndpoints.transitionAll, r.input)),
    onSuccess: () => client.invalidateQueries({ queryKey: chargingKeys.area('lines') }),
  });
}
