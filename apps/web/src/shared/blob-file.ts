import type { Endpoint } from '@pm/contracts';
import { ApiError, send } from '../api/client';

/** How long a saved file's object URL lives: long enough for the browser to start the download. */
const SAVE_URL_LIFETIME_MS = 10_000;

/** The error of a failed download: its body is the JSON envelope (spec 7, export helper), so its msg can be shown. */
export async function downloadError(response: Response): Promise<ApiError> {
  try {
    const body = (await response.json()) as {
      code?: number;
      msg?: string;
      errorCode?: string;
      details?: { path: string; message: string }[];
    };
    return new ApiError(body.code ?? response.status, body.msg ?? '', response.status, body.errorCode, body.details);
  } catch {
    return new ApiError(response.status, '', response.status);
  }
}

/** The body of a file endpoint (export, template, PDF, recording); a failed call rejects with an ApiError. */
export async function fetchBlob(
  endpoint: Endpoint,
  input: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await send(endpoint, input, signal);
  if (!response.ok) throw await downloadError(response);
  return response.blob();
}

/** Saves a blob as a file named `fileName` through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), SAVE_URL_LIFETIME_MS);
}
