import { describe, expect, it } from 'vitest';
import { meterUsage, unusualUsage, type MeterUsageInput } from './meter-usage';

describe('meterUsage', () => {
  it.each<[string, MeterUsageInput, ReturnType<typeof meterUsage>]>([
    [
      'C16 roll-over at 9999',
      { previous: '9990', current: '15', maxReading: '9999', multiplier: '1' },
      { usage: '25', rolledOver: true },
    ],
    [
      'a plain reading',
      { previous: '120.5', current: '150.25', multiplier: '1' },
      { usage: '29.75', rolledOver: false },
    ],
    [
      'no consumption',
      { previous: '120', current: '120', maxReading: '9999', multiplier: '1' },
      { usage: '0', rolledOver: false },
    ],
    [
      'multiplier 80 (CT meter)',
      { previous: '100', current: '112.5', multiplier: '80' },
      { usage: '1000', rolledOver: false },
    ],
    [
      'roll-over from max to 0',
      { previous: '9999', current: '0', maxReading: '9999', multiplier: '1' },
      { usage: '1', rolledOver: true },
    ],
    [
      'roll-over on a register with one decimal',
      { previous: '9999.5', current: '0.3', maxReading: '9999.9', multiplier: '1' },
      { usage: '0.8', rolledOver: true },
    ],
    [
      'roll-over times the multiplier',
      { previous: '9990', current: '15', maxReading: '9999', multiplier: '10' },
      { usage: '250', rolledOver: true },
    ],
    [
      'lower reading without a max',
      { previous: '9990', current: '15', maxReading: null, multiplier: '1' },
      { error: 'below_previous' },
    ],
    [
      'a reading above the max',
      { previous: '9990', current: '10015', maxReading: '9999', multiplier: '1' },
      { error: 'above_max' },
    ],
    ['a negative reading', { previous: '-1', current: '15', multiplier: '1' }, { error: 'invalid' }],
    ['a zero multiplier', { previous: '1', current: '15', multiplier: '0' }, { error: 'invalid' }],
  ])('%s', (_case, input, expected) => {
    expect(meterUsage(input)).toEqual(expected);
  });
});

describe('unusualUsage', () => {
  it.each<[string, string, string, 'high' | 'low' | null]>([
    ['25', '10', '2', 'high'],
    ['20', '10', '2', null],
    ['5', '10', '2', null],
    ['4.99', '10', '2', 'low'],
    ['0', '10', '3', 'low'],
    ['100', '0', '2', null],
  ])('usage %s against average %s with factor %s → %s', (usage, average, factor, expected) => {
    expect(unusualUsage(usage, average, factor)).toBe(expected);
  });

  it('refuses a factor of 1 or less', () => {
    expect(() => unusualUsage('1', '1', '1')).toThrow(RangeError);
  });
});
