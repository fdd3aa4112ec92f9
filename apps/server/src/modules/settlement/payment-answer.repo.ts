import { and, asc, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// Reads of one payment as its answer shows it: names of its estate, house, cashier, items and
// accounts; its receipt with void and prints.

const p = schema.payments;

export async function paymentHeader(db: DbOrTx, companyId: number, paymentId: number) {
  const e = schema.estates;
  const h = schema.houses;
  const u = schema.users;
  const [row] = await db
    .select({
      payment: p,
      estateName: e.name,
      houseCode: h.code,
      houseName: h.name,
      cashierName: u.name,
      reversedBy: sql<number | null>`(select r.id from payments r where r.reversal_of = ${p.id})`,
    })
    .from(p)
    .innerJoin(e, eq(e.id, p.estateId))
    .leftJoin(h, eq(h.id, p.houseId))
    .leftJoin(u, eq(u.id, p.cashierId))
    .where(and(eq(p.id, paymentId), eq(p.companyId, companyId)));
  return row;
}

export async function paymentReceipt(db: DbOrTx, paymentId: number) {
  const r = schema.receipts;
  const v = schema.receiptVoids;
  const [row] = await db
    .select({
      id: r.id,
      number: r.number,
      voidReason: v.reason,
      prints: sql<number>`(select count(*)::int from receipt_prints x where x.receipt_id = ${r.id})`,
    })
    .from(r)
    .leftJoin(v, eq(v.receiptId, r.id))
    .where(eq(r.paymentId, paymentId));
  return row;
}

export async function paymentTenders(db: DbOrTx, paymentId: number) {
  const t = schema.paymentTenders;
  const c = schema.chargeAccounts;
  return db
    .select({ method: t.method, amount: t.amount, accountName: c.name, reference: t.reference })
    .from(t)
    .leftJoin(c, eq(c.id, t.accountId))
    .where(eq(t.paymentId, paymentId))
    .orderBy(asc(t.seq));
}

export async function paymentAllocations(db: DbOrTx, paymentId: number) {
  const a = schema.paymentAllocations;
  const l = schema.billLines;
  const i = schema.chargeItems;
  return db
    .select({ lineId: a.lineId, itemName: i.name, period: l.period, principal: a.principal, lateFee: a.lateFee, lateDays: a.lateDays, source: a.source })
    .from(a)
    .innerJoin(l, eq(l.id, a.lineId))
    .innerJoin(i, eq(i.id, a.itemId))
    .where(eq(a.paymentId, paymentId))
    .orderBy(asc(a.id));
}

export async function paymentEntries(db: DbOrTx, paymentId: number) {
  const en = schema.settleAccountEntries;
  const a = schema.settleAccounts;
  const i = schema.chargeItems;
  return db
    .select({ kind: a.kind, itemName: i.name, amount: en.amount, balanceAfter: en.balanceAfter, summary: en.summary })
    .from(en)
    .innerJoin(a, eq(a.id, en.accountId))
    .leftJoin(i, eq(i.id, a.itemId))
    .where(eq(en.paymentId, paymentId))
    .orderBy(asc(en.id));
}
