import { exportEndpoints, RESPOND_ASYNC, type Endpoint, type ExportJob } from '@pm/contracts';
import { api, ApiError, send } from '../api/client';
import { downloadError, fetchBlob, saveBlob } from './blob-file';
import { ExportJobFailed } from './export-job-kind';
import { exportFailedText, showExportProgress, type ExportProgress } from './export-progress';

/** How often a running export is asked how far it got. */
export const EXPORT_POLL_MS = 1000;

const ENDED: ReadonlySet<ExportJob['state']> = new Set(['done', 'failed', 'cancelled']);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * An audited Excel export as a job (issue 27): asks with `Prefer: respond-async`, follows the job
 * (a notification with the rows written and 取消), then fetches the written file and saves it as
 * `fileName`. Resolves once the file is saved, or when the export was cancelled; rejects with an
 * ApiError carrying the server's message when the request is refused (403, 400 …) or the job fails.
 */
export async function exportAsJob(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  fileName: string,
  pollMs = EXPORT_POLL_MS,
): Promise<void> {
  const response = await send(endpoint, input, undefined, { prefer: RESPOND_ASYNC });
  if (!response.ok) throw await downloadError(response);
  // A server that does not run exports as jobs streams the file in the answer, as before.
  if (response.status !== 202) {
    saveBlob(await response.blob(), fileName);
    return;
  }
  const job = ((await response.json()) as { data: ExportJob }).data;
  const progress = showExportProgress(job.id, fileName, () => cancelExport(job.id));
  try {
    await finish(await follow(job, progress, pollMs), progress, fileName);
  } catch (error) {
    if (error instanceof ExportJobFailed) throw error;
    const failure = asFailure(error);
    progress.failed(failure.message);
    throw failure;
  }
}

/** Polls the job until it ends, showing the rows written. */
async function follow(started: ExportJob, progress: ExportProgress, pollMs: number): Promise<ExportJob> {
  let job = started;
  while (!ENDED.has(job.state)) {
    progress.written(job.done);
    await wait(pollMs);
    job = await api(exportEndpoints.getExport, { id: job.id });
  }
  return job;
}

async function finish(job: ExportJob, progress: ExportProgress, fileName: string): Promise<void> {
  if (job.state === 'cancelled') {
    progress.cancelled();
    return;
  }
  if (job.state === 'failed') {
    const message = job.error ?? exportFailedText();
    progress.failed(message);
    throw new ExportJobFailed(1, message, 200, 'exports.failed');
  }
  saveBlob(await fetchBlob(exportEndpoints.exportFile, { id: job.id }), fileName);
  progress.done(job.file?.rows ?? job.done);
}

/** 取消: the next poll sees the job cancelled; a refusal (it ended meanwhile: 409) is shown by the app's catalogue. */
async function cancelExport(id: number): Promise<void> {
  await api(exportEndpoints.cancelExport, { id }).catch(() => undefined);
}

/** A failure while following the job (a poll or the file refused, the network gone), with its message. */
function asFailure(error: unknown): ExportJobFailed {
  if (error instanceof ApiError) {
    return new ExportJobFailed(error.code, error.message || exportFailedText(), error.status, error.errorCode, error.details);
  }
  return new ExportJobFailed(0, error instanceof Error && error.message ? error.message : exportFailedText(), 0);
}
