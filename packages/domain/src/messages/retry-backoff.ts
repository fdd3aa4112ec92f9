/** Waits before the 2nd, 3rd … attempt of a message the gateway could not take (a transient failure). */
export const MESSAGE_RETRY_SECONDS = [30, 120, 600, 1800] as const;

/** Attempts in all: after the last one a transient failure is final. */
export const MESSAGE_MAX_ATTEMPTS = MESSAGE_RETRY_SECONDS.length + 1;

/** When attempt `attempts + 1` may run, after `attempts` failed ones; null: no more attempts. */
export function nextAttemptAt(now: Date, attempts: number): Date | null {
  const wait = MESSAGE_RETRY_SECONDS[attempts - 1];
  return wait === undefined ? null : new Date(now.getTime() + wait * 1000);
}
