import { paymentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type SummaryQuery = EndpointInput<typeof paymentEndpoints.summary>;

/** POST /api/settle/summary: count and amount per day, estate, item, method, cashier or type. */
export function useSettleSummary(query: SummaryQuery | null) {
  return useQuery({
    queryKey: arrearsKeys.list('summary', query),
    queryFn: ({ signal }) => api(paymentEndpoints.summary, query ?? { dateFrom: '', dateTo: '' }, signal),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}
