import { voucherExportEndpoints } from '@pm/contracts';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../../../api/client';
import { downloadFile } from '../../../shared/blob-download';
import { askExportPurpose } from '../../../shared/dialogs';

/**
 * POST /api/accounting/vouchers/export: asks the export purpose (the shell's dialog), then downloads
 * the list's vouchers (same filter, every page) as Excel; a refusal shows the server's message.
 */
export async function exportVouchers(filters: Record<string, unknown>, fileName: string): Promise<void> {
  const purpose = await askExportPurpose();
  if (!purpose) return;
  try {
    await downloadFile(voucherExportEndpoints.exportVouchers, { ...filters, usage: purpose.usage, auditor: purpose.approver, auditDate: purpose.approvedOn }, fileName);
  } catch (error) {
    notifications.show({ color: 'red', message: error instanceof ApiError && error.message ? error.message : String(error) });
  }
}
