import { dayNumber, isoDate } from './calendar';
import { periodBounds, type Period } from './period';

/** An exact fraction of whole integers (days charged / days counted); never pre-rounded. */
export interface Fraction {
  num: number;
  den: number;
}

/**
 * How a partial month is prorated: actual_days = days charged / days in the period (default);
 * days30 = days charged / 30, at most 30/30, and a fully charged period is 30/30 whatever its length;
 * none = the whole period as soon as one day is charged.
 */
export type ProrationConvention = 'actual_days' | 'days30' | 'none';

export interface MonthFractionInput {
  /** First and last day (inclusive, ISO) of the billing period, usually a calendar month. */
  periodStart: string;
  periodEnd: string;
  /** First and last day charged (inclusive, ISO); days outside the period are ignored. */
  chargedFrom: string;
  chargedTo: string;
  convention: ProrationConvention;
}

/**
 * The charged share of a period as an exact fraction (C3: 14 days of March → 14/31; C4 days30 → 14/30).
 * No overlap → 0/den. Under days30 a period split in two may sum to more or less than one
 * (14/30 + 17/30 for March): that is the convention's known cost. Throws on bad dates or a reversed period.
 */
export function monthFraction(input: MonthFractionInput): Fraction {
  const start = dayNumber(input.periodStart);
  const end = dayNumber(input.periodEnd);
  if (end < start) throw new RangeError(`账期结束日早于开始日：${input.periodStart}~${input.periodEnd}`);
  const periodDays = end - start + 1;
  const from = Math.max(start, dayNumber(input.chargedFrom));
  const to = Math.min(end, dayNumber(input.chargedTo));
  const charged = Math.max(0, to - from + 1);
  switch (input.convention) {
    case 'actual_days':
      return { num: charged, den: periodDays };
    case 'days30':
      return { num: charged === periodDays ? 30 : Math.min(charged, 30), den: 30 };
    case 'none':
      return { num: charged > 0 ? 1 : 0, den: 1 };
  }
}

/** One calendar month of a charged range: the month's bounds and the days charged in it (all inclusive ISO dates). */
export interface BillingMonth {
  month: Period;
  monthStart: string;
  monthEnd: string;
  chargedFrom: string;
  chargedTo: string;
}

/**
 * The calendar months touched by a run range [from, to] (inclusive ISO dates), narrowed to a
 * binding's [start, end] when given (end null = open), each with its charged day range; [] when
 * nothing is left (binding outside the run, or from after to).
 */
export function billingMonths(
  from: string,
  to: string,
  binding?: { start: string; end?: string | null },
): BillingMonth[] {
  let first = dayNumber(from);
  let last = dayNumber(to);
  if (binding) {
    first = Math.max(first, dayNumber(binding.start));
    if (binding.end) last = Math.min(last, dayNumber(binding.end));
  }
  const months: BillingMonth[] = [];
  let cursor = first;
  while (cursor <= last) {
    const month = isoDate(cursor).slice(0, 7);
    const { first: monthStart, last: monthEnd } = periodBounds(month);
    const endOfCharge = Math.min(last, dayNumber(monthEnd));
    months.push({ month, monthStart, monthEnd, chargedFrom: isoDate(cursor), chargedTo: isoDate(endOfCharge) });
    cursor = endOfCharge + 1;
  }
  return months;
}
