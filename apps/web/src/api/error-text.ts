import { ApiError } from './client';

/** What to show for a failed call: the server's Chinese message (and its field messages), else the error's text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m && m !== error.message);
    return [error.message, ...details].filter(Boolean).join('；') || String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}
