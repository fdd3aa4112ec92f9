import { reconEndpoints, type EndpointInput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { settlementKeys } from '../../api/keys';

export type ReconDayFilter = EndpointInput<typeof reconEndpoints.listReconDays>;
/** While a day is being reconciled the list is read again this often. */
export const RECON_POLL_MS = 2_000;

/** GET /api/pay/recon/days: the bill days with this company's part, newest first; read again while one runs. */
export const reconDaysQuery = (filter: ReconDayFilter) =>
  queryOptions({
    queryKey: settlementKeys.list('recon-days', filter),
    queryFn: ({ signal }) => api(reconEndpoints.listReconDays, filter, signal),
    refetchInterval: (query) => (query.state.data?.rows.some((d) => d.running) ? RECON_POLL_MS : false),
  });
