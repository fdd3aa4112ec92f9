import { describe, expect, it } from 'vitest';
import { bucketMinDays } from './ageing-bounds';

describe('bucketMinDays', () => {
  it.each([
    ['d1_30', 1],
    ['d31_90', 31],
    ['d91_180', 91],
    ['d181_365', 181],
    ['y1_2', 366],
    ['y2_3', 731],
    ['y3_plus', 1096],
  ] as const)('a house in bucket %s is at least %i days past due', (code, days) => {
    expect(bucketMinDays(code)).toBe(days);
  });
});
