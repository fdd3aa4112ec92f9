import { ApiError } from '../../../api/client';

/** The server's Chinese message for a failed call, else the error's text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message || String(error.status);
  return error instanceof Error ? error.message : String(error);
}
