import { reconEndpoints, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../../api/client';
import { RECON_AFFECTS } from './resolve-recon-item';

/** POST /api/pay/recon/runs: 重新对账 a day (a job; the lists show it running and read again until it ends). */
export function useRunRecon() {
  const client = useQueryClient();
  return useMutation<EndpointOutput<typeof reconEndpoints.runRecon>, ApiError, string>({
    mutationFn: (billDate) => api(reconEndpoints.runRecon, { billDate }),
    onSettled: () => Promise.all(RECON_AFFECTS.map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
}
