import { paymentEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { arrearsKeys } from './keys';

export type ReportQuery = EndpointInput<typeof paymentEndpoints.daily>;

/** POST /api/settle/daily: the 收费日报 of a range, six groupings and the total. */
export function useDailyReport(query: ReportQuery | null) {
  return useQuery({
    queryKey: arrearsKeys.list('daily', query),
    queryFn: ({ signal }) => api(paymentEndpoints.daily, query ?? { dateFrom: '', dateTo: '' }, signal),
    placeholderData: keepPreviousData,
    enabled: query !== null,
  });
}
