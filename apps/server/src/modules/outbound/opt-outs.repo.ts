import { and, eq, ilike, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { pagedList } from '../records';

const o = schema.messageOptOuts;

export async function pageOptOuts(db: DbOrTx, companyId: number, f: { q?: string | undefined; page: number; size: number }) {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const where = and(eq(o.companyId, companyId), like ? or(ilike(o.address, like), ilike(o.reason, like)) : undefined);
  const { total, rows } = await pagedList(
    db,
    {
      table: o,
      where,
      sort: { column: o.id, order: 'desc' },
      tiebreak: o.id,
      lookups: (onPage) => ({ createdByName: sql<string | null>`(select u.name from users u where u.id = ${onPage(o.createdBy)})` }),
    },
    f.page,
    f.size,
  );
  return { total, rows: rows.map(({ createdByName, ...row }) => ({ row, createdByName })) };
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
