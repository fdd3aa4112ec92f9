/**
 * What is left of an order's time as a clock: "mm:ss" under an hour, "h:mm:ss" above (a 收款链接 may run 168 hours),
 * "00:00" once past. Whole seconds, rounded up, so the clock shows 00:01 until the very end and never 00:00 early.
 */
export function countdownText(expiresAt: string, now: number): string {
  const left = Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000));
  const hours = Math.floor(left / 3600);
  const minutes = Math.floor((left % 3600) / 60);
  const seconds = left % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** True once the order's time is over (the server's sweep closes it within a minute or so). */
export function timeIsUp(expiresAt: string, now: number): boolean {
  return Date.parse(expiresAt) <= now;
}
