/** Call-centre timers and limits of spec section 9, in milliseconds unless the name says seconds. */
export const CALL_CENTER_TIMERS = {
  registerExpiresSeconds: 120,
  registerRefreshSeconds: 80,
  disconnectTimerMs: 120_000,
  reRegisterEveryMs: 60_000,
  reRegisterMaxAttempts: 360,
  reRegisterFirstAfterMs: 10_000,
  /** SIP password refresh at this share of its effective time. */
  sipPasswordRefreshShare: 0.8,
  sipPasswordDefaultTtlSeconds: 30 * 60,
  agentStatePollMs: 300_000,
  processingFlagMs: 2_000,
  clientTimeoutMs: 30_000,
  numberPoolTimeoutMs: 200_000,
  debugLogMax: 500,
} as const;

export const CALL_CENTER_PAGE_SIZES = {
  transferPhoneBook: 5,
  phoneBook: 10,
  callRecords: 6,
  agentGroups: 10,
  forwardNumbersMax: 999,
} as const;

/** The longest delay setTimeout keeps; a longer one fires at once (about 24.8 days). */
export const MAX_TIMER_MS = 2_147_483_647;

/**
 * When to refresh a SIP password that is valid for `effectiveSeconds`: at 80 % of it, at least
 * 1 ms, at most MAX_TIMER_MS (a longer delay would make setTimeout fire immediately, in a loop).
 */
export function sipPasswordRefreshDelayMs(effectiveSeconds: number): number {
  return Math.min(
    MAX_TIMER_MS,
    Math.max(1, Math.floor(effectiveSeconds * 1000 * CALL_CENTER_TIMERS.sipPasswordRefreshShare)),
  );
}

/** Appends an entry and keeps the newest `max` (the debug log holds at most 500). */
export function appendCapped<T>(list: readonly T[], entry: T, max: number = CALL_CENTER_TIMERS.debugLogMax): T[] {
  const next = [...list, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}
