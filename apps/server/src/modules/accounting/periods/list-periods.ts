import type { z } from 'zod';
import type { PeriodEventRow, PeriodInfo, PeriodRange, PeriodRow } from '@pm/contracts';
import type { Db } from '@pm/db';
import { nextPeriod } from '@pm/domain';
import type { Session } from '../../../http/session';
import { nextPeriodExists, noBook, noPeriodYet } from './periods.errors';
import { bookOf } from '../ledgers/ledgers.repo';
import { lockBook } from '../book/book.repo';
import * as repo from './periods.repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `/api/accounting/period`: the current period (the earliest open one) and every period, newest first. */
export async function periodInfo({ db }: { db: Db }, session: Session): Promise<z.output<typeof PeriodInfo>> {
  const rows = await repo.periodsWithCounts(db, session.companyId);
  const open = rows.filter((r) => r.status === 'open').map((r) => r.period).sort();
  const closed = rows.filter((r) => r.status === 'closed').map((r) => r.period).sort();
  return {
    current: open[0] ?? null,
    latestClosed: closed[closed.length - 1] ?? null,
    periods: rows.map((r) => ({
      period: r.period,
      status: r.status === 'closed' ? 'closed' : 'open',
      openedAt: r.openedAt.toISOString(),
      closedAt: iso(r.closedAt),
      closedByName: r.closedByName,
      voucherCount: r.voucherCount,
      pendingCount: r.pendingCount,
    })),
  };
}

/** `/api/accounting/period-range`: the book's first period to the latest one opened. */
export async function periodRange({ db }: { db: Db }, session: Session): Promise<z.output<typeof PeriodRange>> {
  const [book, periods] = await Promise.all([bookOf(db, session.companyId), repo.periodKeys(db, session.companyId)]);
  const keys = periods.map((p) => p.period);
  return {
    start: book?.startPeriod ?? keys[0] ?? null,
    end: keys[keys.length - 1] ?? null,
    current: periods.find((p) => p.status === 'open')?.period ?? null,
    periods: keys,
  };
}

/** Opens the month after the latest period (a period is never skipped), queued with close and re-open (the book row). */
export async function openNextPeriod({ db }: { db: Db }, session: Session): Promise<z.output<typeof PeriodRow>> {
  return db.transaction(async (tx) => {
    if (!(await lockBook(tx, session.companyId))) throw noBook();
    const latest = await repo.latestPeriod(tx, session.companyId);
    if (!latest) throw noPeriodYet();
    const next = nextPeriod(latest.period);
    if (!(await repo.insertPeriod(tx, session.companyId, next))) throw nextPeriodExists(next);
    const row = await repo.periodRow(tx, session.companyId, next);
    return {
      period: next,
      status: 'open' as const,
      openedAt: (row?.openedAt ?? new Date()).toISOString(),
      closedAt: null,
      closedByName: null,
      voucherCount: 0,
      pendingCount: 0,
    };
  });
}

export async function periodEvents({ db }: { db: Db }, session: Session): Promise<z.output<typeof PeriodEventRow>[]> {
  const rows = await repo.periodEvents(db, session.companyId);
  return rows.map((r) => ({ ...r, action: r.action === 'reopen' ? 'reopen' : 'close', at: r.at.toISOString() }));
}
