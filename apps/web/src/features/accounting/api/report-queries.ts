import { reportEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api, ApiError } from '../../../api/client';

export type ReportRows = EndpointOutput<typeof reportEndpoints.reporting>;

/**
 * A report read. Spec §7: a failed reporting call gives an empty list, so a refusal answers no
 * rows and its message (shown beside the empty table) instead of an error state.
 */
async function rowsOrEmpty(read: () => Promise<ReportRows>): Promise<{ rows: ReportRows; error: string | null }> {
  try {
    return { rows: await read(), error: null };
  } catch (error) {
    if (error instanceof ApiError) return { rows: [], error: error.message };
    throw error;
  }
}

export function useBalanceSheet(input: EndpointInput<typeof reportEndpoints.reporting> | null) {
  return useQuery({
    queryKey: ['accounting', 'reports', 'balance-sheet', input],
    queryFn: ({ signal }) => rowsOrEmpty(() => api(reportEndpoints.reporting, input!, signal)),
    enabled: input !== null,
  });
}

export function useIncomeStatement(input: EndpointInput<typeof reportEndpoints.reporting2> | null) {
  return useQuery({
    queryKey: ['accounting', 'reports', 'income', input],
    queryFn: ({ signal }) => rowsOrEmpty(() => api(reportEndpoints.reporting2, input!, signal)),
    enabled: input !== null,
  });
}
