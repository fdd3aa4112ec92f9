import type { Endpoint } from '@pm/contracts';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import { downloadFile } from './blob-download';
import { askExportPurpose } from './dialogs';

/**
 * An Excel export: asks the export purpose (usage, approver, approval date — the shell's dialog),
 * then downloads the file; a refusal shows the server's message.
 */
export async function exportWithPurpose(endpoint: Endpoint, filters: Record<string, unknown>, fileName: string): Promise<void> {
  const purpose = await askExportPurpose();
  if (!purpose) return;
  try {
    await downloadFile(endpoint, { ...filters, usage: purpose.usage, auditor: purpose.approver, auditDate: purpose.approvedOn }, fileName);
  } catch (error) {
    notifications.show({ color: 'red', message: error instanceof ApiError && error.message ? error.message : String(error) });
  }
}
