import { Dec, dec, DECIMAL_TEXT } from '../money/decimal';
import { addMonths, parsePeriod } from '../charging/period';
import type { GeneratedLine } from './period-close';

/** Depreciation methods of spec §9 (docs/decisions.md "Accounting: depreciation"). */
export const DEPRECIATION_METHODS = [
  { code: 1, label: '平均年限法' },
  { code: 2, label: '工作量法' },
  { code: 3, label: '双倍余额递减法' },
  { code: 4, label: '年数总和法' },
] as const;
export type DepreciationMethod = (typeof DEPRECIATION_METHODS)[number]['code'];

/** What depreciation needs of a fixed-asset card. Amounts and rates are decimal text. */
export interface DepreciableAsset {
  /** 原值, 元, > 0, at most 2 decimals. */
  cost: string;
  /** 残值率 as a fraction ('0.05' = 5 %), 0 ≤ rate < 1. */
  residualRate: string;
  /** 使用年限 in months (> 0; whole years for methods 3 and 4). */
  lifeMonths: number;
  method: DepreciationMethod;
  /** 'YYYY-MM-DD'; depreciation starts the month after (当月增加当月不提). */
  acquiredOn: string;
  /** Method 2: 预计总工作量 (> 0). */
  totalWork?: string;
  /** Method 2: work done per period ('YYYY-MM' → units). */
  work?: Readonly<Record<string, string>>;
  /** Period of disposal: depreciated that month, never after. */
  disposedIn?: string | null;
}

export interface DepreciationMonth {
  period: string;
  /** This month's depreciation, 元. */
  amount: string;
  /** Σ up to and including this month. */
  accumulated: string;
  /** cost − accumulated. */
  netValue: string;
}

const ZERO = new Dec(0);

function fen(value: Dec): Dec {
  return value.toDecimalPlaces(2, Dec.ROUND_HALF_UP);
}

function positive(text: string | undefined): boolean {
  return text !== undefined && DECIMAL_TEXT.test(text) && dec(text).greaterThan(0);
}

/** Why the card cannot be depreciated (Chinese), or null. */
export function depreciationRefusal(asset: DepreciableAsset): string | null {
  if (!DECIMAL_TEXT.test(asset.cost) || !dec(asset.cost).greaterThan(0) || dec(asset.cost).decimalPlaces() > 2)
    return '原值必须大于0，最多2位小数';
  if (!DECIMAL_TEXT.test(asset.residualRate) || dec(asset.residualRate).isNegative() || dec(asset.residualRate).gte(1))
    return '残值率必须在0到1之间';
  if (!Number.isInteger(asset.lifeMonths) || asset.lifeMonths <= 0) return '使用月数必须为正整数';
  if (!DEPRECIATION_METHODS.some((m) => m.code === asset.method)) return `折旧方法不正确：${String(asset.method)}`;
  if ((asset.method === 3 || asset.method === 4) && asset.lifeMonths % 12 !== 0)
    return `${DEPRECIATION_METHODS[asset.method - 1]?.label}的使用年限必须为整年`;
  if (asset.method === 2 && !positive(asset.totalWork)) return '工作量法必须填写预计总工作量';
  if (!parsePeriod(asset.acquiredOn.slice(0, 7)) || !/^\d{4}-\d{2}-\d{2}$/.test(asset.acquiredOn))
    return `购入日期格式不正确：${asset.acquiredOn}`;
  return null;
}

/** 原值 × (1 − 残值率), rounded once to the fen: what the whole schedule adds up to. */
export function depreciableAmount(asset: Pick<DepreciableAsset, 'cost' | 'residualRate'>): string {
  return fen(exactDepreciable(asset)).toFixed(2);
}

function exactDepreciable(asset: Pick<DepreciableAsset, 'cost' | 'residualRate'>): Dec {
  return dec(asset.cost).times(new Dec(1).minus(dec(asset.residualRate)));
}

/** Straight line: HALF_UP monthly amount, the last month (or the month the total is reached) takes the remainder. */
function straightLine(asset: DepreciableAsset): Dec[] {
  const total = fen(exactDepreciable(asset));
  const monthly = fen(exactDepreciable(asset).dividedBy(asset.lifeMonths));
  const amounts: Dec[] = [];
  let left = total;
  for (let m = 1; m <= asset.lifeMonths && left.greaterThan(0); m++) {
    const amount = m === asset.lifeMonths ? left : Dec.min(monthly, left);
    amounts.push(amount);
    left = left.minus(amount);
  }
  return amounts;
}

/** Exact yearly amounts of methods 3 and 4 (the last two years of 3 straight-line over the rest). */
function yearlyAmounts(asset: DepreciableAsset): Dec[] {
  const years = asset.lifeMonths / 12;
  const cost = dec(asset.cost);
  const residual = cost.times(dec(asset.residualRate));
  if (asset.method === 4) {
    const digits = (years * (years + 1)) / 2;
    return Array.from({ length: years }, (_, i) =>
      exactDepreciable(asset)
        .times(years - i)
        .dividedBy(digits),
    );
  }
  const out: Dec[] = [];
  let book = cost;
  const tail = Math.min(2, years);
  for (let y = 1; y <= years - tail; y++) {
    // Never below the residual value: a high residual rate ends the declining part early.
    const amount = Dec.max(ZERO, Dec.min(book.times(2).dividedBy(years), book.minus(residual)));
    out.push(amount);
    book = book.minus(amount);
  }
  for (let y = 0; y < tail; y++) out.push(Dec.max(ZERO, book.minus(residual)).dividedBy(tail));
  return out;
}

/** Month amounts from exact cumulative figures: each month = round(Cₘ) − round(Cₘ₋₁), so Σ = round(C_last). */
function fromCumulative(cumulative: readonly Dec[]): Dec[] {
  let previous = ZERO;
  return cumulative.map((c) => {
    const rounded = fen(c);
    const amount = rounded.minus(previous);
    previous = rounded;
    return amount;
  });
}

function monthlyAmounts(asset: DepreciableAsset, start: string): Dec[] {
  if (asset.method === 1) return straightLine(asset);
  if (asset.method === 2) {
    const total = dec(asset.totalWork ?? '0');
    const periods = Object.keys(asset.work ?? {}).filter((p) => p >= start);
    const last = periods.sort().at(-1);
    if (!last) return [];
    const cumulative: Dec[] = [];
    let work = ZERO;
    for (let p = start; p <= last && work.lessThan(total); p = addMonths(p, 1)) {
      work = Dec.min(total, work.plus(dec(asset.work?.[p] ?? '0')));
      cumulative.push(exactDepreciable(asset).times(work).dividedBy(total));
    }
    return fromCumulative(cumulative);
  }
  const cumulative: Dec[] = [];
  let sum = ZERO;
  for (const yearly of yearlyAmounts(asset))
    for (let m = 0; m < 12; m++) {
      sum = sum.plus(yearly.dividedBy(12));
      cumulative.push(sum);
    }
  // The last month lands exactly on the depreciable amount (the exact sum may carry a 40-digit tail).
  if (cumulative.length) cumulative[cumulative.length - 1] = exactDepreciable(asset);
  return fromCumulative(cumulative);
}

/**
 * The whole schedule from the month after acquisition (A14): one row per month until fully
 * depreciated (Σ = depreciableAmount exactly, A15) or the disposal month. Methods: 1 straight line
 * (HALF_UP to the fen, last month the remainder), 2 units of production, 3 double declining
 * balance (straight line over the last two years), 4 sum of the years' digits; 2-4 are rounded
 * cumulatively so no fen is lost. Throws a RangeError with depreciationRefusal's message.
 */
export function depreciationSchedule(asset: DepreciableAsset): DepreciationMonth[] {
  const refusal = depreciationRefusal(asset);
  if (refusal) throw new RangeError(refusal);
  const start = addMonths(asset.acquiredOn.slice(0, 7), 1);
  const cost = dec(asset.cost);
  const total = fen(exactDepreciable(asset));
  let accumulated = ZERO;
  const out: DepreciationMonth[] = [];
  monthlyAmounts(asset, start).forEach((amount, i) => {
    const period = addMonths(start, i);
    // Stops when fully depreciated (a declining schedule may reach the total early) or after disposal.
    if (accumulated.gte(total) || (asset.disposedIn && period > asset.disposedIn)) return;
    accumulated = accumulated.plus(amount);
    out.push({
      period,
      amount: amount.toFixed(2),
      accumulated: accumulated.toFixed(2),
      netValue: cost.minus(accumulated).toFixed(2),
    });
  });
  return out;
}

function monthIndex(period: string): number {
  const parsed = parsePeriod(period);
  if (!parsed) throw new RangeError(`会计期间格式不正确（YYYY-MM）：${period}`);
  return parsed.year * 12 + parsed.month - 1;
}

/**
 * The depreciation of one period ('0.00' before the start, after the end or after disposal); the
 * same figure as the schedule's month. Straight line is computed directly (a monthly run over many
 * assets), the other methods from the schedule.
 */
export function depreciationFor(asset: DepreciableAsset, period: string): string {
  if (asset.method !== 1) return depreciationSchedule(asset).find((m) => m.period === period)?.amount ?? '0.00';
  const refusal = depreciationRefusal(asset);
  if (refusal) throw new RangeError(refusal);
  const k = monthIndex(period) - monthIndex(asset.acquiredOn.slice(0, 7)) - 1;
  if (k < 0 || k >= asset.lifeMonths || (asset.disposedIn && period > asset.disposedIn)) return '0.00';
  const monthly = fen(exactDepreciable(asset).dividedBy(asset.lifeMonths));
  const remaining = Dec.max(ZERO, fen(exactDepreciable(asset)).minus(monthly.times(k)));
  return (k === asset.lifeMonths - 1 ? remaining : Dec.min(monthly, remaining)).toFixed(2);
}

/** Why a period's depreciation may not run for an asset (A16: never twice), or null. */
export function depreciationRunRefusal(
  asset: { code: string; name?: string },
  period: string,
  depreciatedPeriods: Iterable<string>,
): string | null {
  for (const p of depreciatedPeriods)
    if (p === period)
      return `固定资产${asset.code}${asset.name ? ` ${asset.name}` : ''}在${period}已计提折旧，不能重复计提`;
  return null;
}

/**
 * The depreciation voucher of a run: one debit per expense subject (Σ of its assets), one credit to
 * 累计折旧. Zero amounts are left out; [] when nothing is depreciated.
 */
export function depreciationVoucherLines(
  runs: readonly { amount: string; expenseCode: string }[],
  accumulatedDepreciationCode: string,
  summary: string,
): GeneratedLine[] {
  const byExpense = new Map<string, Dec>();
  for (const r of runs) byExpense.set(r.expenseCode, (byExpense.get(r.expenseCode) ?? ZERO).plus(dec(r.amount)));
  const lines: GeneratedLine[] = [...byExpense.entries()]
    .filter(([, amount]) => !amount.isZero())
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([code, amount]) => ({ summary, subjectCode: code, debit: amount.toFixed(2), credit: null }));
  const total = [...byExpense.values()].reduce((s, v) => s.plus(v), ZERO);
  if (total.isZero()) return [];
  return [...lines, { summary, subjectCode: accumulatedDepreciationCode, debit: null, credit: total.toFixed(2) }];
}

/** Disposal (清理): Dr 1606 net value, Dr 1602 accumulated, Cr 1601 cost; zero lines left out. */
export function disposalLines(
  asset: { cost: string; accumulated: string },
  codes: { fixedAssets: string; accumulatedDepreciation: string; disposal: string },
  summary: string,
): GeneratedLine[] {
  const cost = dec(asset.cost);
  const accumulated = dec(asset.accumulated);
  const lines: GeneratedLine[] = [
    { summary, subjectCode: codes.disposal, debit: cost.minus(accumulated).toFixed(2), credit: null },
    { summary, subjectCode: codes.accumulatedDepreciation, debit: accumulated.toFixed(2), credit: null },
    { summary, subjectCode: codes.fixedAssets, debit: null, credit: cost.toFixed(2) },
  ];
  return lines.filter((l) => !dec(l.debit ?? l.credit ?? '0').isZero());
}
