import { bookEndpoints } from '@pm/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { accountingKeys } from './keys';

export const chartTemplatesQuery = () =>
  queryOptions({ queryKey: accountingKeys.chartTemplates(), queryFn: ({ signal }) => api(bookEndpoints.chartTemplates, {}, signal), staleTime: Infinity });

/** GET /api/accounting/chart-templates: 小企业会计准则 and 企业会计准则. */
export function useChartTemplates() {
  return useQuery(chartTemplatesQuery());
}
