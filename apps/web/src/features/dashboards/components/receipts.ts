import { sumAmounts } from '@pm/domain';

/**
 * 每日收款 is drawn by day for a range of at most this many months, by month beyond: a year by day is
 * 340 days × 5 settle methods of stacked bars, each under 2 px wide, and drawing them kept 结算看板
 * busy for most of a second (issue 25 item 19).
 */
export const DAILY_MONTHS = 2;

export interface Receipt {
  day: string;
  method: string;
  amount: string;
}
/** Money received in one day or month (`key`: YYYY-MM-DD or YYYY-MM) by one settle method; the amount exact. */
export interface ReceiptSum {
  key: string;
  method: string;
  amount: string;
}

/** Months from `from` to `to` (YYYY-MM), both counted. */
export function monthsIn(from: string, to: string): number {
  const index = (period: string) => {
    const [y, m] = period.split('-').map(Number) as [number, number];
    return y * 12 + m;
  };
  return index(to) - index(from) + 1;
}

/** The receipts of the range as the chart and its table show them: by day, or by month for a longer range. */
export function receiptSums(receipts: readonly Receipt[], from: string, to: string): { unit: 'day' | 'month'; rows: ReceiptSum[] } {
  if (monthsIn(from, to) <= DAILY_MONTHS) return { unit: 'day', rows: receipts.map((r) => ({ key: r.day, method: r.method, amount: r.amount })) };
  const sums = new Map<string, { key: string; method: string; amounts: string[] }>();
  for (const r of receipts) {
    const key = r.day.slice(0, 7);
    const sum = sums.get(`${key}:${r.method}`) ?? { key, method: r.method, amounts: [] };
    sum.amounts.push(r.amount);
    sums.set(`${key}:${r.method}`, sum);
  }
  const rows = [...sums.values()].map((s) => ({ key: s.key, method: s.method, amount: sumAmounts(s.amounts) }));
  rows.sort((a, b) => a.key.localeCompare(b.key) || Number(a.method) - Number(b.method));
  return { unit: 'month', rows };
}
