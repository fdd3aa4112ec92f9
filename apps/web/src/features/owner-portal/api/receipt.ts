import { ownerPortalEndpoints } from '@pm/contracts';
import { fetchBlob, saveBlob } from '../../../shared/blob-file';

/** GET /api/owner/receipts/:id/pdf with the owner's token (a raw endpoint): the 电子收据 saved (opened) as a PDF. */
export async function openReceipt(receiptId: number, receiptNo: string | null): Promise<void> {
  const blob = await fetchBlob(ownerPortalEndpoints.receiptPdf, { id: receiptId });
  saveBlob(blob, `收据${receiptNo ?? receiptId}.pdf`);
}
