import { ownerInvoiceEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { fetchBlob, saveBlob } from '../../../shared/blob-file';
import { ownerKeys } from './keys';

export type OwnerInvoice = EndpointOutput<typeof ownerInvoiceEndpoints.paymentInvoices>[number];
export type OwnerInvoiceRequest = EndpointInput<typeof ownerInvoiceEndpoints.requestInvoice>;

/** An invoice the platform is still making: the list asks again until it is issued or failed. */
export const inProgress = (rows: readonly OwnerInvoice[]) => rows.some((r) => r.state === 'pending' || r.state === 'issuing');

export const paymentInvoicesQuery = (paymentId: number) =>
  queryOptions({
    queryKey: ownerKeys.invoices(paymentId),
    queryFn: ({ signal }): Promise<OwnerInvoice[]> => api(ownerInvoiceEndpoints.paymentInvoices, { paymentId }, signal),
  });

/** GET /api/owner/payments/:paymentId/invoices, again every 2 s while one is being issued. */
export function usePaymentInvoices(paymentId: number) {
  return useQuery({ ...paymentInvoicesQuery(paymentId), refetchInterval: (query) => (inProgress(query.state.data ?? []) ? 2000 : false) });
}

/** POST /api/owner/payments/:paymentId/invoices: the answer is the payment's invoices with the new request. */
export function useRequestInvoice(paymentId: number) {
  const client = useQueryClient();
  return useMutation<OwnerInvoice[], ApiError, OwnerInvoiceRequest>({
    mutationFn: (input) => api(ownerInvoiceEndpoints.requestInvoice, input),
    onSuccess: (rows) => client.setQueryData(ownerKeys.invoices(paymentId), rows),
  });
}

/** GET /api/owner/invoices/:id/pdf with the owner's token (a raw endpoint): the invoice saved (opened) as a PDF. */
export async function openInvoicePdf(id: number, number: string | null): Promise<void> {
  const blob = await fetchBlob(ownerInvoiceEndpoints.invoicePdf, { id });
  saveBlob(blob, `发票${number ?? id}.pdf`);
}
