import { describe, expect, it } from 'vitest';
import {
  closeNumbering,
  nextVoucherNumber,
  renumber,
  voucherDisplayNumber,
  voucherNumberGaps,
} from './voucher-numbers';

describe('voucher numbers', () => {
  it.each([
    ['记', 7, '记-0007'],
    ['收', 1, '收-0001'],
    ['转', 12345, '转-12345'],
  ])('%s %i shows as %s', (word, n, text) => {
    expect(voucherDisplayNumber(word, n)).toBe(text);
  });

  it('a draft without a number yet shows 暂存 in its place', () => {
    expect(voucherDisplayNumber('记', null)).toBe('记-暂存');
  });

  it('continues after the highest number', () => {
    expect(nextVoucherNumber([])).toBe(1);
    expect(nextVoucherNumber([1, 2, 4])).toBe(5);
  });

  // A17: 记-1..5, draft 3 deleted, then close.
  it.each<[string, boolean, { from: number; to: number }[], number[], string | null]>([
    [
      'renumbered 1..4 when the setting is on',
      true,
      [
        { from: 4, to: 3 },
        { from: 5, to: 4 },
      ],
      [],
      null,
    ],
    ['the gap reported when it is off', false, [], [3], '凭证号不连续，缺少记-0003'],
  ])('A17 %s', (_name, setting, moves, gaps, message) => {
    expect(closeNumbering('记', [1, 2, 4, 5], setting)).toEqual({ renumber: moves, gaps, message });
  });

  it('renumbers unsorted and repeated input, and leaves consecutive numbers alone', () => {
    expect(renumber([9, 2, 2, 5])).toEqual([
      { from: 2, to: 1 },
      { from: 5, to: 2 },
      { from: 9, to: 3 },
    ]);
    expect(renumber([1, 2, 3])).toEqual([]);
    expect(voucherNumberGaps([2, 5])).toEqual([1, 3, 4]);
    expect(closeNumbering('记', [1, 2, 3], false).message).toBeNull();
  });
});
