import { describe, expect, it } from 'vitest';
import { CHART_TEMPLATES } from './charts';
import { templateCodeIn } from './template-codes';

describe('templateCodeIn', () => {
  it.each([
    ['1122', '4-2-2', '1122'],
    ['112201', '4-2-2', '112201'],
    ['112201', '4-3-3', '1122001'],
    ['11220101', '4-3-3', '1122001001'],
    ['112201', '4-1-1', '11221'],
    ['112210', '4-1-1', null],
    ['112201', '4', null],
  ])('%s under %s is %s', (code, scheme, expected) => expect(templateCodeIn(code, scheme)).toBe(expected));

  it('keeps every template code under 4-2-2 and distinct under 4-3-3', () => {
    for (const chart of Object.values(CHART_TEMPLATES)) {
      expect(chart.map((s) => templateCodeIn(s.code, '4-2-2'))).toEqual(chart.map((s) => s.code));
      expect(new Set(chart.map((s) => templateCodeIn(s.code, '4-3-3'))).size).toBe(chart.length);
    }
  });
});
