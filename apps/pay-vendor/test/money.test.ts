import { describe, expect, it } from 'vitest';
import {
  basisPointsToRate,
  feeFen,
  fenToFeeText,
  fenToYuan,
  rateToBasisPoints,
  yuanToFen,
} from '../src/protocol/money';

describe('money at the vendor boundary (decimal text ↔ integer fen, never a JS number)', () => {
  it.each([
    ['285.51', 28551],
    ['19.99', 1999],
    ['0.29', 29],
    ['0.5', 50],
    ['100', 10000],
    ['100.00', 10000],
    ['0.01', 1],
    ['-1.20', -120],
    ['999999999999.99', 99999999999999],
  ])('reads %s yuan as %i fen (P1)', (yuan, fen) => {
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('is exact where a JS number is not', () => {
    expect(Math.trunc(0.29 * 100)).toBe(28);
    expect(Math.trunc(19.99 * 100)).toBe(1998);
    expect(yuanToFen('0.29')).toBe(29);
    expect(yuanToFen('19.99')).toBe(1999);
  });

  it.each(['1.234', '1e2', '', ' 1', '1.', '.5', 'abc', '1,000.00'])('refuses %j', (text) => {
    expect(() => yuanToFen(text)).toThrow(RangeError);
  });

  it.each([
    [28551, '285.51'],
    [1, '0.01'],
    [0, '0.00'],
    [-60, '-0.60'],
    [10000, '100.00'],
  ])('writes %i fen as %s yuan', (fen, yuan) => {
    expect(fenToYuan(fen)).toBe(yuan);
    expect(yuanToFen(yuan)).toBe(fen);
  });

  it('computes a bill row fee per row, rounded half up to the fen, at the rate of the bill (P3)', () => {
    const bp = rateToBasisPoints('0.60%');
    expect(bp).toBe(60);
    expect(basisPointsToRate(bp)).toBe('0.60%');
    expect(feeFen(28551, bp)).toBe(171); // 1.71306
    expect(feeFen(10000, bp)).toBe(60);
    expect(feeFen(50, bp)).toBe(0); // 0.003
    expect(feeFen(600, bp)).toBe(4); // 0.036, the WxJava sample's 0.04000
    expect(feeFen(-10000, bp)).toBe(-60);
    expect(feeFen(6000, rateToBasisPoints('0.54%'))).toBe(32); // 0.324
    expect(fenToFeeText(171)).toBe('1.71000');
    expect(fenToFeeText(-60)).toBe('-0.60000');
  });
});
