import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 支付单 (pay_orders) and the lines they hold (pay_order_lines): written when created, settled or closed under the
// order's row lock; the lines are held while the order is open (a unique index keeps one open order per line).

const o = schema.payOrders;
const l = schema.payOrderLines;

export type OrderRow = typeof o.$inferSelect;
export type OrderInsert = typeof o.$inferInsert;

export async function insertOrder(tx: DbOrTx, row: OrderInsert): Promise<number> {
  const [written] = await tx.insert(o).values(row).returning({ id: o.id });
  return written!.id;
}

export async function insertOrderLines(tx: DbOrTx, rows: (typeof l.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(l).values(rows);
}

export async function setCodeUrl(db: DbOrTx, id: number, codeUrl: string) {
  await db.update(o).set({ codeUrl }).where(eq(o.id, id));
}

/** The order, locked for this transaction; of the company when one is given. */
export async function lockOrder(tx: DbOrTx, id: number, companyId?: number) {
  const [row] = await tx
    .select()
    .from(o)
    .where(companyId === undefined ? eq(o.id, id) : and(eq(o.id, id), eq(o.companyId, companyId)))
    .for('update');
  return row;
}

const lockedColumns = {
  order: o,
  lineIds: sql<string[]>`array(select pl.line_id from pay_order_lines pl where pl.order_id = ${o.id} order by pl.line_id)::text[]`,
};

/** An order locked for this transaction with the lines it holds (or held) in line order. */
export type LockedOrder = OrderRow & { lineIds: number[] };

const toLocked = (row: { order: OrderRow; lineIds: string[] }): LockedOrder => ({ ...row.order, lineIds: row.lineIds.map(Number) });

/** The order by our number, locked, with the lines it holds (or held) in line order: one round trip on the hot path. */
export async function lockOrderByOutTradeNo(tx: DbOrTx, outTradeNo: string): Promise<LockedOrder | undefined> {
  const [row] = await tx.select(lockedColumns).from(o).where(eq(o.outTradeNo, outTradeNo)).for('update', { of: o });
  return row ? toLocked(row) : undefined;
}

/** The orders by our numbers, locked in id order (two batches lock shared orders in the same order), with their lines. */
export async function lockOrdersByOutTradeNo(tx: DbOrTx, outTradeNos: readonly string[]): Promise<LockedOrder[]> {
  if (outTradeNos.length === 0) return [];
  // Prepared (one text whatever the count): a batch of notifications starts with it.
  const rows = await tx
    .select(lockedColumns)
    .from(o)
    .where(sql`${o.outTradeNo} = any(${sql.placeholder('numbers')}::varchar[])`)
    .orderBy(o.id)
    .for('update', { of: o })
    .prepare('pay_orders_lock_by_numbers')
    .execute({ numbers: [...outTradeNos] });
  return rows.map(toLocked);
}

/**
 * Paid: the order takes its transaction and the payment written by the same statement (`p`; closed orders stay
 * closed: late money), its lines are free, the operation log says so and the notification that brought the money is
 * kept in the inbox — CTEs for the payment's statement, so the notification's hot path ends with that one statement.
 */
export function paidOrderWrites(
  id: number,
  paid: { transactionId: string; paidAt: Date; late: boolean },
  log: { companyId: number; userId: number; recordKey: string; detail: Record<string, unknown> },
  inbox?: { eventId: string | null; eventType: string | null; serial: string | null; body: string; outTradeNo: string; result: string },
): SQL {
  const kept = inbox
    ? sql`, paid_inbox as (
      insert into pay_notifications (event_id, event_type, serial, body, out_trade_no, transaction_id, company_id, order_id, result)
      values (${inbox.eventId}, ${inbox.eventType}, ${inbox.serial}, ${inbox.body}, ${inbox.outTradeNo}, ${paid.transactionId}, ${log.companyId}, ${id}, ${inbox.result})
      returning 1
    )`
    : sql``;
  return sql`paid_order as (
      update pay_orders set transaction_id = ${paid.transactionId}, paid_at = ${paid.paidAt.toISOString()}::timestamptz, payment_id = (select id from p),
        late = ${paid.late}, error = null, state = case when state = 'open' then 'paid' else state end
      where id = ${id} and exists (select 1 from p) returning id
    ), paid_lines as (
      update pay_order_lines set held = false where order_id = ${id} and held and exists (select 1 from p) returning 1
    )${kept}, paid_log as (
      insert into operation_logs (company_id, user_id, record_key, record_id, action, detail)
      select ${log.companyId}, ${log.userId}, ${log.recordKey}, paid_order.id, 'paid',
        ${JSON.stringify(log.detail)}::jsonb || jsonb_build_object('paymentId', (select id from p)) from paid_order
    )`;
}

export async function findOrder(db: DbOrTx, id: number, companyId: number) {
  const [row] = await db.select().from(o).where(and(eq(o.id, id), eq(o.companyId, companyId)));
  return row;
}

export async function orderById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(o).where(eq(o.id, id));
  return row;
}

export async function findByLinkToken(db: DbOrTx, token: string) {
  const [row] = await db.select().from(o).where(eq(o.linkToken, token));
  return row;
}

/** The order's lines are free for the counter and other orders again. */
export async function releaseLines(tx: DbOrTx, orderId: number) {
  await tx.update(l).set({ held: false }).where(and(eq(l.orderId, orderId), eq(l.held, true)));
}

export async function markClosed(tx: DbOrTx, id: number, close: { reason: 'expired' | 'cancelled' | 'failed'; by: number | null; error?: string | null }) {
  await tx
    .update(o)
    .set({ state: 'closed', closeReason: close.reason, closedAt: sql`now()`, closedBy: close.by, ...(close.error !== undefined ? { error: close.error } : {}) })
    .where(and(eq(o.id, id), eq(o.state, 'open')));
}

/** A query or close was made now (the sweep's pace), with the vendor's refusal if any. */
export async function noteQueried(db: DbOrTx, id: number, error: string | null) {
  await db.update(o).set({ queriedAt: sql`now()`, queries: sql`${o.queries} + 1`, error }).where(eq(o.id, id));
}

/**
 * Open orders the sweep should look at now: past their time (to close), or a minute old and not asked about for a
 * while (a notification may have been lost; asked again after 1, 2, 4, 8 then every 10 minutes), soonest due first.
 */
export async function ordersToSweep(tx: DbOrTx, now: Date, limit: number) {
  const rows = await tx.execute<{ id: string }>(sql`
    select id from pay_orders
    where state = 'open' and (expires_at < ${now.toISOString()}::timestamptz
      or (created_at < ${now.toISOString()}::timestamptz - interval '1 minute'
        and (queried_at is null or queried_at < ${now.toISOString()}::timestamptz - least(interval '10 minutes', interval '1 minute' * power(2, queries)))))
    order by expires_at
    limit ${limit}`);
  return [...rows].map((r) => Number(r.id));
}

type AnswerSql = {
  id: string;
  houseCode: string;
  houseName: string;
  createdByName: string | null;
  receiptNo: string | null;
  lines: { lineId: number; itemName: string; period: string; principal: string; lateFee: string }[];
};

const answerColumns = sql`o.*, h.code as "houseCode", h.name as "houseName",
  (select u.name from users u where u.id = o.created_by) as "createdByName",
  (select r.number from receipts r where r.payment_id = o.payment_id) as "receiptNo",
  (select coalesce(json_agg(json_build_object('lineId', pl.line_id, 'itemName', i.name, 'period', b.period,
      'principal', pl.principal::text, 'lateFee', pl.late_fee::text) order by pl.line_id), '[]')
    from pay_order_lines pl join bill_lines b on b.id = pl.line_id join charge_items i on i.id = b.item_id
    where pl.order_id = o.id) as lines`;

export type OrderAnswerRow = Record<string, unknown> & AnswerSql;

export interface OrderFilter {
  companyId: number;
  id?: number | undefined;
  houseId?: number | undefined;
  state?: string | undefined;
  method?: string | undefined;
  /** Created on or after / on or before these China days. */
  from?: string | undefined;
  to?: string | undefined;
}

function whereOf(f: OrderFilter): SQL {
  const where: SQL[] = [sql`o.company_id = ${f.companyId}`];
  if (f.id !== undefined) where.push(sql`o.id = ${f.id}`);
  if (f.houseId !== undefined) where.push(sql`o.house_id = ${f.houseId}`);
  if (f.state) where.push(sql`o.state = ${f.state}`);
  if (f.method) where.push(sql`o.method = ${f.method}`);
  // Days on China's clock, kept as range conditions on created_at (its index).
  if (f.from) where.push(sql`o.created_at >= ((${f.from}::date - interval '8 hours') at time zone 'UTC')`);
  if (f.to) where.push(sql`o.created_at < ((${f.to}::date + interval '16 hours') at time zone 'UTC')`);
  return sql.join(where, sql` and `);
}

export async function orderAnswers(db: DbOrTx, filter: OrderFilter, page?: { limit: number; offset: number }) {
  const where = whereOf(filter);
  const rows = await db.execute<OrderAnswerRow>(sql`
    select ${answerColumns}
    from pay_orders o join houses h on h.id = o.house_id
    where ${where}
    order by o.id desc
    ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`);
  return [...rows];
}

export async function countOrders(db: DbOrTx, filter: OrderFilter) {
  const [row] = await db.execute<{ n: string }>(sql`select count(*) as n from pay_orders o where ${whereOf(filter)}`);
  return Number(row!.n);
}

export async function readSettings(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(schema.paySettings).where(eq(schema.paySettings.companyId, companyId));
  return row;
}

export async function writeSettings(tx: DbOrTx, row: typeof schema.paySettings.$inferInsert) {
  await tx
    .insert(schema.paySettings)
    .values(row)
    .onConflictDoUpdate({
      target: schema.paySettings.companyId,
      set: { orderMinutes: row.orderMinutes, linkHours: row.linkHours, lateMoney: row.lateMoney, updatedAt: sql`now()`, updatedBy: row.updatedBy },
    });
}

/** The 收款链接's first 去支付 fixes the payer's address the H5 order is made (and re-made) with. */
export async function fixPayerIp(db: DbOrTx, id: number, ip: string): Promise<string> {
  const rows = await db.execute<{ ip: string }>(sql`
    update pay_orders set payer_ip = coalesce(payer_ip, ${ip}) where id = ${id} returning payer_ip as ip`);
  return [...rows][0]!.ip;
}

export async function estateNameOf(db: DbOrTx, estateId: number): Promise<string> {
  const [row] = await db.select({ name: schema.estates.name }).from(schema.estates).where(eq(schema.estates.id, estateId));
  return row?.name ?? '';
}
