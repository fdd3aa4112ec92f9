import { invoiceEndpoints, type EndpointInput, type EndpointOutput } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';

export type InvoiceRequestInput = EndpointInput<typeof invoiceEndpoints.requestInvoice>;
export type InvoiceRequestAnswer = EndpointOutput<typeof invoiceEndpoints.requestInvoice>;

/** POST /api/invoices/requests: 开具发票 for a payment (the buyer defaults to the house's owner); the requests made. */
export function useRequestInvoice() {
  const client = useQueryClient();
  return useMutation<InvoiceRequestAnswer, ApiError, InvoiceRequestInput>({
    mutationFn: (input) => api(invoiceEndpoints.requestInvoice, input),
    // 发票管理 (another feature) reads its lists under ['invoices', 'requests']: they are read again when shown.
    onSuccess: () => client.invalidateQueries({ queryKey: ['invoices', 'requests'] }),
  });
}
