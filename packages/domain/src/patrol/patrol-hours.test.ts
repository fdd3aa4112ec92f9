import { describe, expect, it } from 'vitest';
import { formatHours, inspectorHours } from './patrol-hours';

describe('inspectorHours', () => {
  it.each([
    [174, [], 0, 174],
    [174, [40, 60.5], 100.5, 73.5],
    ['160', ['100', '60'], 160, 0],
    [160, [100, 60.25], 160.25, -0.25],
    [0, [8], 8, -8],
  ])('contracted %s minus plans %j', (contracted, plans, planned, available) => {
    const h = inspectorHours(contracted, plans);
    expect(h.planned).toBe(planned);
    expect(h.available).toBe(available);
  });

  it('sums hundredths exactly where floats would drift', () => {
    expect(0.3 - (0.1 + 0.2)).not.toBe(0);
    expect(inspectorHours(0.3, [0.1, 0.2]).available).toBe(0);
  });

  it('formats hours with two decimals', () => {
    expect(formatHours(-0.25)).toBe('-0.25');
    expect(formatHours(174)).toBe('174.00');
  });
});
