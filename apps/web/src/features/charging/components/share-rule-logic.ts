import type { ShareRule, ShareRuleBody } from '../types';
import type { ShareHouseDraft } from './share-houses';

export type ShareMethodCode = '1' | '2' | '10' | '11' | '12' | '13' | '14' | '15' | '16';

export interface ShareRuleDraft {
  estateId: number | null;
  itemId: number | null;
  name: string;
  method: ShareMethodCode;
  meterId: number | null;
  priceBy: 'standard' | 'amount';
  standardCode: string | null;
  amount: string;
  scope: 'estate' | 'building' | 'houses';
  buildingId: number | null;
  houses: ShareHouseDraft[];
  areaType: '1' | '2' | '3';
  active: boolean;
  remark: string;
}

/** 按系数 takes a weight per house; 按面积 an area type; a meter gives the usage to share. */
export const needsWeights = (m: string) => m === '16';
export const needsAreaType = (m: string) => m === '1';

export function emptyShareDraft(): ShareRuleDraft {
  return { estateId: null, itemId: null, name: '', method: '1', meterId: null, priceBy: 'amount', standardCode: null, amount: '', scope: 'estate', buildingId: null, houses: [], areaType: '1', active: true, remark: '' };
}

export function shareDraftFrom(r: ShareRule, members: readonly { houseId: number; weight: string | null }[] = []): ShareRuleDraft {
  return {
    ...emptyShareDraft(),
    houses: members.map((m) => ({ houseId: m.houseId, weight: m.weight ?? '1' })),
    estateId: r.estateId,
    itemId: r.itemId,
    name: r.name,
    method: r.method as ShareMethodCode,
    meterId: r.meterId,
    priceBy: r.standardCode ? 'standard' : 'amount',
    standardCode: r.standardCode,
    amount: r.amount ?? '',
    scope: r.scope as ShareRuleDraft['scope'],
    buildingId: r.buildingId,
    areaType: r.areaType as ShareRuleDraft['areaType'],
    active: r.active,
    remark: r.remark ?? '',
  };
}

/** The request body: only what the method and scope use (an edit starts from the rule's own houses, GET /share-rules/:id). */
export function shareBodyFrom(d: ShareRuleDraft): ShareRuleBody {
  return {
    estateId: d.estateId ?? 0,
    itemId: d.itemId ?? 0,
    name: d.name.trim(),
    method: d.method,
    meterId: d.meterId,
    standardCode: d.priceBy === 'standard' ? d.standardCode : null,
    amount: d.priceBy === 'amount' && d.amount.trim() ? d.amount.trim() : null,
    scope: d.scope,
    buildingId: d.scope === 'building' ? d.buildingId : null,
    ...(d.scope === 'houses' && d.houses.length > 0 ? { houses: d.houses.map((h) => ({ houseId: h.houseId, weight: needsWeights(d.method) ? h.weight.trim() || null : null })) } : {}),
    areaType: d.areaType,
    active: d.active,
    remark: d.remark.trim() || null,
  };
}
