import type { DbOrTx } from '@pm/db';
import { dec, voucherDisplayNumber } from '@pm/domain';
import { noBook, periodNotOpen, subjectMissing } from './generated-vouchers.errors';
import * as repo from './generated-vouchers.repo';

// What depreciation, disposal and charging vouchers share: the book, the open period, subject
// codes to leaf subjects, and the voucher as answered.

/** The company's book, or 409 asking to set it up first. */
export async function requireBook(tx: DbOrTx, companyId: number, lock = false) {
  const book = await repo.bookOf(tx, companyId, lock);
  if (!book) throw noBook();
  return book;
}

/** Refuses a period that is not open (never opened, or closed by 结账). */
export async function requireOpenPeriod(tx: DbOrTx, companyId: number, period: string) {
  const status = await repo.periodStatus(tx, companyId, period);
  if (status !== 'open') throw periodNotOpen(period, status);
}

/**
 * Where a correction dated `day` is booked: `day`'s own period when open, else the first open period after it (its
 * month closed by 结账 meanwhile), dated that period's first day; 409 when there is none.
 */
export async function correctionDay(tx: DbOrTx, companyId: number, day: string): Promise<{ period: string; date: string }> {
  const month = day.slice(0, 7);
  const period = await repo.firstOpenPeriodFrom(tx, companyId, month);
  if (!period) throw periodNotOpen(month, await repo.periodStatus(tx, companyId, month));
  return { period, date: period === month ? day : `${period}-01` };
}

/** Subject ids of the codes, each an active leaf of the company's chart, else 409 naming the code. */
export async function leafSubjects(tx: DbOrTx, companyId: number, codes: readonly string[]) {
  const found = await repo.subjectsByCode(tx, companyId, codes);
  for (const code of codes) {
    const s = found.get(code);
    if (!s || !s.leaf || !s.active) throw subjectMissing(code);
  }
  return found as Map<string, { id: number; name: string; leaf: boolean; active: boolean }>;
}

/** Word of a generated voucher: 记 in single mode; in split mode the kind's own word. */
export function generatedWord(wordMode: string, split: '收' | '付' | '转'): '记' | '收' | '付' | '转' {
  return wordMode === 'split' ? split : '记';
}

/** The last day of a 'YYYY-MM' period, the date a month-end voucher carries. */
export function periodEndDate(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${period}-${String(last).padStart(2, '0')}`;
}

/** A voucher as the generators answer it. */
export async function loadGeneratedVoucher(tx: DbOrTx, companyId: number, voucherId: number) {
  const row = await repo.voucherWithLines(tx, companyId, voucherId);
  if (!row) return null;
  return {
    id: row.id,
    period: row.period,
    word: row.word,
    number: row.number,
    displayNumber: voucherDisplayNumber(row.word, row.number),
    status: row.status,
    voucherDate: row.voucherDate,
    total: dec(row.total).toFixed(2),
    lines: row.lines.map((l) => ({ ...l, debit: dec(l.debit).toFixed(2), credit: dec(l.credit).toFixed(2) })),
  };
}
