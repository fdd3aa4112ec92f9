import type { Endpoint, ExportPurpose } from '@pm/contracts';
import { downloadFile } from './blob-download';
import { askExportPurpose } from './dialogs';
import { showExportError } from './export-job-kind';

export { showExportError } from './export-job-kind';

/** The export purpose (usage, approver, approval date — the shell's dialog) as the export endpoints take it; null when cancelled. */
export async function askPurposeInput(): Promise<ExportPurpose | null> {
  const purpose = await askExportPurpose();
  return purpose ? { usage: purpose.usage, auditor: purpose.approver, auditDate: purpose.approvedOn } : null;
}

/**
 * An Excel export: asks the export purpose, then downloads the file (as a job, with its progress);
 * a refusal shows the server's message.
 */
export async function exportWithPurpose(endpoint: Endpoint, filters: Record<string, unknown>, fileName: string): Promise<void> {
  const purpose = await askPurposeInput();
  if (!purpose) return;
  try {
    await downloadFile(endpoint, { ...filters, ...purpose }, fileName);
  } catch (error) {
    showExportError(error);
  }
}
