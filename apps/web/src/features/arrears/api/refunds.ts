import { paymentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type RefundQuery = EndpointInput<typeof paymentEndpoints.tfDetail>;

/** POST /api/settle/tf-detail: money paid back (refunds and 冲红) with their sum. */
export function useRefunds(query: RefundQuery | null) {
  return useQuery({
    queryKey: arrearsKeys.list('refunds', query),
    queryFn: ({ signal }) => api(paymentEndpoints.tfDetail, query ?? {}, signal),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}
