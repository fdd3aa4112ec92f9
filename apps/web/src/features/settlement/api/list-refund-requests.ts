import { refundRequestEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { settlementKeys } from './keys';

export type RefundRequestFilter = EndpointInput<typeof refundRequestEndpoints.listRefundRequests>;

/** POST /api/settle/refund-requests/list: refund requests of a house (or all), newest first. */
export const refundRequestsQuery = (filter: RefundRequestFilter) =>
  queryOptions({
    queryKey: settlementKeys.list('refund-requests', filter),
    queryFn: ({ signal }) => api(refundRequestEndpoints.listRefundRequests, filter, signal),
    placeholderData: keepPreviousData,
  });
