import { and, asc, desc, eq, like, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const b = schema.platformFeeBills;
const p = schema.platformFeePayments;
const c = schema.companies;

/** Whether the company is the platform's own (the root of the company tree). */
export async function isRootCompany(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ parentId: c.parentId }).from(c).where(eq(c.id, companyId));
  return row !== undefined && row.parentId === null;
}

export async function companyExists(db: DbOrTx, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: c.id }).from(c).where(and(eq(c.id, companyId), sql`${c.parentId} is not null`));
  return row !== undefined;
}

const paidOf = sql<string>`coalesce((select sum(${p.amount}) from ${p} where ${p.billId} = ${b.id}), 0)::numeric(14,2)::text`;

/** Bills with what is paid of each; `companyId` undefined = every tenant (the platform's view). */
export async function billsWithPaid(db: DbOrTx, companyId: number | undefined, year: number | undefined) {
  const where: SQL | undefined = and(
    companyId === undefined ? undefined : eq(b.companyId, companyId),
    year === undefined ? undefined : like(b.period, `${year}-%`),
  );
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
    .innerJoin(c, eq(c.id, b.companyId))
    .where(where)
    .orderBy(desc(b.period), asc(c.code), asc(b.id));
}

/** One bill with its paid total, only when it belongs to `companyId` (undefined = any tenant). */
export async function billWithPaid(db: DbOrTx, billId: number, companyId: number | undefined) {
  const [row] = await db
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
    .innerJoin(c, eq(c.id, b.companyId))
    .where(and(eq(b.id, billId), companyId === undefined ? undefined : eq(b.companyId, companyId)));
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
