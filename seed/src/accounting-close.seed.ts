import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import {
  closePeriodBalances,
  chartRoles,
  periodBounds,
  PROFIT_LOSS_CATEGORY,
  toDebitTerms,
  type BalanceRow,
  type ChartTemplateKey,
} from '@pm/domain';
import type { SeedContext } from './seed-context';

// 结账 of the demo books (issue 13), the last accounting step: every company's periods 2026-01 ..
// 2026-10 closed in order with their 结转损益 vouchers (the domain's closePeriodBalances), written as
// the server's close writes them (voucher 待修改 → lines → 已登账, period closed, close event), so
// the ledgers and reports have figures on first start. A period with a voucher not 已登账 stops
// that company's closing there (the server would refuse it too).

export const SEED_CLOSE_PERIODS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07', '2026-08', '2026-09', '2026-10'];

const s = schema.acctSubjects;
const v = schema.acctVouchers;

async function leafRows(db: DbOrTx, companyId: number, period: string): Promise<BalanceRow[]> {
  const rows = await db.execute<{ code: string; direction: string; before: string; debit: string; credit: string }>(sql`
    select s.code, s.direction, sum(x.before)::text as before, sum(x.debit)::text as debit, sum(x.credit)::text as credit
    from (
      select subject_id, amount as before, 0::numeric as debit, 0::numeric as credit from acct_opening_balances where company_id = ${companyId}
      union all
      select subject_id, case when period < ${period} then debit - credit else 0 end,
        case when period = ${period} then debit else 0 end, case when period = ${period} then credit else 0 end
      from acct_subject_totals where company_id = ${companyId} and period <= ${period}
    ) x join acct_subjects s on s.id = x.subject_id
    group by s.code, s.direction`);
  return [...rows].map((r) => {
    const direction = r.direction === 'C' ? 'credit' : 'debit';
    return { code: r.code, direction, opening: toDebitTerms(direction, r.before).toFixed(2), debit: r.debit, credit: r.credit };
  });
}

/** Closes one period of a company; false when it may not (a voucher not 已登账, already closed, missing). */
async function closeOne(db: DbOrTx, book: typeof schema.acctBooks.$inferSelect, period: string, actorId: number | null): Promise<boolean> {
  const companyId = book.companyId;
  const [row] = await db.select().from(schema.acctPeriods).where(and(eq(schema.acctPeriods.companyId, companyId), eq(schema.acctPeriods.period, period)));
  if (!row || row.status !== 'open') return row?.status === 'closed';
  const [pending] = await db.select({ n: sql<number>`count(*)::int` }).from(v).where(and(eq(v.companyId, companyId), eq(v.period, period), sql`${v.status} < 4`));
  if ((pending?.n ?? 0) > 0) return false;
  const chart = book.chart as ChartTemplateKey;
  const subjects = await db.select({ id: s.id, code: s.code, category: s.category, parentId: s.parentId }).from(s).where(eq(s.companyId, companyId));
  const parents = new Set(subjects.map((x) => x.parentId));
  const ids = new Map(subjects.map((x) => [x.code, x.id]));
  const plCodes = new Set(subjects.filter((x) => x.category === PROFIT_LOSS_CATEGORY[chart] && !parents.has(x.id)).map((x) => x.code));
  const roles = chartRoles(chart);
  const { lines } = closePeriodBalances(period, await leafRows(db, companyId, period), plCodes, {
    currentYearProfit: roles.currentYearProfit,
    profitDistribution: roles.undistributedProfit,
  });
  let voucherId: number | null = null;
  if (lines.length > 0) {
    const word = book.wordMode === 'split' ? '转' : '记';
    const [max] = await db.select({ n: sql<number>`coalesce(max(${v.number}), 0)::int` }).from(v).where(and(eq(v.companyId, companyId), eq(v.period, period), eq(v.word, word)));
    const number = (max?.n ?? 0) + 1;
    const [created] = await db
      .insert(v)
      .values({ companyId, period, word, number, voucherDate: periodBounds(period).last, source: 'closing', sourceRef: `closing:${period}:1`, remark: `${period}结转损益`, makerId: actorId })
      .returning({ id: v.id });
    voucherId = created!.id;
    await db.insert(schema.acctVoucherLines).values(
      lines.map((l, i) => ({ companyId, voucherId: voucherId!, seq: i + 1, summary: l.summary, subjectId: ids.get(l.subjectCode)!, debit: l.debit ?? '0', credit: l.credit ?? '0' })),
    );
    const now = new Date();
    await db.update(v).set({ status: 4, auditorId: actorId, auditedAt: now, posterId: actorId, postedAt: now }).where(eq(v.id, voucherId));
    await db
      .insert(schema.acctVoucherCounters)
      .values({ companyId, period, word, next: number + 1 })
      .onConflictDoUpdate({ target: [schema.acctVoucherCounters.companyId, schema.acctVoucherCounters.period, schema.acctVoucherCounters.word], set: { next: sql`greatest(${schema.acctVoucherCounters.next}, ${number + 1})` } });
    await db.insert(schema.acctVoucherEvents).values([
      { companyId, voucherId, action: 'save', toStatus: 1, actorId },
      { companyId, voucherId, action: 'post', fromStatus: 1, toStatus: 4, actorId },
    ]);
  }
  await db.update(schema.acctPeriods).set({ status: 'closed', closedAt: new Date(), closedBy: actorId }).where(and(eq(schema.acctPeriods.companyId, companyId), eq(schema.acctPeriods.period, period)));
  await db.insert(schema.acctPeriodEvents).values({ companyId, period, action: 'close', actorId, voucherId });
  return true;
}

export async function seedAccountingClose(ctx: SeedContext, periods: readonly string[] = SEED_CLOSE_PERIODS): Promise<void> {
  const { db } = ctx;
  const books = await db.select().from(schema.acctBooks).orderBy(asc(schema.acctBooks.companyId));
  for (const book of books) {
    const [actor] = await db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.companyId, book.companyId))
      // The company's administrator when it has one, else its first staff member.
      .orderBy(sql`${schema.users.role} <> 'sa'`, asc(schema.users.id))
      .limit(1);
    for (const period of periods) if (!(await closeOne(db, book, period, actor?.id ?? null))) break;
  }
}
