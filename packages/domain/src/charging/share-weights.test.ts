import { describe, expect, it } from 'vitest';
import { shareByLargestRemainder } from './share';
import { linearFloorCoefficient, shareWeights, type ShareHouse, type ShareMethod } from './share-weights';

const houses: ShareHouse[] = [
  {
    key: '101',
    area: '70.50',
    floor: 1,
    waterUsage: '12.5',
    electricityUsage: '210',
    persons: 3,
    daysOccupied: 31,
    coefficient: '1.2',
  },
  {
    key: '502',
    area: '89.30',
    floor: 5,
    waterUsage: '0',
    electricityUsage: '180.5',
    persons: 2,
    daysOccupied: 14,
    coefficient: '1',
  },
  {
    key: 'B101',
    area: '120.20',
    floor: -1,
    waterUsage: '30',
    electricityUsage: '95',
    persons: 4,
    daysOccupied: 0,
    coefficient: '0.8',
  },
];

describe('shareWeights', () => {
  it.each<[ShareMethod, string[]]>([
    [1, ['70.50', '89.30', '120.20']],
    [2, ['1', '1', '1']],
    [10, ['12.5', '0', '30']],
    [11, ['210', '180.5', '95']],
    // 12 = area × floor coefficient (linear: floor number, basements 0).
    [12, ['70.5', '446.5', '0']],
    // 13 = one household × floor coefficient.
    [13, ['1', '5', '0']],
    [14, ['3', '2', '4']],
    [15, ['31', '14', '0']],
    [16, ['1.2', '1', '0.8']],
  ])('method %i weighs the houses %j', (method, weights) => {
    expect(shareWeights(method, houses)).toEqual({ parts: houses.map((h, i) => ({ key: h.key, weight: weights[i] })) });
  });

  it('takes a contract’s own floor coefficient', () => {
    const result = shareWeights(13, houses, { floorCoefficient: (floor) => (floor <= 1 ? '0' : '1.5') });
    expect(result).toEqual({
      parts: [
        { key: '101', weight: '0' },
        { key: '502', weight: '1.5' },
        { key: 'B101', weight: '0' },
      ],
    });
  });

  it.each([
    [1, 1],
    [10, 10],
    [7, 7],
    [0, 0],
    [-2, 0],
  ])('the default coefficient of floor %i is %i', (floor, coefficient) => {
    expect(linearFloorCoefficient(floor)).toBe(String(coefficient));
  });

  it.each<[ShareMethod, ShareHouse[], string]>([
    [1, [{ key: '101' }], '房屋101缺少面积'],
    [10, [{ key: '101', waterUsage: '-3' }], '房屋101的水表用量不是有效的非负数'],
    [12, [{ key: '101', area: '70' }], '房屋101缺少楼层'],
    [13, [{ key: '101', floor: 1.5 }], '房屋101缺少楼层'],
    [14, [{ key: '101' }], '房屋101缺少人数'],
    [16, [{ key: '101', coefficient: '' }], '房屋101缺少系数'],
  ])('method %i refuses %j: %s', (method, list, error) => {
    expect(shareWeights(method, list)).toEqual({ error });
  });

  it('feeds the C7 share by area', () => {
    const weights = shareWeights(1, houses);
    if ('error' in weights) throw new Error(weights.error);
    expect(shareByLargestRemainder('1000.00', weights.parts)).toEqual({
      shares: [
        { key: '101', amount: '251.79' },
        { key: '502', amount: '318.93' },
        { key: 'B101', amount: '429.28' },
      ],
    });
  });
});
