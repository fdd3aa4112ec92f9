import { describe, expect, it } from 'vitest';
import { ROUNDING_BY_SCALE_CODE, roundAmount, type RoundingMode } from './rounding';

describe('roundAmount', () => {
  it.each<[string, RoundingMode, string]>([
    ['205.781', 'half_up_2', '205.78'],
    ['205.785', 'half_up_2', '205.79'],
    ['102.895', 'half_up_2', '102.90'],
    ['155.0775', 'half_up_2', '155.08'],
    ['205.781', 'half_up_1', '205.80'],
    ['205.749', 'half_up_1', '205.70'],
    ['205.781', 'ceil_2', '205.79'],
    ['205.78', 'ceil_2', '205.78'],
    ['205.7801', 'ceil_2', '205.79'],
    ['205.789', 'floor_2', '205.78'],
    ['205.5', 'half_up_0', '206.00'],
    ['205.49', 'half_up_0', '205.00'],
    ['12', 'half_up_2', '12.00'],
    ['0.004', 'half_up_2', '0.00'],
    ['-0.004', 'half_up_2', '0.00'],
    ['-205.785', 'half_up_2', '-205.79'],
    ['-205.781', 'ceil_2', '-205.79'],
    ['-205.789', 'floor_2', '-205.78'],
  ])('%s by %s → %s', (value, mode, expected) => {
    expect(roundAmount(value, mode)).toBe(expected);
  });

  it('rounds half up to the fen by default', () => {
    expect(roundAmount('0.125')).toBe('0.13');
  });

  it.each(Object.entries(ROUNDING_BY_SCALE_CODE))('maps the reference scale code %s to %s', (code, mode) => {
    expect(['half_up_2', 'half_up_1', 'ceil_2', 'floor_2', 'half_up_0'][Number(code) - 1]).toBe(mode);
  });

  it('refuses text that is not a plain decimal', () => {
    expect(() => roundAmount('1e2')).toThrow(RangeError);
  });
});
