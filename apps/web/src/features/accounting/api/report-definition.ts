import { reportEndpoints, type EndpointInput } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useAccountingMutation } from './accounting-mutation';

export type ReportKindValue = EndpointInput<typeof reportEndpoints.definition>['kind'];

/** The company's report rows with their formulas (made from the chart's template on first read). */
export function useReportDefinition(kind: ReportKindValue) {
  return useQuery({
    queryKey: ['accounting', 'reports', 'definition', kind],
    queryFn: ({ signal }) => api(reportEndpoints.definition, { kind }, signal),
  });
}

/** PUT /api/accounting/reports/rows/:id: a row's name and formulas, checked by the server at save. */
export function useUpdateReportRow() {
  return useAccountingMutation(reportEndpoints.updateRow);
}
