import type { StandardBody, StandardFull } from '../types';
import { tierFromRow, tierProblems, tierToBody, type TierDraft, type TierProblem } from './tier-rules';

/** The standard form as edited (text everywhere; money stays decimal text). */
export interface StandardDraft {
  estateId: number | null;
  itemId: number | null;
  code: string;
  name: string;
  priceMethod: '1' | '2' | '3' | '4';
  basis: 'area' | 'usage' | 'house' | 'parking' | 'persons' | 'days';
  areaType: '1' | '2' | '3';
  unitPrice: string;
  fixedAmount: string;
  tiers: TierDraft[];
  vacantRate: string;
  rounding: 'half_up_2' | 'half_up_1' | 'ceil_2' | 'floor_2' | 'half_up_0';
  proration: 'actual_days' | 'days30' | 'none';
  validFrom: string;
  validTo: string;
  remark: string;
}

export const PRICE_METHODS = ['1', '2', '3', '4'] as const;
export const BASES = ['area', 'usage', 'house', 'parking', 'persons', 'days'] as const;
export const AREA_TYPES = ['1', '2', '3'] as const;
export const ROUNDINGS = ['half_up_2', 'half_up_1', 'ceil_2', 'floor_2', 'half_up_0'] as const;
export const PRORATIONS = ['actual_days', 'days30', 'none'] as const;

/** Which inputs a price method shows: 1 unit price × quantity, 2 fixed amount, 3 tiers, 4 daily unit price. */
export function fieldsFor(draft: Pick<StandardDraft, 'priceMethod' | 'basis'>) {
  const m = draft.priceMethod;
  return {
    unitPrice: m === '1' || m === '4',
    fixedAmount: m === '2',
    tiers: m === '3',
    basis: m !== '2',
    areaType: m !== '2' && draft.basis === 'area',
  };
}

export function emptyDraft(estateId: number | null): StandardDraft {
  return {
    estateId,
    itemId: null,
    code: '',
    name: '',
    priceMethod: '1',
    basis: 'area',
    areaType: '1',
    unitPrice: '',
    fixedAmount: '',
    tiers: [{ fromQty: '0', toQty: '', unitPrice: '' }],
    vacantRate: '',
    rounding: 'half_up_2',
    proration: 'actual_days',
    validFrom: '',
    validTo: '',
    remark: '',
  };
}

const pick = <T extends string>(list: readonly T[], v: string, fallback: T): T => (list as readonly string[]).includes(v) ? (v as T) : fallback;

export function draftFrom(s: StandardFull): StandardDraft {
  return {
    estateId: s.estateId,
    itemId: s.itemId,
    code: s.code,
    name: s.name,
    priceMethod: pick(PRICE_METHODS, s.priceMethod, '1'),
    basis: pick(BASES, s.basis, 'area'),
    areaType: pick(AREA_TYPES, s.areaType ?? '1', '1'),
    unitPrice: s.unitPrice ?? '',
    fixedAmount: s.fixedAmount ?? '',
    tiers: s.tiers.length > 0 ? s.tiers.map(tierFromRow) : [{ fromQty: '0', toQty: '', unitPrice: '' }],
    vacantRate: s.vacantRate ?? '',
    rounding: pick(ROUNDINGS, s.rounding, 'half_up_2'),
    proration: pick(PRORATIONS, s.proration, 'actual_days'),
    validFrom: s.validFrom,
    validTo: s.validTo ?? '',
    remark: s.remark ?? '',
  };
}

const textOrNull = (v: string) => (v.trim() === '' ? null : v.trim());

/** The request body: only the price inputs of the chosen method are sent, the others null. */
export function bodyFrom(d: StandardDraft): StandardBody {
  const f = fieldsFor(d);
  return {
    estateId: d.estateId ?? 0,
    itemId: d.itemId ?? 0,
    code: d.code.trim(),
    name: d.name.trim(),
    priceMethod: d.priceMethod,
    basis: f.basis ? d.basis : 'house',
    areaType: f.areaType ? d.areaType : null,
    unitPrice: f.unitPrice ? textOrNull(d.unitPrice) : null,
    fixedAmount: f.fixedAmount ? textOrNull(d.fixedAmount) : null,
    tiers: f.tiers ? d.tiers.map(tierToBody) : [],
    vacantRate: textOrNull(d.vacantRate),
    rounding: d.rounding,
    proration: d.proration,
    validFrom: d.validFrom,
    validTo: textOrNull(d.validTo),
    remark: textOrNull(d.remark),
  };
}

/** Client-side checks before sending (the server checks again): required inputs as i18n keys by field. */
export function draftProblems(d: StandardDraft): { fields: Record<string, string>; tiers: TierProblem[] } {
  const f = fieldsFor(d);
  const fields: Record<string, string> = {};
  if (!d.estateId) fields.estateId = 'requiredEstate';
  if (!d.itemId) fields.itemId = 'requiredItem';
  if (!d.code.trim()) fields.code = 'requiredCode';
  if (!d.name.trim()) fields.name = 'requiredName';
  if (f.unitPrice && !d.unitPrice.trim()) fields.unitPrice = 'requiredUnitPrice';
  if (f.fixedAmount && !d.fixedAmount.trim()) fields.fixedAmount = 'requiredFixedAmount';
  if (!d.validFrom) fields.validFrom = 'requiredValidFrom';
  return { fields, tiers: f.tiers ? tierProblems(d.tiers) : [] };
}
