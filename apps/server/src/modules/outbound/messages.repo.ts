import { and, count, desc, eq, gte, inArray, lt, lte, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { pagedList } from '../records';

const m = schema.outboundMessages;
export type MessageRow = typeof m.$inferSelect;
/** What a new message may say (insertMessages writes exactly these; the rest starts empty). */
export type NewMessage = Pick<
  typeof m.$inferInsert,
  | 'companyId' | 'batchId' | 'purpose' | 'channel' | 'houseId' | 'estateId' | 'houseName' | 'recipientName' | 'address' | 'templateId'
  | 'templateName' | 'vendorCode' | 'content' | 'context' | 'params' | 'url' | 'amount' | 'state' | 'reason' | 'parts' | 'notBefore'
  | 'dedupeKey' | 'resendOf' | 'createdBy'
>;

/** Every column a new message carries (a Record, so a key added to NewMessage must be added here), as JSON. */
const COLUMN_OF: Record<keyof NewMessage, [column: string, type: string]> = {
  companyId: ['company_id', 'bigint'], batchId: ['batch_id', 'bigint'], purpose: ['purpose', 'varchar'], channel: ['channel', 'varchar'],
  houseId: ['house_id', 'bigint'], estateId: ['estate_id', 'bigint'], houseName: ['house_name', 'varchar'],
  recipientName: ['recipient_name', 'varchar'], address: ['address', 'varchar'], templateId: ['template_id', 'bigint'],
  templateName: ['template_name', 'varchar'], vendorCode: ['vendor_code', 'varchar'], content: ['content', 'text'],
  context: ['context', 'jsonb'], params: ['params', 'jsonb'], url: ['url', 'varchar'], amount: ['amount', 'numeric'],
  state: ['state', 'varchar'], reason: ['reason', 'varchar'], parts: ['parts', 'int'], notBefore: ['not_before', 'timestamptz'],
  dedupeKey: ['dedupe_key', 'varchar'], resendOf: ['resend_of', 'bigint'], createdBy: ['created_by', 'bigint'],
};
const COLUMNS = Object.entries(COLUMN_OF).map(([key, [column, type]]) => [key as keyof NewMessage, column, type] as const);
/** Defaults of the table for what a row leaves out (a JSON null would override them). */
const DEFAULTS: Partial<Record<keyof NewMessage, string>> = {
  houseName: "''", recipientName: "''", templateName: "''", vendorCode: "''", context: "'{}'::jsonb", state: "'queued'", parts: '1', notBefore: 'now()',
};
const INSERT_COLUMNS = COLUMNS.map(([, column]) => column).join(', ');
const SELECT_VALUES = COLUMNS.map(([key, column]) => (DEFAULTS[key] ? `coalesce(r.${column}, ${DEFAULTS[key]})` : `r.${column}`)).join(', ');
const RECORD_TYPE = COLUMNS.map(([, column, type]) => `${column} ${type}`).join(', ');

/**
 * Writes messages in chunks of 500, each chunk one statement whose rows travel as one JSON parameter (the same text
 * for any number of rows: built once, prepared once per connection); a second message under the same dedupe key is
 * not written.
 */
export async function insertMessages(db: DbOrTx, rows: NewMessage[]): Promise<number> {
  let written = 0;
  for (let i = 0; i < rows.length; i += 500) {
    const chunk = rows.slice(i, i + 500).map((row) => Object.fromEntries(COLUMNS.map(([key, column]) => [column, row[key] instanceof Date ? (row[key] as Date).toISOString() : (row[key] ?? null)])));
    const done = await db.execute(sql`
      insert into outbound_messages (${sql.raw(INSERT_COLUMNS)})
      select ${sql.raw(SELECT_VALUES)} from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r(${sql.raw(RECORD_TYPE)})
      on conflict do nothing
      returning 1`);
    written += done.length;
  }
  return written;
}

/**
 * Takes up to `limit` queued messages that are due, for this instance to send (SKIP LOCKED: instances never take the
 * same one); each counts an attempt and carries the time it was taken. One statement, in id order.
 */
export async function claimDue(db: DbOrTx, now: Date, limit: number): Promise<MessageRow[]> {
  const due = db
    .select({ id: m.id })
    .from(m)
    .where(and(eq(m.state, 'queued'), lte(m.notBefore, now)))
    .orderBy(m.notBefore, m.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(m)
    .set({ state: 'sending', claimedAt: now, attempts: sql`${m.attempts} + 1` })
    .where(inArray(m.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id);
}

/** Messages taken to send before `before` and never settled: their instance died mid-send. */
export async function staleClaims(db: DbOrTx, before: Date, limit: number): Promise<MessageRow[]> {
  return db.select().from(m).where(and(eq(m.state, 'sending'), lt(m.claimedAt, before))).orderBy(m.id).limit(limit);
}

/** The vendor took it. A delivery report that came first (a fast carrier) keeps its final state. */
export async function markSent(db: DbOrTx, id: number, f: { vendorId: string | null; sentAt: Date; parts: number; cost: string | null; content?: string; params?: Record<string, string>; amount?: string | null }) {
  await db
    .update(m)
    .set({
      state: sql`case when ${m.state} = 'sending' then 'sent' else ${m.state} end`,
      vendorId: f.vendorId,
      sentAt: f.sentAt,
      parts: f.parts,
      cost: sql`case when ${m.state} = 'failed' then 0 else ${f.cost}::numeric end`,
      ...(f.content !== undefined ? { content: f.content } : {}),
      ...(f.params !== undefined ? { params: f.params } : {}),
      ...(f.amount !== undefined ? { amount: f.amount } : {}),
    })
    .where(and(eq(m.id, id), inArray(m.state, ['sending', 'delivered', 'failed'])));
}

/** One round's answers in one statement: `markSent` for many (same rule: a report that came first keeps its state). */
export async function markSentMany(db: DbOrTx, sent: { id: number; vendorId: string | null; sentAt: Date; parts: number; cost: string | null }[]) {
  if (sent.length === 0) return;
  // Every column travels as text[]: the embedded database's driver serialises no timestamptz[] or int[] parameters.
  await db.execute(sql`
    update outbound_messages o set
      state = case when o.state = 'sending' then 'sent' else o.state end,
      vendor_id = nullif(v.vendor_id, ''), sent_at = v.sent_at::timestamptz, parts = v.parts::int,
      cost = case when o.state = 'failed' then 0 else nullif(v.cost, '')::numeric end
    from unnest(
      ${sql.param(sent.map((s) => s.id))}::bigint[], ${sql.param(sent.map((s) => s.vendorId ?? ''))}::text[],
      ${sql.param(sent.map((s) => s.sentAt.toISOString()))}::text[], ${sql.param(sent.map((s) => String(s.parts)))}::text[],
      ${sql.param(sent.map((s) => s.cost ?? ''))}::text[]
    ) as v(id, vendor_id, sent_at, parts, cost)
    where o.id = v.id and o.state in ('sending', 'delivered', 'failed')`);
}

/** Why a message still being sent waits (the list shows it beside 发送中). */
export async function noteSending(db: DbOrTx, id: number, reason: string) {
  await db.update(m).set({ reason }).where(and(eq(m.id, id), eq(m.state, 'sending')));
}

/** Taken but not sent (the instance is stopping): back to the queue as they were, the attempt given back. */
export async function release(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return;
  await db
    .update(m)
    .set({ state: 'queued', claimedAt: null, attempts: sql`${m.attempts} - 1` })
    .where(and(inArray(m.id, ids), eq(m.state, 'sending')));
}

/**
 * Back to the queue until `notBefore` (a retry's back-off, quiet hours); `uncount` gives the attempt back; `claimedAt`
 * only if it is still that claim.
 */
export async function requeue(db: DbOrTx, id: number, notBefore: Date, reason: string | null, uncount = false, claimedAt?: Date | null): Promise<boolean> {
  // The claim as this side read it: to the millisecond (PostgreSQL keeps microseconds, a Date does not).
  const sameClaim = claimedAt ? sql`date_trunc('milliseconds', ${m.claimedAt}) = ${claimedAt.toISOString()}::timestamptz` : undefined;
  const moved = await db
    .update(m)
    .set({ state: 'queued', notBefore, reason, claimedAt: null, ...(uncount ? { attempts: sql`${m.attempts} - 1` } : {}) })
    .where(and(eq(m.id, id), eq(m.state, 'sending'), sameClaim))
    .returning({ id: m.id });
  return moved.length > 0;
}

/** Ends a message that was being sent: failed or skipped with the reason. */
export async function finish(db: DbOrTx, id: number, state: 'failed' | 'skipped', reason: string, from: readonly string[] = ['sending']) {
  const done = await db
    .update(m)
    .set({ state, reason: reason.slice(0, 300), cost: '0' })
    .where(and(eq(m.id, id), inArray(m.state, [...from])))
    .returning({ id: m.id });
  return done.length > 0;
}

/**
 * A delivery report: the message moves to delivered or failed exactly once (a repeat, or a report after the other
 * one, changes nothing). Answers whether this report moved it.
 */
export async function applyReport(
  db: DbOrTx,
  where: { channel: 'sms' | 'wechat'; id?: number; ids?: number[]; vendorId?: string; address: string },
  report: { delivered: boolean; at: Date; reason: string | null; vendorId?: string },
): Promise<boolean> {
  // A batch call's report names the call's messages; the number picks the one (a call holds each number once).
  const target = where.ids !== undefined ? inArray(m.id, where.ids) : where.id !== undefined ? eq(m.id, where.id) : eq(m.vendorId, where.vendorId ?? '');
  const done = await db
    .update(m)
    .set({
      state: report.delivered ? 'delivered' : 'failed',
      deliveredAt: report.at,
      ...(report.delivered ? {} : { reason: report.reason?.slice(0, 300) ?? '未送达', cost: '0' }),
      ...(report.vendorId ? { vendorId: sql`coalesce(${m.vendorId}, ${report.vendorId})` } : {}),
    })
    .where(and(target, eq(m.channel, where.channel), eq(m.address, where.address), inArray(m.state, ['sending', 'sent'])))
    .returning({ id: m.id });
  return done.length > 0;
}

export async function messagesByIds(db: DbOrTx, companyId: number, ids: number[]) {
  return db.select().from(m).where(and(eq(m.companyId, companyId), inArray(m.id, ids))).orderBy(m.id);
}

export interface ListFilter {
  state?: string | undefined;
  channel?: string | undefined;
  purpose?: string | undefined;
  estateId?: number | undefined;
  houseId?: number | undefined;
  batchId?: number | undefined;
  q?: string | undefined;
  /** China days, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
}

function filterOf(companyId: number, f: ListFilter, withState: boolean): SQL | undefined {
  const like = f.q ? `%${f.q.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return and(
    eq(m.companyId, companyId),
    withState && f.state ? eq(m.state, f.state) : undefined,
    f.channel ? eq(m.channel, f.channel) : undefined,
    f.purpose ? eq(m.purpose, f.purpose) : undefined,
    f.estateId ? eq(m.estateId, f.estateId) : undefined,
    f.houseId ? eq(m.houseId, f.houseId) : undefined,
    f.batchId ? eq(m.batchId, f.batchId) : undefined,
    like ? sql`(${m.address} ilike ${like} or ${m.recipientName} ilike ${like} or ${m.houseName} ilike ${like})` : undefined,
    f.from ? gte(m.createdAt, sql`(${f.from}::date)::timestamp at time zone 'Asia/Shanghai'`) : undefined,
    f.to ? lt(m.createdAt, sql`(${f.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`) : undefined,
  );
}

// The column nested, so it keeps its table's name: a one-table select writes top-level columns bare, and inside
// `from users` a bare created_by is the user's own.
const createdByName = sql<string | null>`(select u.name from users u where u.id = ${sql`${m.createdBy}`})`;

export async function pageMessages(db: DbOrTx, companyId: number, f: ListFilter & { page: number; size: number }) {
  const { total, rows } = await pagedList(
    db,
    {
      table: m,
      where: filterOf(companyId, f, true),
      sort: { column: m.id, order: 'desc' },
      tiebreak: m.id,
      lookups: (onPage) => ({ createdByName: sql<string | null>`(select u.name from users u where u.id = ${onPage(m.createdBy)})` }),
    },
    f.page,
    f.size,
  );
  const counts = await db
    .select({ state: m.state, n: count() })
    .from(m)
    .where(filterOf(companyId, f, false))
    .groupBy(m.state);
  return { total, rows: rows.map(({ createdByName, ...message }) => ({ message, createdByName })), counts: Object.fromEntries(counts.map((c) => [c.state, c.n])) };
}

export async function houseMessages(db: DbOrTx, companyId: number, houseId: number) {
  return db.select({ message: m, createdByName }).from(m).where(and(eq(m.companyId, companyId), eq(m.houseId, houseId))).orderBy(desc(m.id)).limit(200);
}

/** Each house's latest message of the purpose. */
export async function latestSent(db: DbOrTx, companyId: number, houseIds: number[], purpose: string) {
  if (houseIds.length === 0) return [];
  return db
    .selectDistinctOn([m.houseId], { houseId: m.houseId, channel: m.channel, state: m.state, at: m.createdAt })
    .from(m)
    .where(and(eq(m.companyId, companyId), eq(m.purpose, purpose), inArray(m.houseId, houseIds)))
    .orderBy(m.houseId, desc(m.id));
}

export async function messageByVendorId(db: DbOrTx, channel: string, vendorId: string, address: string) {
  const [row] = await db.select().from(m).where(and(eq(m.channel, channel), eq(m.vendorId, vendorId), eq(m.address, address)));
  return row;
}

const r = schema.outboundReports;

export async function insertReport(db: DbOrTx, row: typeof r.$inferInsert) {
  await db.insert(r).values(row);
}

/** The first report kept for a vendor id (a WeChat msgid), if one came. */
export async function keptReport(db: DbOrTx, channel: string, vendorId: string) {
  const [row] = await db.select().from(r).where(and(eq(r.channel, channel), eq(r.vendorId, vendorId))).orderBy(r.id).limit(1);
  return row;
}
