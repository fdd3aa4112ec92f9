import { reconEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../../api/client';
import { settlementKeys } from '../../api/keys';
import { RECON_POLL_MS } from './recon-days';

export type ReconItemFilter = EndpointInput<typeof reconEndpoints.listReconItems>;

/** GET /api/pay/recon/days/:billDate/items: the day as this company sees it and its differences, open first; read again while it runs. */
export const reconItemsQuery = (filter: ReconItemFilter) =>
  queryOptions({
    queryKey: settlementKeys.list('recon-items', filter),
    queryFn: ({ signal }) => api(reconEndpoints.listReconItems, filter, signal),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.day.running ? RECON_POLL_MS : false),
  });
