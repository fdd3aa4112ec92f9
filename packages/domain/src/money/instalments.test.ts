import { describe, expect, it } from 'vitest';
import { instalmentOptions } from './instalments';

describe('instalmentOptions', () => {
  it.each([
    [8, [1, 2, 4]], // C17
    [12, [1, 2, 3, 4, 6, 12]],
    [1, [1]],
    [7, [1]],
    [6, [1, 2, 3, 6]],
    [9, [1, 3]],
    [24, [1, 2, 3, 4, 6, 12]],
    [0, []],
    [-4, []],
    [2.5, []],
    [Number.NaN, []],
  ])('%s months left → %j', (months, expected) => {
    expect(instalmentOptions(months)).toEqual(expected);
  });
});
