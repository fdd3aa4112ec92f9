import { ApiError } from '../../../api/client';

/** What to show for a failed call: the server's Chinese message (and the field messages), else the error text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m && m !== error.message);
    return [error.message, ...details].filter(Boolean).join('；') || String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}

/** An ISO time as "YYYY-MM-DD HH:mm" in China, '' when absent. */
export const chinaTime = (iso: string | null | undefined) =>
  iso ? new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' }).format(new Date(iso)) : '';
