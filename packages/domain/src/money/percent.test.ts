import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percentToRate, rateToPercent } from './percent';

describe('rates as per cents', () => {
  it.each([
    ['0.07', '7'],
    ['0.0700', '7'],
    ['0.14', '14'],
    ['0.29', '29'],
    ['0.035', '3.5'],
    ['0.0001', '0.01'],
    ['0', '0'],
    ['0.9999', '99.99'],
  ])('%s is %s %%', (rate, percent) => {
    expect(rateToPercent(rate)).toBe(percent);
  });

  it.each([
    ['7', '0.0700'],
    ['14', '0.1400'],
    ['29', '0.2900'],
    ['3.5', '0.0350'],
    ['0.01', '0.0001'],
    ['99.99', '0.9999'],
  ])('%s %% is %s', (percent, rate) => {
    expect(percentToRate(percent)).toBe(rate);
  });

  it('shows a fixed number of places when asked, and leaves typed text that is no number to the server', () => {
    expect(rateToPercent('0.05', 2)).toBe('5.00');
    expect(percentToRate('abc')).toBe('abc');
    expect(percentToRate(' 7 ')).toBe('0.0700');
  });

  it('goes there and back exactly for every rate of four decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9999 }), (n) => {
        const rate = (n / 10000).toFixed(4);
        expect(percentToRate(rateToPercent(rate))).toBe(rate);
      }),
    );
  });
});
