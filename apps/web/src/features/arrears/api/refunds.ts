import { paymentEndpoints, type EndpointInput } from '@pm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type RefundQuery = EndpointInput<typeof paymentEndpoints.tfDetail>;

/** POST /api/settle/tf-detail: money paid back (refunds and 冲红) with their sum. */
export const refundsQuery = (query: RefundQuery | null) =>
  queryOptions({
    queryKey: arrearsKeys.list('refunds', query),
    queryFn: ({ signal }) => api(paymentEndpoints.tfDetail, query ?? {}, signal),
    enabled: query !== null,
  });
