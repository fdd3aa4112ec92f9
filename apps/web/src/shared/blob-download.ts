import type { Endpoint } from '@pm/contracts';
import { fetchBlob, saveBlob } from './blob-file';
import { isAuditedExportRequest } from './export-job-kind';

export { fetchBlob, saveBlob } from './blob-file';

/**
 * Fetches a file endpoint and saves its body as `fileName`. An audited Excel export runs as a job
 * (progress shown, cancellable, the file fetched when it is written); templates, PDFs, backups and
 * recordings come straight back.
 */
export async function downloadFile(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  fileName: string,
): Promise<void> {
  if (isAuditedExportRequest(endpoint, input)) {
    const { exportAsJob } = await import('./export-job');
    await exportAsJob(endpoint, input, fileName);
    return;
  }
  saveBlob(await fetchBlob(endpoint, input), fileName);
}
