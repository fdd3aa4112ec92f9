import { reconEndpoints, type EndpointInput, type ReconItem } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../api/client';
import { settlementKeys } from '../../api/keys';

/** The recon lists a resolution or a run changes (a resolution may make the day 平 and write its voucher). */
export const RECON_AFFECTS = [settlementKeys.area('recon-days'), settlementKeys.area('recon-items')] as const;

/** POST /api/pay/recon/items/:id/resolve: 差异处理 with a note. */
export function useResolveReconItem() {
  const client = useQueryClient();
  return useMutation<ReconItem, ApiError, EndpointInput<typeof reconEndpoints.resolveReconItem>>({
    mutationFn: (input) => api(reconEndpoints.resolveReconItem, input),
    onSettled: () => Promise.all(RECON_AFFECTS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
