import { describe, expect, it } from 'vitest';
import { balanceSheetPairs, isMismatch, reportLabel } from './report-layout';

describe('report layout', () => {
  it.each([
    [1, '流动资产：'],
    [2, '流动资产'],
    [4, '流动资产：'],
    [5, '流动资产：'],
  ])('type %i is labelled %s', (type, label) => {
    expect(reportLabel({ name: '流动资产', type })).toBe(label);
  });

  it('flags a check pair that differs, not one that agrees as decimals or has no check', () => {
    expect(isMismatch({ should: '100.00', actual: '99.99' })).toBe(true);
    expect(isMismatch({ should: '1.10', actual: '1.1' })).toBe(false);
    expect(isMismatch({ should: null, actual: null })).toBe(false);
  });

  it('puts category 11 on the left and the rest on the right, padding the shorter side', () => {
    const rows = [{ category: 11, n: 'a1' }, { category: 12, n: 'b1' }, { category: 11, n: 'a2' }, { category: 11, n: 'a3' }, { category: 12, n: 'b2' }];
    expect(balanceSheetPairs(rows).map(([l, r]) => [l?.n ?? null, r?.n ?? null])).toEqual([['a1', 'b1'], ['a2', 'b2'], ['a3', null]]);
  });
});
