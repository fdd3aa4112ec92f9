import {
  billingMonths,
  dec,
  lineAmountFast,
  monthFraction,
  periodBounds,
  periodDueDate,
  type BillingMonth,
  type Fraction,
  type ProrationConvention,
  type RoundingMode,
} from '@pm/domain';

// A batch's houses repeat the same few months, due dates, fractions, areas and prices: each is
// computed once per batch by the domain rule and looked up afterwards. The keys hold every input
// of the rule, so a memo gives what the rule gives; one memo per batch keeps it small.

/** A vacant rate folded into the proration fraction (exact integers: 0.7000 → 7000/10000). */
function withRate(fraction: Fraction, rate: string | null): Fraction {
  if (rate === null) return fraction;
  const [whole = '0', part = ''] = rate.split('.');
  const scale = 10 ** part.length;
  return { num: fraction.num * (Number(whole) * scale + Number(part || '0')), den: fraction.den * scale };
}

export class LineMemo {
  private readonly months = new Map<string, readonly BillingMonth[]>();
  private readonly fractions = new Map<string, Fraction>();
  private readonly dueDates = new Map<string, string>();
  private readonly amounts = new Map<string, string>();
  private readonly quantities = new Map<string, string>();

  /** billingMonths(from, to, binding range); the answer is shared: read it, never change it. */
  billingMonths(from: string, to: string, start: string, end: string | null): readonly BillingMonth[] {
    const key = `${from}|${to}|${start}|${end}`;
    let months = this.months.get(key);
    if (!months) this.months.set(key, (months = billingMonths(from, to, { start, end })));
    return months;
  }

  /** The charged share of the month (a month with nothing charged counts whole, as a line is written only for a charged month). */
  fraction(month: string, chargedFrom: string, chargedTo: string, convention: ProrationConvention): Fraction {
    const key = `${month}|${chargedFrom}|${chargedTo}|${convention}`;
    let fraction = this.fractions.get(key);
    if (!fraction) {
      const { first, last } = periodBounds(month);
      fraction = monthFraction({ periodStart: first, periodEnd: last, chargedFrom, chargedTo, convention });
      if (fraction.num === 0) fraction = { num: 1, den: 1 };
      this.fractions.set(key, fraction);
    }
    return fraction;
  }

  dueDate(month: string, days: number): string {
    const key = `${month}|${days}`;
    let due = this.dueDates.get(key);
    if (due === undefined) this.dueDates.set(key, (due = periodDueDate(month, days)));
    return due;
  }

  /** lineAmount (by lineAmountFast, its equal) of quantity × unit price × the fraction with the vacant rate folded in, rounded once. */
  amount(quantity: string, unitPrice: string, fraction: Fraction, vacantRate: string | null, rounding: RoundingMode): string {
    const key = `${quantity}|${unitPrice}|${fraction.num}/${fraction.den}|${vacantRate}|${rounding}`;
    let amount = this.amounts.get(key);
    if (amount === undefined) {
      amount = lineAmountFast({ quantity, unitPrice, fraction: withRate(fraction, vacantRate), rounding });
      this.amounts.set(key, amount);
    }
    return amount;
  }

  /** The quantity as stored on a line: 4 decimals. */
  quantity(text: string): string {
    let fixed = this.quantities.get(text);
    if (fixed === undefined) this.quantities.set(text, (fixed = dec(text).toFixed(4)));
    return fixed;
  }
}
