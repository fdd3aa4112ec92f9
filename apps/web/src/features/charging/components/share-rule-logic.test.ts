import { describe, expect, it } from 'vitest';
import type { ShareRule } from '../types';
import { shareBodyFrom, shareDraftFrom } from './share-rule-logic';

const rule: ShareRule = {
  id: 7, estateId: 1, estateName: '阳光花园', itemId: 2, itemName: '公摊', name: '按系数', method: '16', meterId: null, meterCode: null,
  standardCode: null, amount: '90.00', scope: 'houses', buildingId: null, areaType: '1', houses: 2, active: true, remark: null,
};

describe('share rule edit form', () => {
  it("starts from the rule's own houses and weights, and sends them back unchanged", () => {
    const draft = shareDraftFrom(rule, [{ houseId: 11, weight: '1.5000' }, { houseId: 12, weight: null }]);
    expect(draft.houses).toEqual([{ houseId: 11, weight: '1.5000' }, { houseId: 12, weight: '1' }]);
    expect(shareBodyFrom(draft).houses).toEqual([{ houseId: 11, weight: '1.5000' }, { houseId: 12, weight: '1' }]);
  });
});
