import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// Vouchers made by a generator (depreciation, disposal, charging): numbered from the company's
// counter in the writing transaction, inserted as 待修改 with their lines, then moved to 待审核 —
// the order the ledger triggers require (voucher_ledger.sql: a voucher starts as a draft, lines
// change only on a draft, leaving the draft needs balanced lines).

const v = schema.acctVouchers;
const l = schema.acctVoucherLines;
const s = schema.acctSubjects;

export interface BookInfo {
  chart: 'small' | 'enterprise';
  wordMode: 'single' | 'split';
  startPeriod: string;
}

/** The company's book, locked for the transaction when `lock` (serialises generators of one company). */
export async function bookOf(tx: DbOrTx, companyId: number, lock = false): Promise<BookInfo | undefined> {
  const q = tx
    .select({ chart: schema.acctBooks.chart, wordMode: schema.acctBooks.wordMode, startPeriod: schema.acctBooks.startPeriod })
    .from(schema.acctBooks)
    .where(eq(schema.acctBooks.companyId, companyId));
  const [row] = lock ? await q.for('update') : await q;
  return row as BookInfo | undefined;
}

/** open | closed, or undefined when the period was never opened. */
export async function periodStatus(tx: DbOrTx, companyId: number, period: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ status: schema.acctPeriods.status })
    .from(schema.acctPeriods)
    .where(and(eq(schema.acctPeriods.companyId, companyId), eq(schema.acctPeriods.period, period)));
  return row?.status;
}

/** The first open period from `month` on, if any. */
export async function firstOpenPeriodFrom(tx: DbOrTx, companyId: number, month: string): Promise<string | undefined> {
  const [row] = await tx
    .select({ period: schema.acctPeriods.period })
    .from(schema.acctPeriods)
    .where(and(eq(schema.acctPeriods.companyId, companyId), eq(schema.acctPeriods.status, 'open'), gte(schema.acctPeriods.period, month)))
    .orderBy(asc(schema.acctPeriods.period))
    .limit(1);
  return row?.period;
}

/** Subjects of the company by code, with whether each is a leaf (takes lines) and active. */
export async function subjectsByCode(tx: DbOrTx, companyId: number, codes: readonly string[]) {
  if (codes.length === 0) return new Map<string, { id: number; name: string; leaf: boolean; active: boolean }>();
  const rows = await tx
    .select({
      id: s.id,
      code: s.code,
      name: s.name,
      active: s.active,
      leaf: sql<boolean>`not exists (select 1 from acct_subjects child where child.parent_id = "acct_subjects"."id")`,
    })
    .from(s)
    .where(and(eq(s.companyId, companyId), inArray(s.code, [...new Set(codes)])));
  return new Map(rows.map((r) => [r.code, { id: r.id, name: r.name, leaf: r.leaf, active: r.active }]));
}

export interface GeneratedLineRow {
  summary: string;
  subjectId: number;
  debit: string;
  credit: string;
  estateId?: number | null;
  houseId?: number | null;
}

export interface GeneratedVoucherInput {
  companyId: number;
  period: string;
  word: '记' | '收' | '付' | '转';
  voucherDate: string;
  source: 'charging' | 'depreciation';
  sourceRef: string;
  makerId: number;
  remark: string | null;
  attachments?: number;
  lines: readonly GeneratedLineRow[];
}

/** Writes one voucher with its lines and submits it (待审核); answers its id and number. */
export async function writeGeneratedVoucher(tx: DbOrTx, input: GeneratedVoucherInput): Promise<{ id: number; number: number }> {
  const [counter] = await tx
    .insert(schema.acctVoucherCounters)
    .values({ companyId: input.companyId, period: input.period, word: input.word, next: 2 })
    .onConflictDoUpdate({
      target: [schema.acctVoucherCounters.companyId, schema.acctVoucherCounters.period, schema.acctVoucherCounters.word],
      set: { next: sql`${schema.acctVoucherCounters.next} + 1` },
    })
    .returning({ number: sql<number>`(${schema.acctVoucherCounters.next} - 1)::int` });
  const number = counter!.number;
  const [voucher] = await tx
    .insert(v)
    .values({
      companyId: input.companyId,
      period: input.period,
      word: input.word,
      number,
      voucherDate: input.voucherDate,
      status: 1,
      attachments: input.attachments ?? 0,
      source: input.source,
      sourceRef: input.sourceRef,
      remark: input.remark,
      makerId: input.makerId,
    })
    .returning({ id: v.id });
  const id = voucher!.id;
  await tx.insert(l).values(
    input.lines.map((line, i) => ({
      companyId: input.companyId,
      voucherId: id,
      seq: i + 1,
      summary: line.summary,
      subjectId: line.subjectId,
      debit: line.debit,
      credit: line.credit,
      estateId: line.estateId ?? null,
      houseId: line.houseId ?? null,
    })),
  );
  await tx.update(v).set({ status: 2, updatedAt: new Date() }).where(eq(v.id, id));
  await tx.insert(schema.acctVoucherEvents).values([
    { companyId: input.companyId, voucherId: id, action: 'save', fromStatus: null, toStatus: 1, actorId: input.makerId },
    { companyId: input.companyId, voucherId: id, action: 'submit', fromStatus: 1, toStatus: 2, actorId: input.makerId },
  ]);
  return { id, number };
}

/** A voucher of the company with its lines (subject code and name), or undefined. */
export async function voucherWithLines(tx: DbOrTx, companyId: number, voucherId: number) {
  const [header] = await tx
    .select({
      id: v.id,
      period: v.period,
      word: v.word,
      // Generated vouchers are written numbered and submitted at once: never 暂存.
      number: sql<number>`${v.number}`,
      status: v.status,
      voucherDate: v.voucherDate,
      source: v.source,
      sourceRef: v.sourceRef,
      total: sql<string>`${v.totalDebit}::text`,
    })
    .from(v)
    .where(and(eq(v.companyId, companyId), eq(v.id, voucherId)));
  if (!header) return undefined;
  const lines = await tx
    .select({
      summary: l.summary,
      subjectCode: s.code,
      subjectName: s.name,
      debit: sql<string>`${l.debit}::text`,
      credit: sql<string>`${l.credit}::text`,
    })
    .from(l)
    .innerJoin(s, eq(s.id, l.subjectId))
    .where(eq(l.voucherId, voucherId))
    .orderBy(asc(l.seq));
  return { ...header, lines };
}

/** A voucher's sourceRef (undefined when not the company's or none). */
export async function voucherSourceRef(tx: DbOrTx, companyId: number, voucherId: number): Promise<string | undefined> {
  const [row] = await tx.select({ ref: v.sourceRef }).from(v).where(and(eq(v.companyId, companyId), eq(v.id, voucherId)));
  return row?.ref ?? undefined;
}
