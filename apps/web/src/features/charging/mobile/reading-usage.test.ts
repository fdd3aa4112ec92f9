import { describe, expect, it } from 'vitest';
import type { Reading } from '../types';
import { nextUnread, typedUsage } from './reading-usage';

const row = (meterId: number, read: boolean) => ({ meterId, readingId: read ? meterId * 10 : null }) as Reading;

describe('the next meter of 保存并下一户', () => {
  it.each([
    { name: 'the next unread after the saved one', rows: [row(1, false), row(2, true), row(3, false)], saved: 1, next: 3 },
    { name: 'wraps round to an unread one before it', rows: [row(1, false), row(2, true), row(3, false)], saved: 3, next: 1 },
    { name: 'never the saved meter itself', rows: [row(1, true), row(2, false)], saved: 2, next: null },
    { name: 'the first unread when the saved meter is no longer listed', rows: [row(4, true), row(5, false)], saved: 9, next: 5 },
  ])('$name', ({ rows, saved, next }) => {
    expect(nextUnread(rows, saved)?.meterId ?? null).toBe(next);
  });
});

describe('the usage while typing', () => {
  it.each([
    { previous: '0.10', typed: '0.30', multiplier: 1, shown: { usage: '0.2' } },
    { previous: '1200.00', typed: ' 1212.5 ', multiplier: 1, shown: { usage: '12.5' } },
    { previous: '100', typed: '102.5', multiplier: 1.5, shown: { usage: '3.75' } },
    { previous: '100', typed: '99.99', multiplier: 1, shown: 'below' },
    { previous: '100', typed: '1e3', multiplier: 1, shown: null },
    { previous: '100', typed: '', multiplier: 1, shown: null },
  ])('$previous → $typed (×$multiplier)', ({ previous, typed, multiplier, shown }) => {
    expect(typedUsage({ previous, multiplier }, typed)).toEqual(shown);
  });
});
