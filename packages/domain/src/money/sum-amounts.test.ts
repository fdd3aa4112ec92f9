import { describe, expect, it } from 'vitest';
import { sumAmounts } from './sum-amounts';

describe('sumAmounts', () => {
  it.each<[string[], string]>([
    [['155.08', '155.08', '155.08'], '465.24'],
    [['0.1', '0.2'], '0.30'],
    [[], '0.00'],
    [['205.78', '-205.78'], '0.00'],
    [['-1.5', '0.25'], '-1.25'],
  ])('%j → %s', (values, expected) => {
    expect(sumAmounts(values)).toBe(expected);
  });

  it('refuses an unrounded input rather than hiding it', () => {
    expect(() => sumAmounts(['205.781'])).toThrow(RangeError);
  });
});
