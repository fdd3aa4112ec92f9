import type { Db, DbOrTx } from '@pm/db';
import { Dec, dec, toDebitTerms, type BalanceDirection, type BalanceRow } from '@pm/domain';
import { noBook } from '../periods/periods.errors';
import * as repo from './ledgers.repo';

// The figures every ledger and report starts from: the company's chart and, per leaf subject, the
// opening balance at a period's start plus the period totals. Exact decimal text throughout.

export type Subject = Awaited<ReturnType<typeof repo.subjectsOf>>[number];

export interface Chart {
  book: NonNullable<Awaited<ReturnType<typeof repo.bookOf>>>;
  subjects: Subject[];
  byId: Map<number, Subject>;
  byCode: Map<string, Subject>;
  /** Code → balance direction, for the domain's roll-up. */
  directions: Map<string, BalanceDirection>;
  /** Subjects with children: never a line's subject. */
  parents: Set<number>;
}

export const directionOf = (s: { direction: string }): BalanceDirection => (s.direction === 'C' ? 'credit' : 'debit');
export const text = (d: Dec) => (d.isZero() ? new Dec(0) : d).toFixed(2);
export const yearStart = (period: string) => `${period.slice(0, 4)}-01`;

/** The company's book and subjects; 本公司尚未建账 without a book. */
export async function loadChart(db: Db, companyId: number): Promise<Chart> {
  const [book, subjects] = await Promise.all([repo.bookOf(db, companyId), repo.subjectsOf(db, companyId)]);
  if (!book) throw noBook();
  return {
    book,
    subjects,
    byId: new Map(subjects.map((s) => [s.id, s])),
    byCode: new Map(subjects.map((s) => [s.code, s])),
    directions: new Map(subjects.map((s) => [s.code, directionOf(s)])),
    parents: new Set(subjects.flatMap((s) => (s.parentId === null ? [] : [s.parentId]))),
  };
}

/**
 * Leaf rows for the range from..to in each subject's direction: opening at from's start, the
 * range's debit and credit, and 本年累计 from January of to's year.
 */
export async function leafRows(db: DbOrTx, chart: Chart, companyId: number, from: string, to: string): Promise<BalanceRow[]> {
  const figures = await repo.leafFigures(db, companyId, from, to, yearStart(to));
  return figures.flatMap((f) => {
    const s = chart.byId.get(f.subjectId);
    if (!s) return [];
    const direction = directionOf(s);
    return [{
      code: s.code,
      direction,
      opening: text(toDebitTerms(direction, f.before)),
      debit: text(dec(f.debit)),
      credit: text(dec(f.credit)),
      yearDebit: text(dec(f.yearDebit)),
      yearCredit: text(dec(f.yearCredit)),
    }];
  });
}

/** 'YYYY-MM' months from..to, both included. */
export function monthsBetween(from: string, to: string): string[] {
  const out: string[] = [];
  let [y, m] = [Number(from.slice(0, 4)), Number(from.slice(5, 7))];
  for (let guard = 0; guard < 1200; guard++) {
    const p = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (p > to) break;
    out.push(p);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}
