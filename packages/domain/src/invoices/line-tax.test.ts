import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dec } from '../money/decimal';
import { invoiceTotals } from './invoice-totals';
import { taxFromGross, taxFromNet, unitPriceWithoutTax } from './line-tax';
import { VAT_RATES, isVatRate } from './vat-rate';

describe('tax of one line from a tax-inclusive amount (notes §3, §7)', () => {
  it.each([
    ['G1 物业费 at 6 %', '1000.00', '0.06', '943.40', '56.60'],
    ['G3 物业费 at 6 %', '1272.00', '0.06', '1200.00', '72.00'],
    ['G3 停车费 at 9 %', '3600.00', '0.09', '3302.75', '297.25'],
    ['G4 停车费 at 5 % simplified', '300.00', '0.05', '285.71', '14.29'],
    ['G5 水费 at 3 % simplified', '45.00', '0.03', '43.69', '1.31'],
    ['G5 水费 at 9 %', '45.00', '0.09', '41.28', '3.72'],
    ['G6 电费 at 13 %', '226.00', '0.13', '200.00', '26.00'],
    ['G7 small-scale 物业费 at 1 %', '1010.00', '0.01', '1000.00', '10.00'],
    ['G9 物业费 by area at 6 %', '2520.23', '0.06', '2377.58', '142.65'],
    ['G10 red of 3 months parking at 9 %', '-900.00', '0.09', '-825.69', '-74.31'],
    ['G11 one line of 0.10 at 6 %', '0.10', '0.06', '0.09', '0.01'],
    ['a half fen rounds up: 1.06 × 0.5 = 0.53 at 6 %', '0.53', '0.06', '0.50', '0.03'],
    ['exempt (0 %)', '88.00', '0', '88.00', '0.00'],
  ])('%s: %s → 金额 %s, 税额 %s', (_case, gross, rate, net, tax) => {
    expect(taxFromGross(gross, rate)).toEqual({ net, tax, gross });
  });

  it('G2: three lines of 333.33, 333.33, 333.34 at 6 % carry one fen more tax than one line of 1000.00', () => {
    const lines = ['333.33', '333.33', '333.34'].map((g) => taxFromGross(g, '0.06'));
    expect(lines).toEqual([
      { net: '314.46', tax: '18.87', gross: '333.33' },
      { net: '314.46', tax: '18.87', gross: '333.33' },
      { net: '314.47', tax: '18.87', gross: '333.34' },
    ]);
    expect(invoiceTotals(lines)).toEqual({ net: '943.39', tax: '56.61', gross: '1000.00' });
    expect(taxFromGross('1000.00', '0.06').tax).toBe('56.60');
  });

  it('G3: one rate per line; totals 4502.75 / 369.25 / 4872.00', () => {
    const lines = [taxFromGross('1272.00', '0.06'), taxFromGross('3600.00', '0.09')];
    expect(invoiceTotals(lines)).toEqual({ net: '4502.75', tax: '369.25', gross: '4872.00' });
  });

  it('G9: the unit price without tax of 1072.44 ㎡·月 is 2.21698184', () => {
    expect(unitPriceWithoutTax('2377.58', '1072.44')).toBe('2.21698184');
  });

  it('refuses amounts with more than 2 decimals, a rate outside [0, 1) and a zero quantity', () => {
    expect(() => taxFromGross('1.005', '0.06')).toThrow(RangeError);
    expect(() => taxFromGross('100', '6')).toThrow(RangeError);
    expect(() => taxFromGross('100', '-0.06')).toThrow(RangeError);
    expect(() => taxFromNet('1e3', '0.06')).toThrow(RangeError);
    expect(() => unitPriceWithoutTax('1.00', '0')).toThrow(RangeError);
  });
});

describe('tax of one line from an amount without tax', () => {
  it.each([
    ['G8 100.00 × 12 months at 6 %', '1200.00', '0.06', '72.00', '1272.00'],
    ['6 % of 0.09 is 0.0054 → 0.01', '0.09', '0.06', '0.01', '0.10'],
    ['9 % of 825.69', '825.69', '0.09', '74.31', '900.00'],
    ['13 % of 0.04 is 0.0052 → 0.01', '0.04', '0.13', '0.01', '0.05'],
    ['3 % of 16.50 is 0.495 → 0.50', '16.50', '0.03', '0.50', '17.00'],
    ['a negative line mirrors its positive', '-16.50', '0.03', '-0.50', '-17.00'],
  ])('%s', (_case, net, rate, tax, gross) => {
    expect(taxFromNet(net, rate)).toEqual({ net, tax, gross });
  });
});

describe('the rates a property company invoices at', () => {
  it('knows 13, 9, 6, 5, 3, 1.5, 1 and 0 % whatever the trailing zeros, and nothing else', () => {
    expect(VAT_RATES).toContain('0.06');
    for (const rate of ['0.13', '0.090', '0.06', '0.05', '0.03', '0.015', '0.01', '0', '0.00'])
      expect(isVatRate(rate)).toBe(true);
    for (const rate of ['0.17', '0.16', '0.11', '6', '6%', '', 'x']) expect(isVatRate(rate)).toBe(false);
  });
});

const cents = fc.bigInt({ min: -10_000_000_00n, max: 10_000_000_00n }).map(
  (c) =>
    (c < 0n ? '-' : '') +
    (c < 0n ? -c : c)
      .toString()
      .padStart(3, '0')
      .replace(/(\d{2})$/, '.$1'),
);
const rate = fc.constantFrom(...VAT_RATES);

describe('properties of a line', () => {
  it('net + tax = gross exactly, both with 2 decimals, for inclusive and exclusive amounts', () => {
    fc.assert(
      fc.property(cents, rate, (amount, r) => {
        for (const line of [taxFromGross(amount, r), taxFromNet(amount, r)]) {
          expect(dec(line.net).plus(line.tax).equals(line.gross)).toBe(true);
          for (const v of [line.net, line.tax, line.gross]) expect(v).toMatch(/^-?\d+\.\d{2}$/);
        }
      }),
    );
  });

  it('the tax of an inclusive amount is within half a fen × (1 + rate) of the exact share, and a red line mirrors its blue one', () => {
    fc.assert(
      fc.property(cents, rate, (amount, r) => {
        const line = taxFromGross(amount, r);
        const exact = dec(amount).times(r).dividedBy(dec(r).plus(1));
        expect(
          dec(line.tax)
            .minus(exact)
            .abs()
            .lessThanOrEqualTo(dec('0.005').times(dec(r).plus(1))),
        ).toBe(true);
        const mirrored = taxFromGross(dec(amount).negated().toFixed(2), r);
        expect(dec(mirrored.net).plus(line.net).isZero()).toBe(true);
        expect(dec(mirrored.tax).plus(line.tax).isZero()).toBe(true);
      }),
    );
  });

  it('a line split from its gross passes the per-line tolerance (0.06) of the platforms', () => {
    fc.assert(
      fc.property(cents, rate, (amount, r) => {
        const line = taxFromGross(amount, r);
        const recomputed = taxFromNet(line.net, r).tax;
        expect(dec(recomputed).minus(line.tax).abs().lessThanOrEqualTo('0.06')).toBe(true);
      }),
    );
  });
});
