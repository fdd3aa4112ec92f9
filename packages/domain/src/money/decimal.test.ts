import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { dec, Dec } from './decimal';

describe('dec', () => {
  it.each([
    ['205.78', '205.78'],
    ['-0.5', '-0.5'],
    ['7', '7'],
    ['0012.50', '12.5'],
    ['123456789012.1234', '123456789012.1234'],
  ])('reads %s as %s', (text, expected) => {
    expect(dec(text).toFixed()).toBe(expected);
  });

  it.each([[''], ['1e3'], ['0x10'], ['NaN'], ['Infinity'], ['1.'], ['.5'], [' 1'], ['1,000']])('refuses %j', (text) => {
    expect(() => dec(text)).toThrow(RangeError);
  });

  it('keeps a Dec as is', () => {
    expect(dec(new Dec('1.5')).toFixed()).toBe('1.5');
  });

  it('rounds half up without touching the global decimal.js configuration', () => {
    expect(new Dec('2.5').toDecimalPlaces(0).toFixed()).toBe('3');
    expect(Decimal.rounding).toBe(Decimal.ROUND_HALF_UP);
    expect(Dec.precision).toBe(40);
    expect(Decimal.precision).toBe(20);
  });
});
