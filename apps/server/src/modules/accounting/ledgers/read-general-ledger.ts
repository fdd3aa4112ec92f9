import type { z } from 'zod';
import type { GeneralLedgerQuery, GeneralLedgerRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import { balanceSide, Dec, dec, toDebitTerms, trialBalance, type BalanceRow } from '@pm/domain';
import type { Session } from '../../../http/session';
import { badSpan } from '../periods/periods.errors';
import * as repo from './ledgers.repo';
import { directionOf, loadChart, monthsBetween, text, yearStart } from './compute-ledger-figures';

type Row = z.output<typeof GeneralLedgerRow>;
interface Leaf {
  balance: Dec;
}

/**
 * 总账: per level-1 subject and month of the range, the opening, the month's debit and credit, the
 * closing and 本年累计; from the opening balances and period totals (two reads), rolled up per month.
 */
export async function generalLedger({ db }: { db: Db }, session: Session, q: z.output<typeof GeneralLedgerQuery>): Promise<Row[]> {
  if (q.from > q.to) throw badSpan();
  const companyId = session.companyId;
  const chart = await loadChart(db, companyId);
  const firstYear = yearStart(q.from);
  const [base, totals] = await Promise.all([
    repo.leafFigures(db, companyId, q.from, q.from, firstYear),
    repo.totalsBetween(db, companyId, firstYear, q.to),
  ]);
  // Debit-positive balance of each leaf at the start of `from`.
  const leaves = new Map<number, Leaf>(base.map((f) => [f.subjectId, { balance: dec(f.before) }]));
  const byPeriod = new Map<string, typeof totals>();
  for (const t of totals) byPeriod.set(t.period, [...(byPeriod.get(t.period) ?? []), t]);
  const out: Row[] = [];
  let yearSums = new Map<number, { d: Dec; c: Dec }>();
  let year = '';
  // Months of from's year before `from` count into 本年累计 only.
  for (const m of monthsBetween(firstYear, q.to)) {
    if (m.slice(0, 4) !== year) {
      year = m.slice(0, 4);
      yearSums = new Map<number, { d: Dec; c: Dec }>();
    }
    const month = byPeriod.get(m) ?? [];
    for (const t of month) {
      const y = yearSums.get(t.subjectId) ?? { d: new Dec(0), c: new Dec(0) };
      yearSums.set(t.subjectId, { d: y.d.plus(dec(t.debit)), c: y.c.plus(dec(t.credit)) });
      if (!leaves.has(t.subjectId)) leaves.set(t.subjectId, { balance: new Dec(0) });
    }
    if (m < q.from) continue;
    const movements = new Map(month.map((t) => [t.subjectId, t]));
    const rows: BalanceRow[] = [];
    for (const [id, leaf] of leaves) {
      const s = chart.byId.get(id);
      if (!s) continue;
      const direction = directionOf(s);
      const mv = movements.get(id);
      const y = yearSums.get(id);
      rows.push({
        code: s.code,
        direction,
        opening: text(toDebitTerms(direction, leaf.balance)),
        debit: mv?.debit ?? '0.00',
        credit: mv?.credit ?? '0.00',
        yearDebit: text(y?.d ?? new Dec(0)),
        yearCredit: text(y?.c ?? new Dec(0)),
      });
      if (mv) leaf.balance = leaf.balance.plus(dec(mv.debit)).minus(dec(mv.credit));
    }
    const tb = trialBalance(rows, { scheme: chart.book.codeScheme, directions: chart.directions });
    for (const r of tb.rows) {
      if (r.level !== 1 || (q.subjectCode !== undefined && !r.code.startsWith(q.subjectCode.slice(0, r.code.length)))) continue;
      out.push({
        code: r.code,
        name: chart.byCode.get(r.code)?.name ?? r.code,
        period: m,
        opening: r.opening,
        openingSide: balanceSide(r.direction, r.opening),
        debit: r.debit,
        credit: r.credit,
        closing: r.closing,
        closingSide: balanceSide(r.direction, r.closing),
        yearDebit: r.yearDebit ?? '0.00',
        yearCredit: r.yearCredit ?? '0.00',
      });
    }
  }
  return out.sort((a, b) => (a.code === b.code ? (a.period < b.period ? -1 : 1) : a.code < b.code ? -1 : 1));
}
