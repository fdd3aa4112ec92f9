import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// Vouchers, their lines, numbers and events: the only file writing acct_vouchers,
// acct_voucher_lines, acct_voucher_counters and acct_voucher_events.

const v = schema.acctVouchers;
const l = schema.acctVoucherLines;
const e = schema.acctVoucherEvents;
const s = schema.acctSubjects;
const u = schema.users;

export type VoucherRecord = typeof v.$inferSelect;
export type NewVoucher = Omit<typeof v.$inferInsert, 'id' | 'status' | 'totalDebit' | 'totalCredit'>;
export type NewLine = Omit<typeof l.$inferInsert, 'id' | 'voucherId' | 'companyId'>;

/** The voucher, locked until the transaction ends: concurrent transitions of one voucher queue here. */
export async function lockVoucher(tx: DbOrTx, companyId: number, id: number): Promise<VoucherRecord | undefined> {
  const [row] = await tx
    .select()
    .from(v)
    .where(and(eq(v.id, id), eq(v.companyId, companyId)))
    .for('update');
  return row;
}

export async function voucherById(db: DbOrTx, companyId: number, id: number): Promise<VoucherRecord | undefined> {
  const [row] = await db
    .select()
    .from(v)
    .where(and(eq(v.id, id), eq(v.companyId, companyId)));
  return row;
}

export function vouchersByIds(db: DbOrTx, companyId: number, ids: number[]): Promise<VoucherRecord[]> {
  return db
    .select()
    .from(v)
    .where(and(eq(v.companyId, companyId), inArray(v.id, ids)));
}

/**
 * The next number of the company's period and word, taken in the caller's transaction: the
 * counter row stays locked until it commits, and a rollback gives the number back (gapless).
 */
export async function takeNumber(tx: DbOrTx, companyId: number, period: string, word: string): Promise<number> {
  const c = schema.acctVoucherCounters;
  const [row] = await tx
    .insert(c)
    .values({ companyId, period, word, next: 2 })
    .onConflictDoUpdate({ target: [c.companyId, c.period, c.word], set: { next: sql`${c.next} + 1` } })
    .returning({ next: c.next });
  return row!.next - 1;
}

/** Inserts a voucher as 待修改 (the trigger refuses any other start). */
export async function insertVoucher(tx: DbOrTx, values: NewVoucher): Promise<number> {
  const [row] = await tx
    .insert(v)
    .values({ ...values, status: 1 })
    .returning({ id: v.id });
  return row!.id;
}

export async function insertLines(tx: DbOrTx, companyId: number, voucherId: number, lines: NewLine[]): Promise<void> {
  if (lines.length) await tx.insert(l).values(lines.map((line) => ({ ...line, companyId, voucherId })));
}

export async function deleteLines(tx: DbOrTx, voucherId: number): Promise<void> {
  await tx.delete(l).where(eq(l.voucherId, voucherId));
}

export async function updateVoucher(tx: DbOrTx, id: number, patch: Partial<typeof v.$inferInsert>): Promise<void> {
  await tx
    .update(v)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(v.id, id));
}

export async function deleteVoucher(tx: DbOrTx, id: number): Promise<void> {
  await tx.delete(v).where(eq(v.id, id));
}

export async function insertEvent(tx: DbOrTx, event: Omit<typeof e.$inferInsert, 'id' | 'at'>): Promise<void> {
  await tx.insert(e).values(event);
}

/** A line as stored, with its subject's code (joined as `s`). */
const storedLine = {
  seq: l.seq,
  summary: l.summary,
  subjectId: l.subjectId,
  subjectCode: s.code,
  debit: l.debit,
  credit: l.credit,
  estateId: l.estateId,
  houseId: l.houseId,
  customerName: l.customerName,
};

/** The lines as stored, with their subject's code (for the rules and for reversal). */
export function linesOf(db: DbOrTx, voucherId: number) {
  return db
    .select(storedLine)
    .from(l)
    .innerJoin(s, eq(s.id, l.subjectId))
    .where(eq(l.voucherId, voucherId))
    .orderBy(asc(l.seq));
}

/** Lines as answered: subject, estate and house names. */
export function answerLines(db: DbOrTx, voucherIds: number[]) {
  const es = schema.estates;
  const h = schema.houses;
  return db
    .select({
      id: l.id,
      voucherId: l.voucherId,
      ...storedLine,
      estateName: sql<string | null>`(select ${es.name} from ${es} where ${es.id} = ${l.estateId})`,
      houseName: sql<string | null>`(select ${h.name} from ${h} where ${h.id} = ${l.houseId})`,
    })
    .from(l)
    .innerJoin(s, eq(s.id, l.subjectId))
    .where(inArray(l.voucherId, voucherIds))
    .orderBy(asc(l.voucherId), asc(l.seq));
}

export function eventsOf(db: DbOrTx, voucherId: number) {
  return db
    .select({
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      reason: e.reason,
      actorName: u.name,
      at: e.at,
    })
    .from(e)
    .leftJoin(u, eq(u.id, e.actorId))
    .where(eq(e.voucherId, voucherId))
    .orderBy(asc(e.id));
}

/** The red voucher reversing `id`, if any. */
export async function reversalOf(db: DbOrTx, id: number): Promise<VoucherRecord | undefined> {
  const [row] = await db.select().from(v).where(eq(v.reversalOf, id));
  return row;
}

export async function userNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.select({ id: u.id, name: u.name }).from(u).where(inArray(u.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Estates and houses of the company among the ids (the aux of lines must be the company's). */
export async function auxInScope(db: DbOrTx, companyId: number, estateIds: number[], houseIds: number[]) {
  const es = schema.estates;
  const h = schema.houses;
  const estates = estateIds.length
    ? await db
        .select({ id: es.id })
        .from(es)
        .where(and(eq(es.companyId, companyId), inArray(es.id, estateIds), sql`${es.deletedAt} is null`))
    : [];
  const houses = houseIds.length
    ? await db
        .select({ id: h.id, estateId: h.estateId })
        .from(h)
        .where(and(eq(h.companyId, companyId), inArray(h.id, houseIds), sql`${h.deletedAt} is null`))
    : [];
  return { estates: new Set(estates.map((r) => r.id)), houses: new Map(houses.map((r) => [r.id, r.estateId])) };
}
