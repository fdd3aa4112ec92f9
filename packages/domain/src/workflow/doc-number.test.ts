import { describe, expect, it } from 'vitest';
import { docNumberYear, formatDocNumber } from './doc-number';

describe('document numbers', () => {
  it.each([
    ['恒物', 'normal', 2026, 17, '恒物通〔2026〕17号'],
    ['恒物', 'internal', 2026, 1, '恒物内〔2026〕1号'],
    ['沪分', 'report', 2025, 120, '沪分报〔2025〕120号'],
  ] as const)('%s %s %i #%i → %s', (mark, kind, year, serial, expected) => {
    expect(formatDocNumber(mark, kind, year, serial)).toBe(expected);
  });

  it('refuses a serial that is not a positive integer', () => {
    expect(() => formatDocNumber('恒物', 'normal', 2026, 0)).toThrow('公文流水号必须是正整数');
    expect(() => formatDocNumber('恒物', 'normal', 2026, 1.5)).toThrow(RangeError);
  });

  it('numbers by the year in China: 31 Dec 16:30 UTC is already the next year', () => {
    expect(docNumberYear('2025-12-31T15:59:59Z')).toBe(2025);
    expect(docNumberYear('2025-12-31T16:30:00Z')).toBe(2026);
  });
});
