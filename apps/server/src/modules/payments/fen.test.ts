import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FenError, fenToYuan, yuanToFen } from './fen';

describe('yuan text ↔ fen at the WeChat Pay boundary', () => {
  it.each([
    ['285.51', 28551],
    ['19.99', 1999],
    ['0.29', 29],
    ['0.01', 1],
    ['0.5', 50],
    ['100', 10000],
    ['100.00', 10000],
    ['386.01', 38601],
    ['0', 0],
    ['0.00', 0],
    ['9999999999.99', 999999999999],
  ])('turns %s yuan into %i fen (P1: no floating-point loss)', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it.each(['1.234', '0.001', '', ' 1.00', '1.00 ', '1e2', '+1.00', '1,000.00', '.5', '1.', 'abc', '0x10', '١٢'])(
    'refuses %j (more than two decimals or not a plain decimal)',
    (yuan) => {
      expect(() => yuanToFen(yuan)).toThrow(FenError);
    },
  );

  it('refuses a negative amount unless asked (bill refund rows are negative)', () => {
    expect(() => yuanToFen('-0.60')).toThrow(/不能为负/);
    expect(yuanToFen('-0.60', { allowNegative: true })).toBe(-60);
    expect(yuanToFen('-100.00', { allowNegative: true })).toBe(-10000);
    expect(Object.is(yuanToFen('-0.00', { allowNegative: true }), 0)).toBe(true);
  });

  it('refuses an amount past a safe integer of fen', () => {
    expect(() => yuanToFen('99999999999999999.99')).toThrow(FenError);
  });

  it.each([
    [28551, '285.51'],
    [29, '0.29'],
    [1, '0.01'],
    [0, '0.00'],
    [-60, '-0.60'],
    [10000, '100.00'],
    [28551n, '285.51'],
  ])('writes %s fen as %s yuan', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
  });

  it('refuses fractional fen', () => {
    expect(() => fenToYuan(1.5)).toThrow(FenError);
  });

  it('gives back the same fen after a round trip through yuan text, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), (fen) => {
        expect(yuanToFen(fenToYuan(fen), { allowNegative: true })).toBe(fen);
      }),
    );
  });

  it('gives back the same text after a round trip through fen, for any two-decimal amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (n) => {
        const yuan = `${n / 100n}.${String(n % 100n).padStart(2, '0')}`;
        expect(fenToYuan(yuanToFen(yuan))).toBe(yuan);
      }),
    );
  });
});
