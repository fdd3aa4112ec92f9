import { describe, expect, it } from 'vitest';
import { addTier, removeTier, setTier, tierProblems, tierToBody, type TierDraft } from './tier-rules';

const bands: TierDraft[] = [
  { fromQty: '0', toQty: '10', unitPrice: '3.5' },
  { fromQty: '10', toQty: '20', unitPrice: '4.2' },
  { fromQty: '20', toQty: '', unitPrice: '5.6' },
];

describe('tier rules', () => {
  it('a new band starts where the last one ends', () => {
    expect(addTier([])).toEqual([{ fromQty: '0', toQty: '', unitPrice: '' }]);
    expect(addTier(bands.slice(0, 2)).at(-1)).toEqual({ fromQty: '20', toQty: '', unitPrice: '' });
  });

  it('moving a band end moves the next start; removing a band joins its neighbours', () => {
    expect(setTier(bands, 0, { toQty: '12' })[1]?.fromQty).toBe('12');
    expect(removeTier(bands, 1).map((b) => b.fromQty)).toEqual(['0', '10']);
    expect(removeTier(bands, 0)[0]?.fromQty).toBe('0');
  });

  it('accepts contiguous bands with an open last one (compared as decimals: 10 = 10.0000)', () => {
    expect(tierProblems(bands)).toEqual([]);
    expect(tierProblems([{ fromQty: '0', toQty: '10.0000', unitPrice: '1' }, { fromQty: '10', toQty: '', unitPrice: '2' }])).toEqual([]);
  });

  it('refuses a gap, an end not above its start, an open band before the last, and bad numbers', () => {
    expect(tierProblems([{ fromQty: '0', toQty: '10', unitPrice: '1' }, { fromQty: '11', toQty: '', unitPrice: '2' }])).toEqual([{ row: 1, key: 'tierContiguous' }]);
    expect(tierProblems([{ fromQty: '5', toQty: '5', unitPrice: '1' }])).toEqual([{ row: 0, key: 'tierEndAboveStart' }]);
    expect(tierProblems([{ fromQty: '0', toQty: '', unitPrice: '1' }, { fromQty: '', toQty: '', unitPrice: '2' }]).map((p) => p.key)).toContain('tierOnlyLastOpen');
    const bad = tierProblems([{ fromQty: '0', toQty: '', unitPrice: '1.23456' }]);
    expect(bad).toHaveLength(1);
    expect(bad[0]?.text).toContain('阶梯单价');
    expect(tierProblems([])).toEqual([{ row: -1, key: 'tierNone' }]);
  });

  it('sends an open band as null', () => {
    expect(tierToBody({ fromQty: ' 20 ', toQty: '', unitPrice: '5.6' })).toEqual({ fromQty: '20', toQty: null, unitPrice: '5.6' });
  });
});
