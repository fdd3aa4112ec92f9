import { and, asc, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import { schema, type DbOrTx, type Tx } from '@pm/db';

// 会计期间: the periods, their events, and what close and re-open write (numbers, the generated
// voucher, its lines, posting). The triggers of voucher_ledger.sql guard every write here.

const p = schema.acctPeriods;
const v = schema.acctVouchers;
const e = schema.acctPeriodEvents;
const u = schema.users;

export async function periodsWithCounts(db: DbOrTx, companyId: number) {
  return db
    .select({
      period: p.period,
      status: p.status,
      openedAt: p.openedAt,
      closedAt: p.closedAt,
      closedByName: u.name,
      voucherCount: sql<number>`(select count(*)::int from ${v} where ${v.companyId} = ${p.companyId} and ${v.period} = ${p.period})`,
      pendingCount: sql<number>`(select count(*)::int from ${v} where ${v.companyId} = ${p.companyId} and ${v.period} = ${p.period} and ${v.status} < 4)`,
    })
    .from(p)
    .leftJoin(u, eq(u.id, p.closedBy))
    .where(eq(p.companyId, companyId))
    .orderBy(desc(p.period));
}

export const periodKeys = async (db: DbOrTx, companyId: number) =>
  (await db.select({ period: p.period, status: p.status }).from(p).where(eq(p.companyId, companyId)).orderBy(asc(p.period)));

/** The period row locked for the close or re-open (FOR UPDATE: a second close waits, then sees it closed). */
export const lockPeriod = async (tx: Tx, companyId: number, period: string) =>
  (await tx.select().from(p).where(and(eq(p.companyId, companyId), eq(p.period, period))).for('update'))[0];

/**
 * Voucher numbering of the period locked too: a request saving a voucher into it holds its counter
 * row, so the close waits for it and then counts that voucher as pending.
 */
export const lockCounters = (tx: Tx, companyId: number, period: string) =>
  tx
    .select({ word: schema.acctVoucherCounters.word })
    .from(schema.acctVoucherCounters)
    .where(and(eq(schema.acctVoucherCounters.companyId, companyId), eq(schema.acctVoucherCounters.period, period)))
    .for('update');

export const previousPeriodRow = async (db: DbOrTx, companyId: number, period: string) =>
  (await db.select().from(p).where(and(eq(p.companyId, companyId), lt(p.period, period))).orderBy(desc(p.period)).limit(1))[0];

export const latestPeriod = async (db: DbOrTx, companyId: number) =>
  (await db.select().from(p).where(eq(p.companyId, companyId)).orderBy(desc(p.period)).limit(1))[0];

export const latestClosed = async (db: DbOrTx, companyId: number) =>
  (await db.select({ period: p.period }).from(p).where(and(eq(p.companyId, companyId), eq(p.status, 'closed'))).orderBy(desc(p.period)).limit(1))[0]?.period ?? null;

/** Inserts a period as open; false when it exists already (a concurrent open-next). */
export async function insertPeriod(db: DbOrTx, companyId: number, period: string): Promise<boolean> {
  const rows = await db.insert(p).values({ companyId, period }).onConflictDoNothing().returning({ period: p.period });
  return rows.length > 0;
}

export const periodRow = async (db: DbOrTx, companyId: number, period: string) =>
  (await db.select().from(p).where(and(eq(p.companyId, companyId), eq(p.period, period))))[0];

export async function setPeriodStatus(tx: Tx, companyId: number, period: string, status: 'open' | 'closed', userId: number) {
  await tx
    .update(p)
    .set(status === 'closed' ? { status, closedAt: new Date(), closedBy: userId } : { status, closedAt: null, closedBy: null })
    .where(and(eq(p.companyId, companyId), eq(p.period, period)));
}

export async function pendingVouchers(db: DbOrTx, companyId: number, period: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(v)
    .where(and(eq(v.companyId, companyId), eq(v.period, period), lt(v.status, 4)));
  return row?.n ?? 0;
}

export const voucherNumbers = (db: DbOrTx, companyId: number, period: string) =>
  db.select({ id: v.id, word: v.word, number: v.number }).from(v).where(and(eq(v.companyId, companyId), eq(v.period, period))).orderBy(asc(v.word), asc(v.number));

/** Close's renumbering: the one update of a posted voucher the trigger lets through (number only). */
export async function renumberVouchers(tx: Tx, moves: { id: number; to: number }[]) {
  if (moves.length === 0) return;
  await tx.execute(sql`select set_config('acct.renumber', 'on', true)`);
  for (const m of moves) await tx.update(v).set({ number: m.to }).where(eq(v.id, m.id));
  await tx.execute(sql`select set_config('acct.renumber', 'off', true)`);
}

/** The next number of a word in a period: past both the counter and the highest number used. */
export async function takeVoucherNumber(tx: Tx, companyId: number, period: string, word: string): Promise<number> {
  const c = schema.acctVoucherCounters;
  const rows = await tx.execute<{ number: number }>(sql`
    insert into ${c} (company_id, period, word, next)
    values (${companyId}, ${period}, ${word},
      (select coalesce(max(${v.number}), 0) + 2 from ${v} where ${v.companyId} = ${companyId} and ${v.period} = ${period} and ${v.word} = ${word}))
    on conflict (company_id, period, word) do update
      set next = greatest(${c.next}, excluded.next - 1) + 1
    returning next - 1 as number`);
  const n = [...rows][0]?.number;
  if (n === undefined) throw new Error('takeVoucherNumber: no number');
  return Number(n);
}

export const subjectIdsByCode = (db: DbOrTx, companyId: number, codes: string[]) =>
  codes.length === 0
    ? Promise.resolve([])
    : db.select({ id: schema.acctSubjects.id, code: schema.acctSubjects.code }).from(schema.acctSubjects).where(and(eq(schema.acctSubjects.companyId, companyId), inArray(schema.acctSubjects.code, codes)));

export interface GeneratedVoucher {
  companyId: number;
  period: string;
  word: string;
  number: number;
  voucherDate: string;
  source: 'closing' | 'reversal';
  sourceRef: string | null;
  reversalOf: number | null;
  remark: string;
  userId: number;
  lines: { summary: string; subjectId: number; debit: string; credit: string }[];
}

/** A generated voucher written as the triggers require (待修改, lines, then 已登账 at once) with its events. */
export async function writePostedVoucher(tx: Tx, g: GeneratedVoucher): Promise<number> {
  const [row] = await tx
    .insert(v)
    .values({
      companyId: g.companyId,
      period: g.period,
      word: g.word,
      number: g.number,
      voucherDate: g.voucherDate,
      source: g.source,
      sourceRef: g.sourceRef,
      reversalOf: g.reversalOf,
      remark: g.remark,
      makerId: g.userId,
    })
    .returning({ id: v.id });
  if (!row) throw new Error('writePostedVoucher: no row');
  await tx.insert(schema.acctVoucherLines).values(
    g.lines.map((line, i) => ({ companyId: g.companyId, voucherId: row.id, seq: i + 1, ...line })),
  );
  const now = new Date();
  await tx.update(v).set({ status: 4, auditorId: g.userId, auditedAt: now, posterId: g.userId, postedAt: now, updatedAt: now }).where(eq(v.id, row.id));
  await tx.insert(schema.acctVoucherEvents).values([
    { companyId: g.companyId, voucherId: row.id, action: 'save', fromStatus: null, toStatus: 1, actorId: g.userId },
    { companyId: g.companyId, voucherId: row.id, action: 'post', fromStatus: 1, toStatus: 4, actorId: g.userId, reason: g.remark },
  ]);
  return row.id;
}

export const voucherLinesWithCodes = (db: DbOrTx, voucherId: number) =>
  db
    .select({ summary: schema.acctVoucherLines.summary, subjectId: schema.acctVoucherLines.subjectId, debit: schema.acctVoucherLines.debit, credit: schema.acctVoucherLines.credit })
    .from(schema.acctVoucherLines)
    .where(eq(schema.acctVoucherLines.voucherId, voucherId))
    .orderBy(asc(schema.acctVoucherLines.seq));

export async function insertPeriodEvent(tx: Tx, row: typeof e.$inferInsert) {
  await tx.insert(e).values(row);
}

/** The period's close events, newest first (the last close's voucher is the one re-open reverses). */
export const closeEvents = (db: DbOrTx, companyId: number, period: string) =>
  db.select().from(e).where(and(eq(e.companyId, companyId), eq(e.period, period), eq(e.action, 'close'))).orderBy(desc(e.id));

export const periodEvents = (db: DbOrTx, companyId: number) =>
  db
    .select({ id: e.id, period: e.period, action: e.action, reason: e.reason, actorName: u.name, voucherId: e.voucherId, at: e.at })
    .from(e)
    .leftJoin(u, eq(u.id, e.actorId))
    .where(eq(e.companyId, companyId))
    .orderBy(desc(e.id))
    .limit(500);

export const laterClosed = async (db: DbOrTx, companyId: number, period: string) =>
  (await db.select({ period: p.period }).from(p).where(and(eq(p.companyId, companyId), gt(p.period, period), eq(p.status, 'closed'))).limit(1))[0];

/** After renumbering: each word's counter of the period back to one past its highest number. */
export async function resetCounters(tx: Tx, companyId: number, period: string) {
  const c = schema.acctVoucherCounters;
  await tx.execute(sql`
    update ${c} set next = coalesce((select max(${v.number}) from ${v}
      where ${v.companyId} = ${c.companyId} and ${v.period} = ${c.period} and ${v.word} = ${c.word}), 0) + 1
    where ${c.companyId} = ${companyId} and ${c.period} = ${period}`);
}

export const voucherHeader = async (db: DbOrTx, companyId: number, id: number) =>
  (await db.select({ word: v.word, voucherDate: v.voucherDate }).from(v).where(and(eq(v.companyId, companyId), eq(v.id, id))))[0];
