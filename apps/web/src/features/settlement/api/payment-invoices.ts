import { invoiceEndpoints, type EndpointOutput } from '@pm/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { fetchBlob, saveBlob } from '../../../shared/blob-file';

export type PaymentInvoiceRow = EndpointOutput<typeof invoiceEndpoints.listRequests>['rows'][number];

/**
 * POST /api/invoices/requests/list for one payment: its blue and red requests. Kept under ['invoices', 'requests'] as
 * 发票管理's lists are, so a request made or reversed here shows there too (and the other way round).
 */
export function usePaymentInvoices(paymentId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['invoices', 'requests', 'payment', paymentId],
    queryFn: ({ signal }) => api(invoiceEndpoints.listRequests, { paymentId, page: 1, size: 50 }, signal),
    enabled,
  });
}

/** The issued invoice's PDF, through the platform (GET /api/invoices/requests/:id/file/pdf). */
export async function saveInvoicePdf(id: number, number: string | null): Promise<void> {
  saveBlob(await fetchBlob(invoiceEndpoints.invoiceFile, { id, format: 'pdf' }), `发票${number ?? id}.pdf`);
}
