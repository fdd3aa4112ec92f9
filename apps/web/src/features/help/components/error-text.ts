import { ApiError } from '../../../api/client';

/** The server's Chinese message with its field messages, else the error's text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m && m !== error.message);
    return [error.message, ...details].filter(Boolean).join('；') || String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}
