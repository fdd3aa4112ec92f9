import { and, asc, eq, inArray, isNull, lte, gt, or, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { contains, pagedList } from '../records/index';

// 工单: the only file touching work_orders and its events, photos and materials (teams: teams.repo.ts).

const o = schema.workOrders;
const ev = schema.workOrderEvents;
const ph = schema.workOrderPhotos;
const m = schema.workOrderMaterials;
const u = schema.users;
const h = schema.houses;
const tm = schema.workTeams;
const sc = schema.workOrderStateCounts;
const dc = schema.workOrderDueCounts;

export type OrderRow = typeof o.$inferSelect;
export type NewOrderRow = typeof o.$inferInsert;
export type NewEventRow = typeof ev.$inferInsert;

/** The next serial of the company's orders with the prefix: GD + yyyymmdd + 4 digits (the unique index refuses a double). */
export async function nextOrderNumber(tx: DbOrTx, companyId: number, prefix: string): Promise<string> {
  const [row] = await tx
    .select({ last: sql<string | null>`max(${o.number})` })
    .from(o)
    .where(and(eq(o.companyId, companyId), sql`${o.number} like ${`${prefix}%`}`, sql`length(${o.number}) = ${prefix.length + 4}`));
  const serial = row?.last ? Number(row.last.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(serial).padStart(4, '0')}`;
}

/** Serialises numbering per company and day within the transaction (two creations never pick one number). */
export async function lockNumbering(tx: DbOrTx, companyId: number, prefix: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`work_orders:${companyId}:${prefix}`}))`);
}

export async function insertOrder(tx: DbOrTx, row: NewOrderRow): Promise<OrderRow> {
  const [out] = await tx.insert(o).values(row).returning();
  return out!;
}

/** The order of the company, locked for the step (FOR UPDATE: a concurrent step waits, then sees this one's result). */
export async function lockOrder(tx: DbOrTx, companyId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(o).where(and(eq(o.id, id), eq(o.companyId, companyId))).for('update');
  return row;
}

export async function orderOf(db: DbOrTx, companyId: number, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(o).where(and(eq(o.id, id), eq(o.companyId, companyId)));
  return row;
}

export async function orderOfRecord(db: DbOrTx, companyId: number, recordKey: string, recordId: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(o).where(and(eq(o.companyId, companyId), eq(o.recordKey, recordKey), eq(o.recordId, recordId)));
  return row;
}

export async function updateOrder(tx: DbOrTx, id: number, patch: Partial<NewOrderRow>) {
  await tx.update(o).set({ ...patch, updatedAt: sql`now()` }).where(eq(o.id, id));
}

export async function insertEvent(tx: DbOrTx, row: NewEventRow): Promise<number> {
  const [out] = await tx.insert(ev).values(row).returning({ id: ev.id });
  return out!.id;
}

/** The order's timeline, oldest first, with the staff names. */
export async function eventsOf(db: DbOrTx, orderId: number) {
  return db
    .select({
      id: ev.id, action: ev.action, fromState: ev.fromState, toState: ev.toState, actorKind: ev.actorKind, actorId: ev.actorId,
      actorName: sql<string | null>`case when ${ev.actorKind} = 'staff' then (select ${u.name} from ${u} where ${u.id} = ${ev.actorId}) end`,
      capacity: ev.capacity, handlerAfter: ev.handlerAfter, teamAfter: ev.teamAfter, reason: ev.reason, payload: ev.payload, at: ev.at,
    })
    .from(ev)
    .where(eq(ev.orderId, orderId))
    .orderBy(asc(ev.id));
}

/** Files of the company uploaded by this person that no order holds yet, among the ids given. */
export async function freePhotos(db: DbOrTx, companyId: number, userId: number, fileIds: readonly number[]) {
  if (fileIds.length === 0) return [];
  const f = schema.files;
  return db
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.companyId, companyId), eq(f.createdBy, userId), inArray(f.id, [...fileIds]),
      sql`not exists (select 1 from ${ph} where ${ph.fileId} = ${f.id})`));
}

export async function insertPhotos(tx: DbOrTx, rows: (typeof ph.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(ph).values(rows);
}

/** The owner's photos sent with a portal request become the order's (eventId null: with the report). */
export async function copyRequestPhotos(tx: DbOrTx, orderId: number, companyId: number, requestId: number) {
  await tx.execute(sql`insert into ${ph} (order_id, file_id, company_id) select ${orderId}, u.file_id, ${companyId} from portal_uploads u where u.request_id = ${requestId} on conflict do nothing`);
}

export async function photosOf(db: DbOrTx, orderId: number) {
  const f = schema.files;
  return db.select({ fileId: ph.fileId, name: f.name, eventId: ph.eventId }).from(ph).innerJoin(f, eq(f.id, ph.fileId)).where(eq(ph.orderId, orderId)).orderBy(asc(ph.addedAt), asc(ph.fileId));
}

export async function insertMaterials(tx: DbOrTx, rows: (typeof m.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(m).values(rows);
}

export async function materialsOf(db: DbOrTx, orderId: number) {
  return db.select({ kind: m.kind, name: m.name, unitPrice: m.unitPrice, quantity: m.quantity, amount: m.amount, billed: m.billed }).from(m).where(eq(m.orderId, orderId)).orderBy(asc(m.id));
}

/** Open orders the person holds (HC's cap counts them: 已接单, 已到场, 维修中, 挂起, 已派单 to them). */
export async function openOrdersOf(db: DbOrTx, companyId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(o)
    .where(and(eq(o.companyId, companyId), eq(o.handlerId, userId), inArray(o.state, ['assigned', 'accepted', 'arrived', 'working', 'paused'])));
  return Number(row?.n ?? 0);
}

export interface OrderFilter {
  state?: string;
  open?: boolean;
  kind?: string;
  teamId?: number;
  handlerId?: number;
  sla?: 'normal' | 'warning' | 'overdue';
  houseId?: number;
  text?: string;
  /** The pool: 抢单 orders in 待派单 of these teams (or of no team). */
  poolOf?: readonly number[];
}

const OPEN_STATES = ['pending', 'assigned', 'accepted', 'arrived', 'working', 'paused'];

function scope(companyId: number, f: OrderFilter, now: Date): SQL | undefined {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  return and(
    eq(o.companyId, companyId),
    f.state ? eq(o.state, f.state) : undefined,
    f.open === true ? inArray(o.state, OPEN_STATES) : f.open === false ? inArray(o.state, ['closed', 'cancelled']) : undefined,
    f.kind ? eq(o.kind, f.kind) : undefined,
    f.teamId ? eq(o.teamId, f.teamId) : undefined,
    f.handlerId ? eq(o.handlerId, f.handlerId) : undefined,
    f.houseId ? eq(o.houseId, f.houseId) : undefined,
    f.sla === 'overdue' ? lte(o.dueAt, nowSql) : undefined,
    f.sla === 'warning' ? and(lte(o.warnAt, nowSql), gt(o.dueAt, nowSql)) : undefined,
    f.sla === 'normal' ? or(isNull(o.dueAt), and(gt(o.dueAt, nowSql), or(isNull(o.warnAt), gt(o.warnAt, nowSql)))) : undefined,
    f.text ? or(contains(o.number, f.text), contains(o.content, f.text), contains(o.reporter, f.text)) : undefined,
    f.poolOf
      ? and(eq(o.state, 'pending'), eq(o.mode, 'grab'), or(isNull(o.teamId), f.poolOf.length > 0 ? inArray(o.teamId, [...f.poolOf]) : sql`false`))
      : undefined,
  );
}

/**
 * The total of a view filtered by state only (未完成, one state, all) from the per-state counts the triggers keep:
 * the board's first views never count the company's orders row by row. Other filters count their rows.
 */
function stateOnlyTotal(companyId: number, f: OrderFilter): SQL | undefined {
  if (f.kind || f.teamId || f.handlerId || f.sla || f.houseId || f.text || f.poolOf) return undefined;
  const states = f.state ? [f.state] : f.open === true ? OPEN_STATES : f.open === false ? ['closed', 'cancelled'] : null;
  return sql<number>`(select coalesce(sum(${sc.n}), 0)::int from ${sc} where ${sc.companyId} = ${companyId}${states ? sql` and ${inArray(sc.state, states)}` : sql``})`;
}

/**
 * 超时 of the open orders (the board's 超时 view, no other filter): the due-hour counts of the hours already past, and
 * the current hour's orders due by `now` read from the open orders' due index.
 */
function overdueOpenTotal(companyId: number, f: OrderFilter, now: Date): SQL | undefined {
  if (f.open !== true || f.sla !== 'overdue' || f.state || f.kind || f.teamId || f.handlerId || f.houseId || f.text || f.poolOf) return undefined;
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const hour = sql`date_trunc('hour', ${nowSql}, 'UTC')`;
  return sql<number>`((select coalesce(sum(${dc.n}), 0) from ${dc} where ${dc.companyId} = ${companyId} and ${dc.dueHour} < ${hour})
    + (select count(*) from ${o} where ${o.companyId} = ${companyId} and ${inArray(o.state, OPEN_STATES)} and ${o.dueAt} >= ${hour} and ${o.dueAt} <= ${nowSql}))::int`;
}

/** A page of orders, by due time (no due time last), then id. */
export async function orderPage(db: DbOrTx, companyId: number, f: OrderFilter, now: Date, page: number, size: number) {
  const total = stateOnlyTotal(companyId, f) ?? overdueOpenTotal(companyId, f, now);
  return pagedList(
    db,
    {
      table: o,
      where: scope(companyId, f, now),
      ...(total ? { total } : {}),
      sort: { column: o.dueAt, order: 'asc' },
      tiebreak: o.id,
      lookups: (onPage) => ({
        houseName: sql<string | null>`(select ${h.name} from ${h} where ${h.id} = ${onPage(o.houseId)})`,
        teamName: sql<string | null>`(select ${tm.name} from ${tm} where ${tm.id} = ${onPage(o.teamId)})`,
        handlerName: sql<string | null>`(select ${u.name} from ${u} where ${u.id} = ${onPage(o.handlerId)})`,
      }),
    },
    page,
    size,
  );
}

/** The names an order's detail shows. */
export async function namesOf(db: DbOrTx, row: Pick<OrderRow, 'houseId' | 'teamId' | 'handlerId'>) {
  const [out] = await db.execute<{ house_name: string | null; team_name: string | null; handler_name: string | null }>(sql`select
    (select ${h.name} from ${h} where ${h.id} = ${row.houseId}) as house_name,
    (select ${tm.name} from ${tm} where ${tm.id} = ${row.teamId}) as team_name,
    (select ${u.name} from ${u} where ${u.id} = ${row.handlerId}) as handler_name`);
  return { houseName: out?.house_name ?? null, teamName: out?.team_name ?? null, handlerName: out?.handler_name ?? null };
}

/** A house of the company (undefined for another company's or an unknown id). */
export async function houseOf(db: DbOrTx, companyId: number, houseId: number) {
  const [row] = await db.select({ id: h.id }).from(h).where(and(eq(h.id, houseId), eq(h.companyId, companyId)));
  return row;
}

/** Orders whose SLA changes by `now` (warning, limit, escalation), soonest first: the sweep's batch. */
export async function ordersDueForSla(db: DbOrTx, now: Date, limit: number): Promise<{ id: number; companyId: number }[]> {
  return db
    .select({ id: o.id, companyId: o.companyId })
    .from(o)
    .where(lte(o.slaNextAt, sql`${now.toISOString()}::timestamptz`))
    .orderBy(asc(o.slaNextAt), asc(o.id))
    .limit(limit);
}
