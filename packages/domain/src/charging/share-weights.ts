import { dec } from '../money/decimal';
import type { SharePart } from './share';

/** Share methods of spec §9: 1 area, 2 household, 10 water, 11 electricity, 12/13 floor weighting, 14 persons, 15 days, 16 coefficient. */
export type ShareMethod = 1 | 2 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

/** The share methods with their labels (the spec names them in English only; the Chinese labels are ours). */
export const SHARE_METHODS: readonly { code: ShareMethod; label: string }[] = [
  { code: 1, label: '按面积' },
  { code: 2, label: '按户数' },
  { code: 10, label: '按水表用量' },
  { code: 11, label: '按电表用量' },
  { code: 12, label: '按面积×楼层系数' },
  { code: 13, label: '按户数×楼层系数' },
  { code: 14, label: '按人数' },
  { code: 15, label: '按入住天数' },
  { code: 16, label: '按房屋系数' },
];

/** What a house brings to a share; each method reads only its own fields (decimal text for measures). */
export interface ShareHouse {
  /** House code: the share's tie-break key. */
  key: string;
  /** The house's area of the standard's area type (1 建筑, 2 使用, 3 套内), m². */
  area?: string;
  /** Floor number (1 = ground floor, negative = basement). */
  floor?: number;
  waterUsage?: string;
  electricityUsage?: string;
  persons?: number;
  daysOccupied?: number;
  /** Per-house coefficient (method 16). */
  coefficient?: string;
}

/**
 * Floor coefficient of methods 12 and 13 unless the caller gives its own: the floor number itself
 * (floor 1 → 1, floor 10 → 10), 0 for basements, so a house pays in proportion to how high it is
 * (the usual basis of lift sharing). A contract with another scale passes `floorCoefficient`.
 */
export function linearFloorCoefficient(floor: number): string {
  return String(Math.max(0, Math.trunc(floor)));
}

const FIELD_LABELS = {
  area: '面积',
  floor: '楼层',
  waterUsage: '水表用量',
  electricityUsage: '电表用量',
  persons: '人数',
  daysOccupied: '入住天数',
  coefficient: '系数',
} as const;

/** The measure each single-measure method reads; household (2) has none: one each. */
const MEASURE_OF: Partial<Record<ShareMethod, keyof typeof FIELD_LABELS>> = {
  1: 'area',
  10: 'waterUsage',
  11: 'electricityUsage',
  14: 'persons',
  15: 'daysOccupied',
  16: 'coefficient',
};

function measure(house: ShareHouse, field: keyof typeof FIELD_LABELS): string | { error: string } {
  const value = house[field];
  if (value === undefined || value === '') return { error: `房屋${house.key}缺少${FIELD_LABELS[field]}` };
  const text = String(value);
  if (!/^\d+(\.\d+)?$/.test(text)) return { error: `房屋${house.key}的${FIELD_LABELS[field]}不是有效的非负数` };
  return text;
}

/**
 * Weights of each house for a share method: 1 area; 2 one per household; 10/11 water/electricity
 * usage; 12 area × floor coefficient; 13 one × floor coefficient (household by floor); 14 persons;
 * 15 days occupied; 16 the house's coefficient. Errors (Chinese) name the house and the missing or
 * negative measure. Feed the parts to shareByLargestRemainder.
 */
export function shareWeights(
  method: ShareMethod,
  houses: readonly ShareHouse[],
  options: { floorCoefficient?: (floor: number) => string } = {},
): { parts: SharePart[] } | { error: string } {
  const floorCoefficient = options.floorCoefficient ?? linearFloorCoefficient;
  const parts: SharePart[] = [];
  for (const house of houses) {
    let weight: string | { error: string };
    if (method === 12 || method === 13) {
      if (house.floor === undefined || !Number.isInteger(house.floor)) return { error: `房屋${house.key}缺少楼层` };
      const base = method === 12 ? measure(house, 'area') : '1';
      if (typeof base !== 'string') return base;
      weight = dec(base)
        .times(dec(floorCoefficient(house.floor)))
        .toFixed();
    } else {
      const field = MEASURE_OF[method];
      weight = field === undefined ? '1' : measure(house, field);
    }
    if (typeof weight !== 'string') return weight;
    parts.push({ key: house.key, weight });
  }
  return { parts };
}
