import type { z } from 'zod';
import type { BalanceQuery, TrialBalanceAnswer } from '@pm/contracts';
import type { Db } from '@pm/db';
import { trialBalance } from '@pm/domain';
import type { Session } from '../../../http/session';
import { badSpan } from '../periods/periods.errors';
import { leafRows, loadChart } from './compute-ledger-figures';

type Answer = z.output<typeof TrialBalanceAnswer>;

/** 科目余额表 / 试算平衡表: leaf figures rolled up by the code scheme (domain trialBalance), totals over level 1. */
export async function subjectBalances({ db }: { db: Db }, session: Session, q: z.output<typeof BalanceQuery>): Promise<Answer> {
  if (q.from > q.to) throw badSpan();
  const chart = await loadChart(db, session.companyId);
  const rows = await leafRows(db, chart, session.companyId, q.from, q.to);
  const tb = trialBalance(rows, { scheme: chart.book.codeScheme, directions: chart.directions });
  const shown = tb.rows.filter(
    (r) => (q.level === undefined || r.level <= q.level) && (q.subjectCode === undefined || r.code.startsWith(q.subjectCode)),
  );
  return {
    from: q.from,
    to: q.to,
    rows: shown.map((r) => ({
      code: r.code,
      name: chart.byCode.get(r.code)?.name ?? r.code,
      level: r.level,
      direction: r.direction === 'credit' ? 'C' : 'D',
      openingDebit: r.openingDebit,
      openingCredit: r.openingCredit,
      debit: r.debit,
      credit: r.credit,
      closingDebit: r.closingDebit,
      closingCredit: r.closingCredit,
      yearDebit: r.yearDebit ?? '0.00',
      yearCredit: r.yearCredit ?? '0.00',
    })),
    totals: tb.totals,
    balanced: tb.balanced.all,
    balancedParts: { opening: tb.balanced.opening, period: tb.balanced.period, closing: tb.balanced.closing },
  };
}
