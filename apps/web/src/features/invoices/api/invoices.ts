import { invoiceEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { fetchBlob, saveBlob } from '../../../shared/blob-download';

/** Query keys of 发票管理 and 税务设置: everything under ['invoices', area, …]. */
export const invoiceKeys = {
  area: (area: string) => ['invoices', area] as const,
  list: (params: unknown) => ['invoices', 'requests', 'list', params] as const,
  one: (id: number) => ['invoices', 'requests', 'one', id] as const,
};

export type InvoiceRequestQuery = EndpointInput<typeof invoiceEndpoints.listRequests>;
export type InvoiceRequestDetail = EndpointOutput<typeof invoiceEndpoints.getRequest>;
export type InvoiceRequestRow = EndpointOutput<typeof invoiceEndpoints.listRequests>['rows'][number];
export type InvoiceFormat = 'pdf' | 'ofd' | 'xml';

/** POST /api/invoices/requests/list: blue and red requests, newest first, by state / house. */
export const invoiceRequestsQuery = (query: InvoiceRequestQuery) =>
  queryOptions({
    queryKey: invoiceKeys.list(query),
    queryFn: ({ signal }) => api(invoiceEndpoints.listRequests, query, signal),
  });

/** GET /api/invoices/requests/:id: lines, the invoice, the 确认单 of a red one. */
export function useInvoiceRequest(id: number | null) {
  return useQuery({
    queryKey: invoiceKeys.one(id ?? 0),
    queryFn: ({ signal }) => api(invoiceEndpoints.getRequest, { id: id ?? 0 }, signal),
    enabled: id !== null,
  });
}

/** After a change the lists and the details are read again. */
function useInvalidateRequests() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: invoiceKeys.area('requests') });
}

/** POST /api/invoices/requests/:id/refresh: asks the platform for the result. */
export function useRefreshRequest() {
  const invalidate = useInvalidateRequests();
  return useMutation<InvoiceRequestDetail, ApiError, number>({
    mutationFn: (id) => api(invoiceEndpoints.refreshRequest, { id }),
    onSettled: invalidate,
  });
}

/** POST /api/invoices/requests/:id/red: 冲红, whole or per line. */
export function useRedLetter() {
  const invalidate = useInvalidateRequests();
  return useMutation<InvoiceRequestDetail, ApiError, EndpointInput<typeof invoiceEndpoints.redLetter>>({
    mutationFn: (input) => api(invoiceEndpoints.redLetter, input),
    onSettled: invalidate,
  });
}

/** POST /api/invoices/requests/bulk: 批量开票 for the receipts of a date range not yet invoiced. */
export function useRequestBulk() {
  const invalidate = useInvalidateRequests();
  return useMutation<EndpointOutput<typeof invoiceEndpoints.requestBulk>, ApiError, EndpointInput<typeof invoiceEndpoints.requestBulk>>({
    mutationFn: (input) => api(invoiceEndpoints.requestBulk, input),
    onSettled: invalidate,
  });
}

/** GET /api/invoices/requests/:id/file/:format saved as 发票<number>.<format> (the server fetches it from the platform). */
export function useInvoiceFile() {
  return useMutation<void, ApiError, { id: number; number: string; format: InvoiceFormat }>({
    mutationFn: async ({ id, number, format }) => saveBlob(await fetchBlob(invoiceEndpoints.invoiceFile, { id, format }), `发票${number}.${format}`),
  });
}
