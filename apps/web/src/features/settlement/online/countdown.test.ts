import { describe, expect, it } from 'vitest';
import { countdownText, timeIsUp } from './countdown';

const expiresAt = '2026-03-01T02:15:00.000Z';
const before = (ms: number) => Date.parse(expiresAt) - ms;

describe('the countdown of a 支付单', () => {
  it.each([
    ['15 minutes of a 收款码', 15 * 60_000, '15:00'],
    ['a second and a half: the clock rounds up', 1_500, '00:02'],
    ['the last millisecond still shows a second', 1, '00:01'],
    ['the very end', 0, '00:00'],
    ['past the end the clock stays at zero', -90_000, '00:00'],
    ['an hour and a bit of a 收款链接', 3_600_000 + 65_000, '1:01:05'],
    ['168 hours of a 收款链接', 168 * 3_600_000, '168:00:00'],
  ])('%s', (_case, left, text) => {
    expect(countdownText(expiresAt, before(left))).toBe(text);
  });

  it('the time is up at the expiry instant, not a millisecond before', () => {
    expect(timeIsUp(expiresAt, before(1))).toBe(false);
    expect(timeIsUp(expiresAt, before(0))).toBe(true);
  });
});
