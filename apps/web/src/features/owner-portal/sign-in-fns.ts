import { ApiError } from '../../api/client';

// Pure helpers of the sign-in page (in the portal's first chunk: nothing heavy here).

/** The server's Chinese message of a failed call (and its field messages), else the error's text. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    const details = (error.details ?? []).map((d) => d.message).filter((m) => m && m !== error.message);
    return [error.message, ...details].filter(Boolean).join('；') || String(error.status);
  }
  return error instanceof Error ? error.message : String(error);
}

/** A mainland mobile number as the server takes it: spaces, dashes and +86 dropped; null when it is not 11 digits from 13-19. */
export function phoneDigits(input: string): string | null {
  const v = input.replace(/[\s-]/g, '').replace(/^(\+?86)(?=1\d{10}$)/, '');
  return /^1[3-9]\d{9}$/.test(v) ? v : null;
}

/** The seconds left until `until` (ms since the epoch), whole and rounded up; 0 once past. */
export function secondsLeft(until: number, now: number): number {
  return Math.max(0, Math.ceil((until - now) / 1000));
}
