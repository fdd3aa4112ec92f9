import { and, asc, count, eq, gt, inArray, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pgArray, schema, type DbOrTx } from '@pm/db';
import { newestFirst, pagedList } from '../../records/index';
import type { BindingFacts, HouseFacts, NewLine, ReadingFacts, StandardFacts } from './compute-lines';

// Bill runs (计费作业): the run rows, the houses of a run's scope in batches, what a batch needs to
// compute its lines, and the lines' idempotent insert (ON CONFLICT … DO NOTHING, skipped counted).

const r = schema.billRuns;
const h = schema.houses;

export interface RunScope {
  buildingIds?: number[];
  houseIds?: number[];
  itemIds?: number[];
  shareRuleId?: number;
  dispatchIds?: number[];
  workOrderIds?: number[];
  serviceItemId?: number;
}
export type RunRow = typeof r.$inferSelect;

/** The caller's live estate, locked so two runs of one estate start one after the other. */
export async function lockEstate(tx: DbOrTx, companyId: number, estateId: number) {
  const [row] = await tx
    .select({ id: schema.estates.id, name: schema.estates.name, chargeArea: schema.estates.chargeArea })
    .from(schema.estates)
    .where(and(eq(schema.estates.id, estateId), eq(schema.estates.companyId, companyId), isNull(schema.estates.deletedAt)))
    .for('update');
  return row;
}

/**
 * A run of the estate still running. No age limit: a run whose instance died is resumed by the job
 * engine (its batches are delivered again) or failed with a reason, so it never blocks for long.
 */
export async function runningRun(tx: DbOrTx, companyId: number, estateId: number) {
  const [row] = await tx
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.estateId, estateId), eq(r.state, 'running')))
    .limit(1);
  return row;
}

function scopeWhere(companyId: number, estateId: number, scope: RunScope): SQL | undefined {
  return and(
    eq(h.companyId, companyId),
    eq(h.estateId, estateId),
    isNull(h.deletedAt),
    scope.buildingIds?.length ? inArray(h.buildingId, scope.buildingIds) : undefined,
    scope.houseIds?.length ? inArray(h.id, scope.houseIds) : undefined,
  );
}

export async function countScopeHouses(tx: DbOrTx, companyId: number, estateId: number, scope: RunScope): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(h).where(scopeWhere(companyId, estateId, scope));
  return row?.n ?? 0;
}

/** Ids of the scope's houses after `afterId`, by id (keyset batches). */
export async function scopeHouseIds(tx: DbOrTx, companyId: number, estateId: number, scope: RunScope, afterId: number, size: number) {
  const rows = await tx
    .select({ id: h.id })
    .from(h)
    .where(and(scopeWhere(companyId, estateId, scope), gt(h.id, afterId)))
    .orderBy(asc(h.id))
    .limit(size);
  return rows.map((row) => row.id);
}

/** Every house id in scope, ascending (a run's batches are planned from them). */
export async function allScopeHouseIds(tx: DbOrTx, companyId: number, estateId: number, scope: RunScope): Promise<number[]> {
  const rows = await tx.select({ id: h.id }).from(h).where(scopeWhere(companyId, estateId, scope)).orderBy(asc(h.id));
  return rows.map((row) => row.id);
}

/** The houses in scope of one batch, afterId < id <= lastId, by id, with what their lines are computed from. */
export async function scopeHousesBetween(tx: DbOrTx, companyId: number, estateId: number, scope: RunScope, afterId: number, lastId: number): Promise<HouseFacts[]> {
  return housesFactsSelect(tx)
    .where(and(scopeWhere(companyId, estateId, scope), gt(h.id, afterId), lte(h.id, lastId)))
    .orderBy(asc(h.id));
}

/** Houses that do not belong to the caller's estate, among `ids` (to refuse a foreign id). */
export async function foreignIds(tx: DbOrTx, companyId: number, estateId: number, kind: 'house' | 'building' | 'item', ids: number[]) {
  if (ids.length === 0) return [];
  const table = kind === 'house' ? h : kind === 'building' ? schema.buildings : schema.chargeItems;
  const own =
    kind === 'item'
      ? and(eq(schema.chargeItems.companyId, companyId), isNull(schema.chargeItems.deletedAt))
      : kind === 'house'
        ? and(eq(h.companyId, companyId), eq(h.estateId, estateId), isNull(h.deletedAt))
        : and(eq(schema.buildings.companyId, companyId), eq(schema.buildings.estateId, estateId));
  const found = await tx.select({ id: table.id }).from(table).where(and(inArray(table.id, ids), own));
  const have = new Set(found.map((row) => row.id));
  return ids.filter((id) => !have.has(id));
}

/** The company's live charge item, or undefined. */
export async function chargeItem(tx: DbOrTx, companyId: number, itemId: number) {
  const [row] = await tx
    .select({ id: schema.chargeItems.id, name: schema.chargeItems.name, lifetime: schema.chargeItems.lifetime })
    .from(schema.chargeItems)
    .where(and(eq(schema.chargeItems.id, itemId), eq(schema.chargeItems.companyId, companyId), isNull(schema.chargeItems.deletedAt)));
  return row;
}

export async function insertRun(tx: DbOrTx, values: typeof r.$inferInsert) {
  const [row] = await tx.insert(r).values(values).returning();
  return row!;
}

/** A run with its estate's name and its starter's name, in the caller's company. */
export async function findRun(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await runSelect(tx).where(and(eq(r.id, id), eq(r.companyId, companyId)));
  return row;
}

// Joined, not a subquery: in a select from one table drizzle leaves columns unqualified, and inside
// `from users` an unqualified created_by is the user's own column (计费作业 showed no 操作人 that way).
const starter = alias(schema.users, 'starter');

function runSelect(tx: DbOrTx) {
  return tx
    .select({
      run: r,
      estateName: sql<string>`(select name from estates e where e.id = ${r.estateId})`,
      createdByName: starter.name,
    })
    .from(r)
    .leftJoin(starter, eq(starter.id, r.createdBy));
}

export async function pageRuns(tx: DbOrTx, companyId: number, q: { estateId?: number | undefined; kind?: string | undefined; page: number; size: number }) {
  const where = and(eq(r.companyId, companyId), q.estateId ? eq(r.estateId, q.estateId) : undefined, q.kind ? eq(r.kind, q.kind) : undefined);
  const u = schema.users;
  const { total, rows } = await pagedList(
    tx,
    {
      table: r,
      where,
      ...newestFirst(r.createdAt, r.id),
      lookups: (onPage) => ({
        estateName: sql<string>`(select name from estates e where e.id = ${onPage(r.estateId)})`,
        createdByName: sql<string | null>`(select ${u.name} from ${u} where ${u.id} = ${onPage(r.createdBy)})`,
      }),
    },
    q.page,
    q.size,
  );
  return { total, rows: rows.map(({ estateName, createdByName, ...run }) => ({ run, estateName, createdByName })) };
}

/** Adds a batch's figures to the run (same transaction as the batch's lines). */
export async function addProgress(tx: DbOrTx, runId: number, p: { done: number; created: number; skipped: number; amount: string }) {
  await tx
    .update(r)
    .set({
      done: sql`${r.done} + ${p.done}`,
      linesCreated: sql`${r.linesCreated} + ${p.created}`,
      linesSkipped: sql`${r.linesSkipped} + ${p.skipped}`,
      amount: sql`${r.amount} + ${p.amount}::numeric`,
    })
    .where(eq(r.id, runId));
}

export async function finishRun(tx: DbOrTx, runId: number, state: 'done' | 'failed' | 'cancelled', error: string | null) {
  await tx.update(r).set({ state, error, finishedAt: sql`now()` }).where(eq(r.id, runId));
}

/** A failed or cancelled run started again: it runs from its batches not yet done. */
export async function reopenRun(tx: DbOrTx, runId: number) {
  await tx.update(r).set({ state: 'running', error: null, finishedAt: null }).where(eq(r.id, runId));
}

export async function setRunJob(tx: DbOrTx, runId: number, jobId: number) {
  await tx.update(r).set({ jobId }).where(eq(r.id, runId));
}

/** A run by id, whatever the company (the job engine's tasks carry the id, the run carries the company). */
export async function findRunRow(tx: DbOrTx, runId: number): Promise<RunRow | undefined> {
  const [row] = await tx.select().from(r).where(eq(r.id, runId));
  return row;
}

export async function setRunTotal(tx: DbOrTx, runId: number, total: number) {
  await tx.update(r).set({ total }).where(eq(r.id, runId));
}

/**
 * `column = any(ids)` with the ids as one array parameter: a batch's 500 ids would otherwise be 500
 * parameters, each built by drizzle and serialised by the driver, and a new statement to prepare.
 */
const anyOf = (column: AnyColumn, ids: readonly number[]): SQL => sql`${column} = any(${pgArray(ids)}::text::bigint[])`;

/** The houses with their areas as decimal text and the estate's area charge type (select … where, by the caller). */
function housesFactsSelect(tx: DbOrTx) {
  return tx
    .select({
      id: h.id,
      estateId: h.estateId,
      buildArea: sql<string | null>`${h.buildArea}::text`,
      useArea: sql<string | null>`${h.useArea}::text`,
      innerArea: sql<string | null>`${h.innerArea}::text`,
      useState: h.useState,
      estateChargeArea: schema.estates.chargeArea,
    })
    .from(h)
    .innerJoin(schema.estates, eq(schema.estates.id, h.estateId));
}

/** The houses of `ids` (any estate: the caller scopes them), by id. */
export async function housesFacts(tx: DbOrTx, ids: number[]): Promise<HouseFacts[]> {
  if (ids.length === 0) return [];
  return housesFactsSelect(tx).where(anyOf(h.id, ids)).orderBy(asc(h.id));
}

/**
 * Bindings of the houses open in [from, to] (start ≤ to, end null or ≥ from) whose item has one of
 * the lifetimes (and is among `itemIds` when given). A batch reads 1,500 of them: by one plain
 * statement whose rows are mapped here (drizzle's row mapping cost more CPU than the database's read).
 */
export async function openBindings(
  tx: DbOrTx,
  companyId: number,
  houseIds: number[],
  from: string,
  to: string,
  lifetimes: string[],
  itemIds: number[] | undefined,
): Promise<BindingFacts[]> {
  if (houseIds.length === 0) return [];
  const rows = await tx.execute<{
    house_id: string;
    target_type: string;
    target_id: string;
    item_id: string;
    standard_code: string;
    start_date: string;
    end_date: string | null;
    quantity: string | null;
  }>(sql`
    select b.house_id, b.target_type, b.target_id, b.item_id, b.standard_code, b.start_date::text as start_date,
      b.end_date::text as end_date, b.quantity::text as quantity
    from charge_bindings b
    join charge_items i on i.id = b.item_id
    where b.company_id = ${companyId} and b.house_id = any(${pgArray(houseIds)}::text::bigint[])
      and b.start_date <= ${to}::date and (b.end_date is null or b.end_date >= ${from}::date)
      and i.lifetime = any(${pgArray(lifetimes)}::text::varchar[])
      ${itemIds?.length ? sql`and b.item_id = any(${pgArray(itemIds)}::text::bigint[])` : sql``}
    order by b.house_id, b.item_id, b.id`);
  const out: BindingFacts[] = [];
  for (const row of rows) {
    out.push({
      houseId: Number(row.house_id),
      targetType: row.target_type,
      targetId: Number(row.target_id),
      itemId: Number(row.item_id),
      standardCode: row.standard_code,
      startDate: row.start_date,
      endDate: row.end_date,
      quantity: row.quantity,
    });
  }
  return out;
}

/** Every version of the estate's standards, with their tiers, by code (versions by validFrom). */
export async function estateStandards(tx: DbOrTx, companyId: number, estateId: number): Promise<Map<string, StandardFacts[]>> {
  const s = schema.chargeStandards;
  const rows = await tx
    .select({
      id: s.id,
      code: s.code,
      priceMethod: s.priceMethod,
      basis: s.basis,
      areaType: s.areaType,
      unitPrice: s.unitPrice,
      fixedAmount: s.fixedAmount,
      vacantRate: s.vacantRate,
      rounding: s.rounding,
      proration: s.proration,
      validFrom: s.validFrom,
      validTo: s.validTo,
    })
    .from(s)
    .where(and(eq(s.companyId, companyId), eq(s.estateId, estateId)))
    .orderBy(asc(s.code), asc(s.validFrom));
  const ids = rows.map((row) => row.id);
  const tiers = ids.length
    ? await tx.select().from(schema.chargeStandardTiers).where(inArray(schema.chargeStandardTiers.standardId, ids)).orderBy(asc(schema.chargeStandardTiers.standardId), asc(schema.chargeStandardTiers.seq))
    : [];
  const byCode = new Map<string, StandardFacts[]>();
  for (const row of rows) {
    const bands = tiers.filter((t) => t.standardId === row.id).map((t) => ({ from: t.fromQty, to: t.toQty, unitPrice: t.unitPrice }));
    const list = byCode.get(row.code) ?? [];
    list.push({ ...row, tiers: bands });
    byCode.set(row.code, list);
  }
  return byCode;
}

/** Audited (C) readings of the meters for the periods, keyed `${meterId}:${period}`. */
export async function auditedReadings(tx: DbOrTx, companyId: number, meterIds: number[], periods: string[]): Promise<Map<string, ReadingFacts>> {
  const map = new Map<string, ReadingFacts>();
  if (meterIds.length === 0 || periods.length === 0) return map;
  const m = schema.meterReadings;
  const rows = await tx
    .select({ id: m.id, meterId: m.meterId, period: m.period, usage: m.usage })
    .from(m)
    .where(and(eq(m.companyId, companyId), inArray(m.meterId, meterIds), inArray(m.period, periods), eq(m.state, 'C')));
  for (const row of rows) map.set(`${row.meterId}:${row.period}`, { id: row.id, usage: row.usage });
  return map;
}

/** Due days per item of the estate (item setting, else the estate's default, else 0). */
export async function dueDaysOf(tx: DbOrTx, companyId: number, estateId: number): Promise<(itemId: number) => number> {
  const a = schema.arrearsSettings;
  const rows = await tx
    .select({ itemId: a.itemId, dueDays: a.dueDays })
    .from(a)
    .where(and(eq(a.companyId, companyId), eq(a.estateId, estateId), isNull(a.deletedAt)));
  const fallback = rows.find((row) => row.itemId === null)?.dueDays ?? 0;
  const byItem = new Map(rows.filter((row) => row.itemId !== null).map((row) => [row.itemId!, row.dueDays]));
  return (itemId) => byItem.get(itemId) ?? fallback;
}

/** What a line insert needs beyond the computed line. */
export interface LineOrigin {
  companyId: number;
  estateId: number;
  runId: number | null;
  userId: number | null;
}

/** Rows per insert statement. */
const INSERT_CHUNK = 2000;

type LineToInsert = NewLine & { shareRuleId?: number | null; dispatchId?: number | null; workOrderId?: number | null; generation?: number };
type LineValue = string | number | null;

/** bill_lines columns an insert takes from each line, with their SQL types. */
const LINE_COLUMNS: readonly [column: string, type: string, value: (x: LineToInsert) => LineValue][] = [
  ['house_id', 'bigint', (x) => x.houseId],
  ['item_id', 'bigint', (x) => x.itemId],
  ['target_type', 'varchar', (x) => x.targetType],
  ['target_id', 'bigint', (x) => x.targetId],
  ['standard_id', 'bigint', (x) => x.standardId],
  ['period', 'varchar', (x) => x.period],
  ['period_from', 'date', (x) => x.periodFrom],
  ['period_to', 'date', (x) => x.periodTo],
  ['bill_key', 'varchar', (x) => x.billKey],
  ['generation', 'int', (x) => x.generation ?? 0],
  ['quantity', 'numeric', (x) => x.quantity],
  ['unit_price', 'numeric', (x) => x.unitPrice],
  ['fraction', 'varchar', (x) => x.fraction],
  ['gross', 'numeric', (x) => x.gross],
  ['net', 'numeric', (x) => x.net],
  ['due_date', 'date', (x) => x.dueDate],
  ['status', 'varchar', (x) => x.status],
  ['reading_id', 'bigint', (x) => x.readingId],
  ['share_rule_id', 'bigint', (x) => x.shareRuleId ?? null],
  ['dispatch_id', 'bigint', (x) => x.dispatchId ?? null],
  ['work_order_id', 'bigint', (x) => x.workOrderId ?? null],
  ['remark', 'varchar', (x) => x.remark],
];

/**
 * One column of a chunk as an array parameter and a constant: a column with one value throughout
 * (a batch's period, status, due date, the nulls) goes as that constant and an empty array, which
 * unnest pads with nulls and coalesce turns back into the constant; any other column goes whole
 * with a null constant. house_id always goes whole: it carries the chunk's row count.
 */
function columnParams(chunk: readonly LineToInsert[], value: (x: LineToInsert) => LineValue, whole: boolean): [array: string, constant: LineValue] {
  const values = chunk.map(value);
  const first = values[0] ?? null;
  if (!whole && values.every((v) => v === first)) return ['{}', first];
  return [pgArray(values), null];
}

/** `unnest(…) as x(…)` of the chunk's columns and the select list putting the constants back, in LINE_COLUMNS order. */
function linesFrom(chunk: readonly LineToInsert[]): { unnest: SQL; values: SQL } {
  const arrays: SQL[] = [];
  const values: SQL[] = [];
  for (const [i, [column, type, value]] of LINE_COLUMNS.entries()) {
    const [array, constant] = columnParams(chunk, value, i === 0);
    arrays.push(sql`${array}::text::${sql.raw(type)}[]`);
    values.push(i === 0 ? sql.raw(`x.${column}`) : sql`coalesce(${sql.raw(`x.${column}`)}, ${constant}::text::${sql.raw(type)})`);
  }
  const names = sql.raw(LINE_COLUMNS.map(([column]) => column).join(', '));
  return { unnest: sql`unnest(${sql.join(arrays, sql`, `)}) as x(${names})`, values: sql.join(values, sql`, `) };
}

/**
 * Inserts the lines, skipping any whose (company, bill key, generation) exists already (another
 * run billed it: never twice), with their `create` events, in one statement per chunk: each column
 * travels as one array parameter (or one constant), unnested into rows (building a 30-column
 * multi-row VALUES costs far more CPU than the database spends, and JSON records cost both sides
 * more than arrays). Returns the count and Σ net of the inserted lines per chunk.
 */
export async function insertLines(tx: DbOrTx, origin: LineOrigin, lines: readonly LineToInsert[]): Promise<{ created: number; amounts: string[] }> {
  // Counted and summed by the database: a batch's thousand new rows need not travel back.
  let created = 0;
  const amounts: string[] = [];
  const columns = sql.raw(LINE_COLUMNS.map(([column]) => column).join(', '));
  for (let i = 0; i < lines.length; i += INSERT_CHUNK) {
    const from = linesFrom(lines.slice(i, i + INSERT_CHUNK));
    const result = await tx.execute<{ n: number; amount: string }>(sql`
      with ins as (
        insert into bill_lines (company_id, estate_id, run_id, created_by, updated_by, ${columns})
        select ${origin.companyId}::bigint, ${origin.estateId}::bigint, ${origin.runId}::bigint, ${origin.userId}::bigint, ${origin.userId}::bigint,
          ${from.values}
        from ${from.unnest}
        on conflict (company_id, bill_key, generation) do nothing
        returning id, net, status
      ), events as (
        insert into bill_line_events (company_id, line_id, action, to_status, by)
        select ${origin.companyId}::bigint, ins.id, 'create', ins.status, ${origin.userId}::bigint from ins
      )
      select count(*)::int as n, coalesce(sum(net), 0)::numeric(14,2)::text as amount from ins`);
    const [row] = [...result];
    created += Number(row?.n ?? 0);
    amounts.push(row?.amount ?? '0.00');
  }
  return { created, amounts };
}

/** Completed (已完成 3, 已回访 4) 历史派工单 among the run's dispatchIds not billed yet, with their cost. */
export async function billableDispatches(tx: DbOrTx, companyId: number, estateId: number, scope: RunScope) {
  if (!scope.dispatchIds?.length) return [];
  const d = schema.dispatches;
  return tx
    .select({
      id: d.id,
      orderNo: d.orderNo,
      houseId: d.houseId,
      finishedAt: d.finishedAt,
      cost: sql<string>`(coalesce(${d.laborCost}, 0) + coalesce(${d.materialCost}, 0))::numeric(14,2)::text`,
    })
    .from(d)
    .innerJoin(h, eq(h.id, d.houseId))
    .where(
      and(
        eq(d.companyId, companyId),
        isNull(d.deletedAt),
        inArray(d.status, ['3', '4']),
        eq(h.estateId, estateId),
        isNull(h.deletedAt),
        scope.buildingIds?.length ? inArray(h.buildingId, scope.buildingIds) : undefined,
        scope.houseIds?.length ? inArray(h.id, scope.houseIds) : undefined,
        scope.dispatchIds?.length ? inArray(d.id, scope.dispatchIds) : undefined,
        sql`not exists (select 1 from bill_lines bl where bl.dispatch_id = ${d.id} and bl.reversal_of is null)`,
      ),
    )
    .orderBy(asc(d.id));
}
