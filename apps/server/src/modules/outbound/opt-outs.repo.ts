import { and, count, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const o = schema.messageOptOuts;

export async function pageOptOuts(db: DbOrTx, companyId: number, f: { q?: string | undefined; page: number; size: number }) {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(eq(o.companyId, companyId), like ? or(ilike(o.address, like), ilike(o.reason, like)) : undefined);
  const [total] = await db.select({ n: count() }).from(o).where(where);
  const rows = await db
    .select({ row: o, createdByName: sql<string | null>`(select u.name from users u where u.id = ${o.createdBy})` })
    .from(o)
    .where(where)
    .orderBy(desc(o.id))
    .limit(f.size)
    .offset((f.page - 1) * f.size);
  return { total: total?.n ?? 0, rows };
}

export async function insertOptOut(db: DbOrTx, row: typeof o.$inferInsert) {
  const [saved] = await db.insert(o).values(row).returning();
  return saved!;
}

export async function deleteOptOut(db: DbOrTx, companyId: number, id: number) {
  return db.delete(o).where(and(eq(o.id, id), eq(o.companyId, companyId))).returning({ id: o.id });
}

/** Of these addresses, those on the company's list for the channel. */
export async function optedOut(db: DbOrTx, companyId: number, channel: string, addresses: string[]) {
  if (addresses.length === 0) return new Set<string>();
  const rows = await db
    .select({ address: o.address })
    .from(o)
    .where(and(eq(o.companyId, companyId), eq(o.channel, channel), sql`${o.address} = any(${sql.param(addresses)}::text[])`));
  return new Set(rows.map((r) => r.address));
}
