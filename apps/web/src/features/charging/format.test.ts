import { afterEach, describe, expect, it, vi } from 'vitest';
import { thisPeriod, today } from './format';

describe('the books day', () => {
  afterEach(() => vi.useRealTimers());

  it.each([
    ['2026-11-30T17:00:00Z', '2026-12-01', '2026-12'], // already 1 December in Shanghai
    ['2026-11-30T15:59:59Z', '2026-11-30', '2026-11'],
    ['2026-12-31T16:00:00Z', '2027-01-01', '2027-01'],
  ])('at %s is %s in China, month %s', (instant, day, period) => {
    vi.useFakeTimers({ now: new Date(instant), toFake: ['Date'] });
    expect(today()).toBe(day);
    expect(thisPeriod()).toBe(period);
  });
});
