import { paymentEndpoints } from '@pm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiError } from '../../../api/client';
import { fetchBlob, saveBlob } from '../../../shared/blob-download';
import type { Sheet } from '../types';
import { settlementKeys } from './keys';

/** POST /api/settle/receipts/:id/print: records a print (the second on is a 副本) and answers the sheet. */
export function usePrintReceipt() {
  const client = useQueryClient();
  return useMutation<Sheet, ApiError, number>({
    mutationFn: (id) => api(paymentEndpoints.printReceipt, { id }),
    onSuccess: () => client.invalidateQueries({ queryKey: settlementKeys.area('payment') }),
  });
}

/** GET /api/settle/receipts/:id/pdf saved as 收据<number>.pdf (also recorded as a print). */
export function useReceiptPdf() {
  return useMutation<void, ApiError, { id: number; number: string }>({
    mutationFn: async ({ id, number }) => saveBlob(await fetchBlob(paymentEndpoints.receiptPdf, { id }), `收据${number}.pdf`),
  });
}
