import { describe, expect, it } from 'vitest';
import { tierQuantities, tieredCost, validateBands, type TierBand } from './tiered';

const water: TierBand[] = [
  { from: '0', to: '20', unitPrice: '3.50' },
  { from: '20', to: '30', unitPrice: '4.55' },
  { from: '30', to: null, unitPrice: '6.10' },
];

describe('tieredCost', () => {
  it.each([
    ['C5 tiered water, 34.6 m³', '34.6', '143.56'],
    ['nothing used', '0', '0.00'],
    ['inside the first band', '12.345', '43.21'],
    ['exactly the first upper bound (half-open: all at 3.50)', '20', '70.00'],
    ['exactly the second upper bound', '30', '115.50'],
    ['one unit into the open band', '31', '121.60'],
  ])('%s → %s', (_case, usage, cost) => {
    expect(tieredCost(water, usage)).toBe(cost);
  });

  it('rounds once at the end, not per band', () => {
    const bands: TierBand[] = [
      { from: '0', to: '1', unitPrice: '0.0050' },
      { from: '1', to: null, unitPrice: '0.0050' },
    ];
    // Per band 0.005 → 0.01 twice would give 0.02; the sum 0.010 rounds once to 0.01.
    expect(tieredCost(bands, '2')).toBe('0.01');
  });

  it('splits C5 usage into 20, 10 and 4.6', () => {
    expect(tierQuantities(water, '34.6').map((q) => q.toFixed())).toEqual(['20', '10', '4.6']);
  });

  it.each([
    ['negative usage', water, '-1'],
    ['usage beyond a closed last band', water.slice(0, 2), '30.01'],
    ['invalid bands', [{ from: '1', to: null, unitPrice: '1' }], '5'],
  ])('refuses %s', (_case, bands, usage) => {
    expect(() => tieredCost(bands, usage)).toThrow(RangeError);
  });
});

describe('validateBands', () => {
  it.each<[string, TierBand[], string | null]>([
    ['the C5 bands', water, null],
    ['one open band', [{ from: '0', to: null, unitPrice: '2' }], null],
    ['closed last band', water.slice(0, 2), null],
    ['no band', [], '阶梯价格至少需要一档'],
    ['not from 0', [{ from: '5', to: null, unitPrice: '2' }], '第1档必须从0开始'],
    [
      'a gap',
      [
        { from: '0', to: '20', unitPrice: '1' },
        { from: '21', to: null, unitPrice: '2' },
      ],
      '第2档必须从第1档的上限开始',
    ],
    [
      'an overlap',
      [
        { from: '0', to: '20', unitPrice: '1' },
        { from: '19.5', to: null, unitPrice: '2' },
      ],
      '第2档必须从第1档的上限开始',
    ],
    [
      'an open band before the last',
      [
        { from: '0', to: null, unitPrice: '1' },
        { from: '20', to: null, unitPrice: '2' },
      ],
      '第2档必须从第1档的上限开始',
    ],
    ['an empty band', [{ from: '0', to: '0', unitPrice: '1' }], '第1档的上限必须大于下限'],
    [
      'a price with 5 decimals',
      [{ from: '0', to: null, unitPrice: '1.00001' }],
      '第1档的单价不是有效的数字（最多4位小数）',
    ],
    ['a negative bound', [{ from: '0', to: '-5', unitPrice: '1' }], '第1档的用量不是有效的数字（最多4位小数）'],
  ])('%s → %s', (_case, bands, expected) => {
    expect(validateBands(bands)).toBe(expected);
  });
});
