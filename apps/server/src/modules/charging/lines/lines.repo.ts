import { and, asc, count, desc, eq, gt, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// Bill lines (应收): the list with its sums, the audit's locked reads and moves, events, reversal
// and draft writes. A released line is never updated here (the database refuses it anyway).

const l = schema.billLines;
const o = schema.billLineOpen;
const h = schema.houses;

export interface LineFilter {
  estateId?: number | undefined;
  q?: string | undefined;
  status?: 'pending_calc' | 'pending_audit' | 'audited' | 'released' | 'paid' | undefined;
  period?: string | undefined;
  buildingId?: number | undefined;
  houseId?: number | undefined;
  itemId?: number | undefined;
  runId?: number | undefined;
}

const hasOpen = sql`exists (select 1 from bill_line_open x where x.line_id = ${l.id})`;

export function lineWhere(companyId: number, f: LineFilter): SQL | undefined {
  const status =
    f.status === 'paid'
      ? and(eq(l.status, 'released'), sql`not ${hasOpen}`)
      : f.status === 'released'
        ? and(eq(l.status, 'released'), hasOpen)
        : f.status
          ? eq(l.status, f.status)
          : undefined;
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    eq(l.companyId, companyId),
    status,
    f.estateId ? eq(l.estateId, f.estateId) : undefined,
    f.period ? eq(l.period, f.period) : undefined,
    f.houseId ? eq(l.houseId, f.houseId) : undefined,
    f.itemId ? eq(l.itemId, f.itemId) : undefined,
    f.runId ? eq(l.runId, f.runId) : undefined,
    f.buildingId ? sql`${l.houseId} in (select id from houses where building_id = ${f.buildingId})` : undefined,
    like ? sql`${l.houseId} in (select id from houses where company_id = ${companyId} and (code ilike ${like} or name ilike ${like}))` : undefined,
  );
}

function rowSelect(tx: DbOrTx) {
  return tx
    .select({
      line: l,
      houseCode: h.code,
      houseName: h.name,
      itemName: schema.chargeItems.name,
      open: o.open,
      auditedByName: sql<string | null>`(select name from users u where u.id = ${l.auditedBy})`,
      targetName: sql<string | null>`case ${l.targetType}
        when 'meter' then (select code from meters m where m.id = ${l.targetId})
        when 'parking' then (select code from parking_lots p where p.id = ${l.targetId})
        when 'share' then (select name from share_rules r where r.id = ${l.targetId})
        when 'service' then coalesce((select number from work_orders w where w.id = ${l.workOrderId}), (select order_no from dispatches d where d.id = ${l.targetId}))
        else null end`,
    })
    .from(l)
    .innerJoin(h, eq(h.id, l.houseId))
    .innerJoin(schema.chargeItems, eq(schema.chargeItems.id, l.itemId))
    .leftJoin(o, eq(o.lineId, l.id));
}
export type LineRowData = Awaited<ReturnType<typeof lineRows>>[number];

export async function lineRows(tx: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return rowSelect(tx).where(and(eq(l.companyId, companyId), inArray(l.id, ids))).orderBy(asc(l.id));
}

export async function pageLines(tx: DbOrTx, companyId: number, f: LineFilter, page: number, size: number) {
  const where = lineWhere(companyId, f);
  const [sums] = await tx
    .select({
      total: count(),
      sumNet: sql<string>`coalesce(sum(${l.net}), 0)::numeric(14,2)::text`,
      sumOpen: sql<string>`coalesce(sum((select x.open from bill_line_open x where x.line_id = ${l.id})), 0)::numeric(14,2)::text`,
    })
    .from(l)
    .where(where);
  const rows = await rowSelect(tx)
    .where(where)
    // houses by their code in natural order (101 before 1002: houses.code_sort)
    .orderBy(desc(l.period), asc(h.codeSort), asc(l.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total: sums?.total ?? 0, sumNet: sums?.sumNet ?? '0.00', sumOpen: sums?.sumOpen ?? '0.00', rows };
}

/** Export batches: the filter's lines after `afterId`, by id. */
export async function linesAfter(tx: DbOrTx, companyId: number, f: LineFilter, afterId: number, size: number) {
  return rowSelect(tx).where(and(lineWhere(companyId, f), gt(l.id, afterId))).orderBy(asc(l.id)).limit(size);
}

/** Ids of the filter's lines in a stored status. */
export async function idsMatching(tx: DbOrTx, companyId: number, f: LineFilter, status: string) {
  const rows = await tx.select({ id: l.id }).from(l).where(and(lineWhere(companyId, f), eq(l.status, status))).orderBy(asc(l.id));
  return rows.map((row) => row.id);
}

/** The lines, locked (FOR UPDATE, by id so concurrent movers queue instead of deadlocking), with their house code. */
export async function lockLines(tx: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ line: l, houseCode: h.code })
    .from(l)
    .innerJoin(h, eq(h.id, l.houseId))
    .where(and(eq(l.companyId, companyId), inArray(l.id, ids)))
    .orderBy(asc(l.id))
    .for('update', { of: l });
}
export type LockedLine = Awaited<ReturnType<typeof lockLines>>[number];

export async function updateLines(tx: DbOrTx, ids: number[], patch: Partial<typeof l.$inferInsert>) {
  if (ids.length === 0) return;
  await tx.update(l).set({ ...patch, updatedAt: sql`now()` }).where(inArray(l.id, ids));
}

export async function updateLine(tx: DbOrTx, id: number, patch: Partial<typeof l.$inferInsert>) {
  await tx.update(l).set({ ...patch, updatedAt: sql`now()` }).where(eq(l.id, id));
}

export interface LineEventValues {
  companyId: number;
  lineId: number;
  action: string;
  fromStatus: string | null;
  toStatus: string | null;
  note: string | null;
  by: number | null;
}

export async function insertEvents(tx: DbOrTx, events: LineEventValues[]) {
  for (let i = 0; i < events.length; i += 5000) await tx.insert(schema.billLineEvents).values(events.slice(i, i + 5000));
}

export async function lineEvents(tx: DbOrTx, companyId: number, lineId: number) {
  const e = schema.billLineEvents;
  return tx
    .select({
      id: e.id,
      action: e.action,
      fromStatus: e.fromStatus,
      toStatus: e.toStatus,
      note: e.note,
      byName: sql<string | null>`(select name from users u where u.id = ${e.by})`,
      at: e.at,
    })
    .from(e)
    .where(and(eq(e.companyId, companyId), eq(e.lineId, lineId)))
    .orderBy(asc(e.at), asc(e.id));
}

export async function lineExists(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx.select({ id: l.id }).from(l).where(and(eq(l.id, id), eq(l.companyId, companyId)));
  return row !== undefined;
}

export async function deleteLine(tx: DbOrTx, id: number) {
  await tx.delete(l).where(eq(l.id, id));
}

/** The open part of a released line, locked; undefined when nothing is open (paid). */
export async function lockOpen(tx: DbOrTx, lineId: number) {
  const [row] = await tx.select({ open: o.open }).from(o).where(eq(o.lineId, lineId)).for('update');
  return row?.open;
}

export async function reversalOf(tx: DbOrTx, lineId: number) {
  const [row] = await tx.select({ id: l.id }).from(l).where(eq(l.reversalOf, lineId));
  return row?.id;
}

export async function insertLine(tx: DbOrTx, values: typeof l.$inferInsert) {
  const [row] = await tx.insert(l).values(values).returning({ id: l.id });
  return row!.id;
}

export async function standardRounding(tx: DbOrTx, standardId: number | null) {
  if (standardId === null) return undefined;
  const [row] = await tx.select({ rounding: schema.chargeStandards.rounding }).from(schema.chargeStandards).where(eq(schema.chargeStandards.id, standardId));
  return row?.rounding;
}

/** The binding a line was billed from (open in its period), for a recompute. */
export async function bindingOfLine(tx: DbOrTx, line: { companyId: number; houseId: number; itemId: number; targetType: string; targetId: number | null; periodFrom: string; periodTo: string }) {
  const b = schema.chargeBindings;
  const [row] = await tx
    .select({ houseId: b.houseId, targetType: b.targetType, targetId: b.targetId, itemId: b.itemId, standardCode: b.standardCode, startDate: b.startDate, endDate: b.endDate, quantity: b.quantity })
    .from(b)
    .where(
      and(
        eq(b.companyId, line.companyId),
        eq(b.houseId, line.houseId),
        eq(b.itemId, line.itemId),
        eq(b.targetType, line.targetType),
        line.targetId === null ? isNull(b.targetId) : eq(b.targetId, line.targetId),
        sql`${b.startDate} <= ${line.periodTo}`,
        sql`(${b.endDate} is null or ${b.endDate} >= ${line.periodFrom})`,
      ),
    )
    .orderBy(desc(b.startDate))
    .limit(1);
  return row;
}

/** The company's live house with its estate (a hand-entered line). */
export async function houseOf(tx: DbOrTx, companyId: number, houseId: number) {
  const [row] = await tx
    .select({ id: h.id, estateId: h.estateId })
    .from(h)
    .where(and(eq(h.id, houseId), eq(h.companyId, companyId), isNull(h.deletedAt)));
  return row;
}
