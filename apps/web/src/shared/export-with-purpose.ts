import type { Endpoint, ExportPurpose } from '@pm/contracts';
import { notifications } from '@mantine/notifications';
import { ApiError } from '../api/client';
import { downloadFile } from './blob-download';
import { askExportPurpose } from './dialogs';
import { ExportJobFailed } from './export-job';

/** The export purpose (usage, approver, approval date — the shell's dialog) as the export endpoints take it; null when cancelled. */
export async function askPurposeInput(): Promise<ExportPurpose | null> {
  const purpose = await askExportPurpose();
  return purpose ? { usage: purpose.usage, auditor: purpose.approver, auditDate: purpose.approvedOn } : null;
}

const messageOf = (error: unknown): string => (error instanceof ApiError && error.message ? error.message : String(error));

/** Shows why an export failed in red, unless its progress notification already says it (a job that failed). */
export function showExportError(error: unknown, describe: (error: unknown) => string = messageOf): void {
  if (error instanceof ExportJobFailed) return;
  notifications.show({ color: 'red', message: describe(error) });
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
