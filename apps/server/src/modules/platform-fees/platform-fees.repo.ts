import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const b = schema.platformFeeBills;
const p = schema.platformFeePayments;
const c = schema.companies;
/** A tenant company: every company but the platform's own, the root of the tree. */
const isTenant = sql`${c.parentId} is not null`;

/** Whether the company is the platform's own (the root of the company tree). */
export async function isRootCompany(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ parentId: c.parentId }).from(c).where(eq(c.id, companyId));
  return row !== undefined && row.parentId === null;
}

/** Every tenant company (not the root), for the platform's pickers. */
export async function tenantCompanies(db: DbOrTx) {
  return db
    .select({ id: c.id, name: c.name, disabled: c.disabled })
    .from(c)
    .where(isTenant)
    .orderBy(asc(c.code), asc(c.id));
}

/** One tenant company (undefined for the root or an unknown id). */
export async function tenantCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({ id: c.id, disabled: c.disabled })
    .from(c)
    .where(and(eq(c.id, companyId), isTenant));
  return row;
}

const hc = schema.houseCounts;

/**
 * The active tenant companies a billing run bills (all, or the one given), in id order, with their
 * level and live houses now (house_counts, kept exact by triggers in each writing transaction).
 */
export async function companiesToBill(db: DbOrTx, companyId: number | undefined) {
  return db
    .select({
      id: c.id,
      level: c.level,
      // The outer row named in full: Drizzle writes a one-table select's columns unqualified.
      houses: sql<number>`(select coalesce(sum(hc.live), 0)::int from ${hc} hc where hc.company_id = "companies".id)`,
    })
    .from(c)
    .where(and(isTenant, eq(c.disabled, false), companyId === undefined ? undefined : eq(c.id, companyId)))
    .orderBy(asc(c.id));
}

export type NewBill = typeof b.$inferInsert;

/**
 * Inserts the bills, each only if its company has none for the month yet (the unique
 * (company_id, period) constraint: a concurrent run's uncommitted bill makes this one wait, then
 * skip). Returns the bills written. Rows go in company order so concurrent runs queue, not deadlock.
 */
export async function insertBillsOnce(tx: DbOrTx, bills: NewBill[]) {
  if (bills.length === 0) return [];
  return tx
    .insert(b)
    .values(bills)
    .onConflictDoNothing({ target: [b.companyId, b.period] })
    .returning({ id: b.id, companyId: b.companyId, amount: b.amount });
}

const paidOf = sql<string>`coalesce((select sum(${p.amount}) from ${p} where ${p.billId} = ${b.id}), 0)::numeric(14,2)::text`;

/** A bill with its tenant's name and what is paid of it. */
function billRows(db: DbOrTx) {
  return db
    .select({
      id: b.id,
      companyId: b.companyId,
      companyName: c.name,
      period: b.period,
      houses: b.houses,
      flatFee: b.flatFee,
      perHouseFee: b.perHouseFee,
      amount: b.amount,
      dueDate: b.dueDate,
      paid: paidOf,
    })
    .from(b)
    .innerJoin(c, eq(c.id, b.companyId));
}

/** Bills with what is paid of each; `companyId` undefined = every tenant (the platform's view). */
export async function billsWithPaid(db: DbOrTx, companyId: number | undefined, year: number | undefined) {
  const where: SQL | undefined = and(
    companyId === undefined ? undefined : eq(b.companyId, companyId),
    year === undefined ? undefined : like(b.period, `${year}-%`),
  );
  return billRows(db).where(where).orderBy(desc(b.period), asc(c.code), asc(b.id));
}

/** One bill with its paid total, only when it belongs to `companyId` (undefined = any tenant). */
export async function billWithPaid(db: DbOrTx, billId: number, companyId: number | undefined) {
  const [row] = await billRows(db).where(
    and(eq(b.id, billId), companyId === undefined ? undefined : eq(b.companyId, companyId)),
  );
  return row;
}

/** Locks the bill row (concurrent payments of one bill queue here), scoped to the company. */
export async function lockBill(tx: DbOrTx, billId: number, companyId: number) {
  const [row] = await tx
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id, billId), eq(b.companyId, companyId)))
    .for('update');
  return row;
}

export async function insertPayment(
  tx: DbOrTx,
  values: { billId: number; companyId: number; amount: string; method: string; reference: string; paidBy: number },
) {
  await tx.insert(p).values(values);
}

export async function paymentsOf(db: DbOrTx, billId: number) {
  const u = schema.users;
  return db
    .select({
      id: p.id,
      billId: p.billId,
      amount: p.amount,
      method: p.method,
      reference: p.reference,
      paidByName: sql<string>`coalesce(${u.name}, '')`,
      paidAt: p.paidAt,
    })
    .from(p)
    .leftJoin(u, eq(u.id, p.paidBy))
    .where(eq(p.billId, billId))
    .orderBy(asc(p.paidAt), asc(p.id));
}
