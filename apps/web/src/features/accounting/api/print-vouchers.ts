import { voucherEndpoints } from '@pm/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { downloadFile } from '../../../shared/blob-download';

/** POST /api/accounting/voucher-print: the sheets to print (记账凭证 with the total in capitals). */
export function usePrintVouchers() {
  return useMutation({ mutationFn: (ids: number[]) => api(voucherEndpoints.printVouchers, { ids }) });
}

/** GET /api/accounting/voucher-print/pdf: the same sheets as a PDF file. */
export function useVoucherPdf() {
  return useMutation({ mutationFn: ({ ids, fileName }: { ids: number[]; fileName: string }) => downloadFile(voucherEndpoints.voucherPdf, { ids: ids.join(',') }, fileName) });
}
