import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { naturalCompare } from './natural-compare';

describe('naturalCompare', () => {
  it.each([
    ['101', '1001', -1],
    ['A9', 'A10', -1],
    ['1-2-101', '1-10-101', -1],
    ['1-2-101', '1-2-101', 0],
    ['B', 'A', 1],
    ['A', 'A1', -1],
    ['007', '7', -1],
    ['12345678901234567890', '12345678901234567891', -1],
    ['', 'A', -1],
  ])('%j against %j → %i', (a, b, sign) => {
    expect(Math.sign(naturalCompare(a, b))).toBe(sign);
    expect(Math.sign(naturalCompare(b, a))).toBe(0 - sign);
  });

  it('sorts house codes naturally', () => {
    expect(['1001', '101', 'B-2', 'A-10', 'A-9'].sort(naturalCompare)).toEqual(['101', '1001', 'A-9', 'A-10', 'B-2']);
  });

  it('property: a total order (antisymmetric, zero only for equal strings, transitive)', () => {
    const code = fc.stringMatching(/^[A-C0-9-]{0,6}$/);
    fc.assert(
      fc.property(code, code, code, (a, b, c) => {
        expect(Math.sign(naturalCompare(a, b))).toBe(0 - Math.sign(naturalCompare(b, a)));
        expect(naturalCompare(a, b) === 0).toBe(a === b);
        if (naturalCompare(a, b) < 0 && naturalCompare(b, c) < 0) expect(naturalCompare(a, c)).toBeLessThan(0);
      }),
      { seed: 101, numRuns: 500 },
    );
  });
});
