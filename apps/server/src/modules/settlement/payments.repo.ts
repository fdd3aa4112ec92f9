import { and, asc, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// Payments, their tenders and allocations (append-only): written once, read back for a reversal.

const p = schema.payments;
const t = schema.paymentTenders;
const al = schema.paymentAllocations;

export type PaymentInsert = typeof schema.payments.$inferInsert;
export type TenderDraft = { method: string; amount: string; accountId?: number | null | undefined; reference?: string | null | undefined };
export type AllocationInsert = Omit<typeof schema.paymentAllocations.$inferInsert, 'id' | 'paymentId' | 'companyId'>;

export async function insertPayment(tx: DbOrTx, row: PaymentInsert) {
  const [written] = await tx.insert(p).values(row).returning({ id: p.id });
  return written!.id;
}

export async function insertTenders(tx: DbOrTx, companyId: number, paymentId: number, tenders: readonly TenderDraft[]) {
  if (tenders.length === 0) return;
  await tx.insert(t).values(
    tenders.map((x, i) => ({ paymentId, seq: i + 1, companyId, method: x.method, amount: x.amount, accountId: x.accountId ?? null, reference: x.reference ?? null })),
  );
}

/** One statement: the ledger trigger moves (and locks, in line order) every line of it at once. */
export async function insertAllocations(tx: DbOrTx, companyId: number, paymentId: number, rows: readonly AllocationInsert[]) {
  if (rows.length === 0) return;
  await tx.insert(al).values(rows.map((r) => ({ ...r, companyId, paymentId })));
}

/** The payment of the company, locked so two reversals of it queue; with whether it is reversed. */
export async function lockPayment(tx: DbOrTx, companyId: number, paymentId: number) {
  const [row] = await tx
    .select()
    .from(p)
    .where(and(eq(p.id, paymentId), eq(p.companyId, companyId)))
    .for('update');
  if (!row) return undefined;
  const [reversal] = await tx.select({ id: p.id }).from(p).where(eq(p.reversalOf, paymentId));
  return { ...row, reversedBy: reversal?.id ?? null };
}

/** What a reversal copies negated: the tenders, allocations and account entries of a payment. */
export async function paymentParts(tx: DbOrTx, paymentId: number) {
  const en = schema.settleAccountEntries;
  const tenders = await tx.select().from(t).where(eq(t.paymentId, paymentId)).orderBy(asc(t.seq));
  const allocations = await tx.select().from(al).where(eq(al.paymentId, paymentId)).orderBy(asc(al.id));
  const entries = await tx.select().from(en).where(eq(en.paymentId, paymentId)).orderBy(asc(en.id));
  return { tenders, allocations, entries };
}

export async function receiptOf(tx: DbOrTx, paymentId: number) {
  const r = schema.receipts;
  const [row] = await tx.select({ id: r.id }).from(r).where(eq(r.paymentId, paymentId));
  return row;
}

export async function insertVoid(tx: DbOrTx, row: typeof schema.receiptVoids.$inferInsert) {
  await tx.insert(schema.receiptVoids).values(row);
}
