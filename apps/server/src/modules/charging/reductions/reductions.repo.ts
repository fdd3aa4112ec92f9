import { and, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { houseLookups, newestFirst, pagedList } from '../../records/index';

// 减免: reduction requests and decisions.

const r = schema.reductions;
const l = schema.billLines;

export async function lineHasReductions(tx: DbOrTx, lineId: number) {
  const [row] = await tx.select({ id: r.id }).from(r).where(eq(r.lineId, lineId)).limit(1);
  return row !== undefined;
}

/**
 * What other reductions of a line still hold back: pending requests, and approved ones whose
 * adjustment line is not released yet (a released adjustment has lowered the open part already;
 * a reduction approved before release has lowered the net already).
 */
export async function heldBack(tx: DbOrTx, lineId: number, exceptId?: number) {
  const [row] = await tx
    .select({ sum: sql<string>`coalesce(sum(${r.amount}), 0)::text` })
    .from(r)
    .where(
      and(
        eq(r.lineId, lineId),
        exceptId ? sql`${r.id} <> ${exceptId}` : undefined,
        sql`(${r.state} = 'pending' or (${r.state} = 'approved' and exists (select 1 from bill_lines a where a.id = ${r.adjustmentLineId} and a.released_at is null)))`,
      ),
    );
  return row?.sum ?? '0';
}

export async function insertReduction(tx: DbOrTx, values: typeof r.$inferInsert) {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id });
  return row!.id;
}

export async function lockReduction(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx.select().from(r).where(and(eq(r.id, id), eq(r.companyId, companyId))).for('update');
  return row;
}

export async function setReduction(tx: DbOrTx, id: number, patch: Partial<typeof r.$inferInsert>) {
  await tx.update(r).set(patch).where(eq(r.id, id));
}

function rowSelect(tx: DbOrTx) {
  return tx
    .select({
      reduction: r,
      houseCode: schema.houses.code,
      houseName: schema.houses.name,
      itemName: sql<string>`(select name from charge_items i where i.id = ${l.itemId})`,
      period: l.period,
      lineNet: l.net,
      requestedByName: sql<string | null>`(select name from users u where u.id = ${r.requestedBy})`,
      approvedByName: sql<string | null>`(select name from users u where u.id = ${r.approvedBy})`,
    })
    .from(r)
    .innerJoin(l, eq(l.id, r.lineId))
    .innerJoin(schema.houses, eq(schema.houses.id, r.houseId));
}
export type ReductionRowData = Awaited<ReturnType<typeof findReduction>>;

export async function findReduction(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await rowSelect(tx).where(and(eq(r.id, id), eq(r.companyId, companyId)));
  return row;
}

export async function pageReductions(tx: DbOrTx, companyId: number, q: { estateId?: number | undefined; state?: string | undefined; houseId?: number | undefined; q?: string | undefined; page: number; size: number }) {
  const like = q.q ? `%${q.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const h = schema.houses;
  const where = and(
    eq(r.companyId, companyId),
    q.state ? eq(r.state, q.state) : undefined,
    q.houseId ? eq(r.houseId, q.houseId) : undefined,
    q.estateId ? sql`${r.lineId} in (select ${l.id} from ${l} where ${l.estateId} = ${q.estateId})` : undefined,
    like ? sql`(${r.houseId} in (select ${h.id} from ${h} where ${h.code} ilike ${like} or ${h.name} ilike ${like}) or ${r.reason} ilike ${like})` : undefined,
  );
  // A reduction's line is never deleted (a line with reductions is refused) and houses only soft-deleted: the
  // look-ups find what the detail's joins find.
  const { total, rows } = await pagedList(
    tx,
    {
      table: r,
      where,
      ...newestFirst(r.requestedAt, r.id),
      lookups: (onPage) => ({
        ...houseLookups(onPage(r.houseId)),
        itemName: sql<string>`(select i.name from charge_items i where i.id = (select ${l.itemId} from ${l} where ${l.id} = ${onPage(r.lineId)}))`,
        period: sql<string>`(select ${l.period} from ${l} where ${l.id} = ${onPage(r.lineId)})`,
        lineNet: sql<string>`(select ${l.net} from ${l} where ${l.id} = ${onPage(r.lineId)})`,
        requestedByName: sql<string | null>`(select name from users u where u.id = ${onPage(r.requestedBy)})`,
        approvedByName: sql<string | null>`(select name from users u where u.id = ${onPage(r.approvedBy)})`,
      }),
    },
    q.page,
    q.size,
  );
  return {
    total,
    rows: rows.map(({ houseCode, houseName, itemName, period, lineNet, requestedByName, approvedByName, ...reduction }) => ({
      reduction,
      houseCode,
      houseName,
      itemName,
      period,
      lineNet,
      requestedByName,
      approvedByName,
    })),
  };
}
