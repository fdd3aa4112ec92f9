import { slaReportEndpoints, type EndpointInput } from '@pm/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

export type SlaReportQuery = EndpointInput<typeof slaReportEndpoints.slaReport>;

/** GET /api/workorders/sla-report: per team, orders finished in and out of time and the open ones overdue (none while the range is incomplete). */
export function useSlaReport(query: SlaReportQuery | null) {
  return useQuery({
    queryKey: ['workorders', 'sla-report', query],
    queryFn: ({ signal }) => api(slaReportEndpoints.slaReport, query!, signal),
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
