import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ROUNDING_MODES, type RoundingMode } from '../money/rounding';
import { lineAmount } from './bill-line';
import { lineAmountFast } from './line-amount-fast';
import type { Fraction } from './proration';

/** Decimal text with up to `places` decimals (trailing zeros kept as written), optionally negative. */
const decimalText = (maxWhole: bigint, places: number, negative: boolean) =>
  fc
    .tuple(fc.bigInt({ min: 0n, max: maxWhole }), fc.integer({ min: 0, max: places }), fc.nat(), fc.boolean(), fc.integer({ min: 0, max: 2 }))
    .map(([whole, count, digits, minus, zeros]) => {
      const decimals = count === 0 ? '' : `.${String(digits).padStart(count, '0').slice(-count)}${'0'.repeat(zeros)}`;
      return `${negative && minus ? '-' : ''}${whole}${decimals}`;
    });
const fraction = fc.oneof(
  fc.constant<Fraction | undefined>(undefined),
  fc.record({ num: fc.integer({ min: 0, max: 31 }), den: fc.constantFrom(28, 29, 30, 31) }),
  // a vacant rate folded in: (days × rate) / (days in month × 10^k)
  fc.record({ num: fc.integer({ min: 0, max: 31 * 10_000 }), den: fc.constantFrom(31, 310, 3_000, 310_000) }),
  fc.record({ num: fc.nat({ max: 2 ** 40 }), den: fc.integer({ min: 1, max: 2 ** 40 }) }),
);
const rounding = fc.constantFrom<RoundingMode | undefined>(undefined, ...ROUNDING_MODES);

describe('lineAmountFast', () => {
  it.each<[string, string, Fraction | undefined, RoundingMode | undefined, string]>([
    ['89.47', '2.30', undefined, undefined, '205.78'],
    ['89.47', '2.30', { num: 14, den: 31 }, undefined, '92.93'],
    ['89.47', '2.30', { num: 14, den: 30 }, undefined, '96.03'],
    ['89.47', '2.30', { num: 0, den: 31 }, undefined, '0.00'],
    ['89.47', '2.30', undefined, 'ceil_2', '205.79'],
    ['89.47', '2.30', undefined, 'floor_2', '205.78'],
    ['89.47', '2.30', undefined, 'half_up_1', '205.80'],
    ['89.47', '2.30', undefined, 'half_up_0', '206.00'],
    ['-89.47', '2.30', undefined, 'ceil_2', '-205.79'],
    ['-0.0001', '0.0001', undefined, undefined, '0.00'],
    ['0.005', '1', undefined, undefined, '0.01'],
    ['-0.005', '1', undefined, undefined, '-0.01'],
    ['1.50000', '2', undefined, undefined, '3.00'],
    ['150', '1', { num: 7000, den: 10000 }, undefined, '105.00'],
    ['0.0001', '0.0001', undefined, 'ceil_2', '0.01'],
    ['-0.0001', '0.0001', undefined, 'ceil_2', '-0.01'],
    ['0.0001', '0.0001', undefined, 'floor_2', '0.00'],
    ['1', '1', { num: 1, den: 2 ** 40 }, 'ceil_2', '0.01'],
  ])('%s × %s × %o (%s) → %s, as lineAmount', (quantity, unitPrice, f, mode, expected) => {
    const input = { quantity, unitPrice, fraction: f, rounding: mode };
    expect(lineAmountFast(input)).toBe(expected);
    expect(lineAmount(input)).toBe(expected);
  });

  it('throws what lineAmount throws: more than 4 decimals, bad text, a bad fraction', () => {
    for (const input of [
      { quantity: '1.23456', unitPrice: '1' },
      { quantity: '1', unitPrice: '0.00001' },
      { quantity: '1e3', unitPrice: '1' },
      { quantity: '', unitPrice: '1' },
      { quantity: '1', unitPrice: '1', fraction: { num: 1, den: 0 } },
      { quantity: '1', unitPrice: '1', fraction: { num: -1, den: 3 } },
      { quantity: '1', unitPrice: '1', fraction: { num: 0.5, den: 3 } },
    ]) {
      const message = (() => {
        try {
          lineAmount(input);
        } catch (error) {
          return (error as Error).message;
        }
        return 'no error';
      })();
      expect(message).not.toBe('no error');
      expect(() => lineAmountFast(input)).toThrow(new RangeError(message));
    }
  });

  it('equals lineAmount on bill-sized amounts', () => {
    fc.assert(
      fc.property(decimalText(100_000n, 4, true), decimalText(10_000n, 4, false), fraction, rounding, (quantity, unitPrice, f, mode) => {
        const input = { quantity, unitPrice, fraction: f, rounding: mode };
        expect(lineAmountFast(input)).toBe(lineAmount(input));
      }),
      { numRuns: 20_000 },
    );
  });

  it('equals lineAmount up to numeric(14,4) quantities and prices, and beyond', () => {
    fc.assert(
      fc.property(decimalText(10n ** 10n, 4, true), decimalText(10n ** 10n, 4, true), fraction, rounding, (quantity, unitPrice, f, mode) => {
        const input = { quantity, unitPrice, fraction: f, rounding: mode };
        expect(lineAmountFast(input)).toBe(lineAmount(input));
      }),
      { numRuns: 20_000 },
    );
  });

  it('equals lineAmount on and next to the rounding boundaries (half fen, whole fen)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(0n, 50n), fc.constantFrom(-1, 0, 1), fc.integer({ min: 1, max: 9 }), rounding, (fen, half, nudge, den, mode) => {
        // the exact amount is a whole or half fen, or one ten-thousandth of a yuan either side: quantity × 1 × 1/den
        const tenThousandths = BigInt(fen) * 100n + half + BigInt(nudge);
        const sign = tenThousandths < 0n ? '-' : '';
        const abs = (tenThousandths < 0n ? -tenThousandths : tenThousandths) * BigInt(den);
        const quantity = `${sign}${abs / 10_000n}.${String(abs % 10_000n).padStart(4, '0')}`;
        const input = { quantity, unitPrice: '1', fraction: { num: 1, den }, rounding: mode };
        expect(lineAmountFast(input)).toBe(lineAmount(input));
      }),
      { numRuns: 20_000 },
    );
  });
});
