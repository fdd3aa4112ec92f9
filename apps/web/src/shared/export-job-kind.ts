import { notifications } from '@mantine/notifications';
import type { Endpoint, ExportPurpose } from '@pm/contracts';
import { ApiError } from '../api/client';

// What a screen needs to know of export jobs before one runs: kept apart from export-job.ts, which downloadFile loads
// only when an export starts (so a list screen's first open does not carry the job's polling and notification code).

/**
 * An export that failed after it started as a job: its message is already on the progress
 * notification, so the screen need not show it again (showExportError).
 */
export class ExportJobFailed extends ApiError {}

/**
 * What every audited export's input carries: the contracts' EXPORT_PURPOSE_KEYS, held to ExportPurpose by type here
 * because importing the value pulls the export contracts' schemas into every list screen's first load (+0.7 KB gzip).
 */
const PURPOSE_KEYS = ['usage', 'auditor', 'auditDate'] as const satisfies readonly (keyof ExportPurpose)[];

/**
 * The contracts' isAuditedExport (a raw POST whose input asks the export purpose), read off the request: the
 * build leaves most endpoints' input schemas out of the browser (vite.config.ts stripEndpointSchemas), so the
 * schema cannot be asked here, but every audited export's request carries the purpose.
 */
export function isAuditedExportRequest(endpoint: Endpoint, input: Record<string, unknown>): boolean {
  return endpoint.raw === true && endpoint.method === 'POST' && PURPOSE_KEYS.every((key) => input[key] !== undefined);
}

const messageOf = (error: unknown): string => (error instanceof ApiError && error.message ? error.message : String(error));

/** Shows why an export failed in red, unless its progress notification already says it (a job that failed). */
export function showExportError(error: unknown, describe: (error: unknown) => string = messageOf): void {
  if (error instanceof ExportJobFailed) return;
  notifications.show({ color: 'red', message: describe(error) });
}
