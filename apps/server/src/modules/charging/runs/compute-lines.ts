import { daysBetween, tieredCost, type Fraction, type ProrationConvention, type RoundingMode, type TierBand } from '@pm/domain';
import { billKey } from '../lines/build-line-keys';
import { LineMemo } from './keep-line-memo';

// What one house owes for one month of one binding: pure, over rows the run loaded (runs.repo.ts).
// Money stays decimal text; the amount is rounded once per line by the standard's rounding.

export interface HouseFacts {
  id: number;
  estateId: number;
  /** Areas as decimal text (null when not recorded). */
  buildArea: string | null;
  useArea: string | null;
  innerArea: string | null;
  /** house_use_state: '5' 空置. */
  useState: string;
  /** The estate's area charge type (1 建筑 2 使用 3 套内). */
  estateChargeArea: string;
}

export interface BindingFacts {
  houseId: number;
  targetType: string;
  targetId: number;
  itemId: number;
  standardCode: string;
  startDate: string;
  endDate: string | null;
  quantity: string | null;
}

export interface StandardFacts {
  id: number;
  code: string;
  priceMethod: string;
  basis: string;
  areaType: string | null;
  unitPrice: string | null;
  fixedAmount: string | null;
  vacantRate: string | null;
  rounding: string;
  proration: string;
  validFrom: string;
  validTo: string | null;
  tiers: TierBand[];
}

export interface ReadingFacts {
  id: number;
  usage: string;
}

/** A bill line ready to insert (amounts null: 待计费, waiting for a reading or an area). */
export interface NewLine {
  houseId: number;
  itemId: number;
  targetType: string;
  targetId: number | null;
  standardId: number | null;
  period: string;
  periodFrom: string;
  periodTo: string;
  billKey: string;
  quantity: string | null;
  unitPrice: string | null;
  fraction: string | null;
  gross: string | null;
  net: string | null;
  dueDate: string;
  status: 'pending_calc' | 'pending_audit';
  readingId: number | null;
  remark: string | null;
}

/** The version of a standard in force on a day (validFrom ≤ day ≤ validTo), or undefined. */
export function standardOn(versions: readonly StandardFacts[], day: string): StandardFacts | undefined {
  return versions.find((s) => s.validFrom <= day && (s.validTo === null || s.validTo >= day));
}

function houseArea(house: HouseFacts, areaType: string | null): string | null {
  switch (areaType ?? house.estateChargeArea) {
    case '2':
      return house.useArea;
    case '3':
      return house.innerArea;
    default:
      return house.buildArea;
  }
}

const fractionText = (f: Fraction): string | null => (f.num === f.den ? null : `${f.num}/${f.den}`);
const WHOLE: Fraction = { num: 1, den: 1 };

export interface MonthInput {
  house: HouseFacts;
  binding: BindingFacts;
  standard: StandardFacts;
  month: { month: string; chargedFrom: string; chargedTo: string };
  /** The audited reading of the binding's meter for the month (usage basis). */
  reading: ReadingFacts | undefined;
  dueDays: number;
  /** mid_month runs and bindings starting/ending inside the month prorate; 'other' lines never do. */
  prorate: boolean;
}

/**
 * One month's line of a binding. Quantity by basis: area → the house's area of the standard's
 * area type (else the estate's), house/parking → 1, persons/days → the binding's quantity, usage →
 * the audited reading's usage (none yet: a 待计费 line with null amounts). Price methods: 1 unit
 * price × quantity, 2 fixed amount, 3 tiered over the usage, 4 unit price × days charged. The
 * vacant rate (空置, use state 5) and the partial-month fraction apply to the unrounded amount.
 * `memo` shares the rules' answers between the lines of a batch (keep-line-memo.ts).
 */
export function monthLine(input: MonthInput, memo: LineMemo = new LineMemo()): NewLine {
  const { house, binding, standard, month, reading } = input;
  // Built whole here and filled in below: one object of one shape per line (a run writes hundreds of thousands).
  const line: NewLine = {
    houseId: house.id,
    itemId: binding.itemId,
    targetType: binding.targetType,
    targetId: binding.targetId,
    standardId: standard.id,
    period: month.month,
    periodFrom: month.chargedFrom,
    periodTo: month.chargedTo,
    billKey: billKey(house.id, binding.itemId, binding.targetType, binding.targetId, month.month),
    quantity: null,
    unitPrice: standard.unitPrice,
    fraction: null,
    gross: null,
    net: null,
    dueDate: memo.dueDate(month.month, input.dueDays),
    status: 'pending_calc',
    readingId: null,
    remark: null,
  };
  const rounding = standard.rounding as RoundingMode;
  const vacant = house.useState === '5' ? standard.vacantRate : null;

  if (standard.priceMethod === '3' || standard.basis === 'usage') {
    if (!reading) {
      line.remark = '待抄表审核';
      return line;
    }
    line.readingId = reading.id;
    line.quantity = reading.usage;
    line.status = 'pending_audit';
    if (standard.priceMethod === '3') {
      line.unitPrice = null;
      line.gross = line.net = tieredCost(standard.tiers, reading.usage, rounding);
    } else {
      line.gross = line.net = memo.amount(reading.usage, standard.unitPrice ?? '0', WHOLE, vacant, rounding);
    }
    return line;
  }

  const convention = (input.prorate ? standard.proration : 'none') as ProrationConvention;
  let fraction = memo.fraction(month.month, month.chargedFrom, month.chargedTo, convention);
  let quantity: string | null;
  if (standard.priceMethod === '2') {
    quantity = '1';
    line.unitPrice = standard.fixedAmount;
  } else if (standard.priceMethod === '4') {
    // Per day: the days charged in the month, no further proration.
    quantity = String(daysBetween(month.chargedFrom, month.chargedTo) + 1);
    fraction = WHOLE;
  } else if (standard.basis === 'area') {
    quantity = houseArea(house, standard.areaType);
    if (quantity === null) {
      line.remark = '缺少计费面积';
      return line;
    }
  } else if (standard.basis === 'persons' || standard.basis === 'days') {
    quantity = binding.quantity;
    if (quantity === null) {
      line.remark = '缺少计费数量';
      return line;
    }
  } else {
    quantity = '1';
  }
  if (line.unitPrice === null) {
    // A 待计费 line keeps the standard's unit price field as it is, whatever the price method.
    line.unitPrice = standard.unitPrice;
    line.quantity = quantity;
    line.remark = '计费标准缺少单价';
    return line;
  }
  line.gross = line.net = memo.amount(quantity, line.unitPrice, fraction, vacant, rounding);
  line.quantity = memo.quantity(quantity);
  line.fraction = fractionText(fraction);
  line.status = 'pending_audit';
  return line;
}

export interface HouseMonthsInput {
  house: HouseFacts;
  bindings: readonly BindingFacts[];
  standards: ReadonlyMap<string, StandardFacts[]>;
  /** Audited readings by `${meterId}:${period}`. */
  readings: ReadonlyMap<string, ReadingFacts>;
  dueDays: (itemId: number) => number;
  /** The run's charged days: whole months for normal runs, [dateFrom, dateTo] for mid_month. */
  from: string;
  to: string;
  prorate: boolean;
  /** other runs: only the first month, whatever the range. */
  firstMonthOnly?: boolean;
  /** The batch's memo (keep-line-memo.ts); one per call when not given. */
  memo?: LineMemo;
}

/** Every line of one house over the run's months: one line per month per binding (docs/decisions.md). */
export function houseLines(input: HouseMonthsInput): NewLine[] {
  const lines: NewLine[] = [];
  const memo = input.memo ?? new LineMemo();
  for (const binding of input.bindings) {
    const versions = input.standards.get(binding.standardCode);
    if (!versions) continue;
    let months = memo.billingMonths(input.from, input.to, binding.startDate, binding.endDate);
    if (input.firstMonthOnly) months = months.slice(0, 1);
    for (const month of months) {
      const standard = standardOn(versions, month.chargedFrom) ?? standardOn(versions, month.chargedTo);
      if (!standard) continue;
      const reading = binding.targetType === 'meter' ? input.readings.get(`${binding.targetId}:${month.month}`) : undefined;
      lines.push(monthLine({ house: input.house, binding, standard, month, reading, dueDays: input.dueDays(binding.itemId), prorate: input.prorate }, memo));
    }
  }
  return lines;
}
