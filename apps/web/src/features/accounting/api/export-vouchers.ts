import { voucherExportEndpoints } from '@pm/contracts';
import { exportWithPurpose } from '../../../shared/export-with-purpose';

/**
 * POST /api/accounting/vouchers/export: asks the export purpose (the shell's dialog), then downloads
 * the list's vouchers (same filter, every page) as Excel; a refusal shows the server's message.
 */
export function exportVouchers(filters: Record<string, unknown>, fileName: string): Promise<void> {
  return exportWithPurpose(voucherExportEndpoints.exportVouchers, filters, fileName);
}
