import { and, asc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { pagedList } from '../records';

const p = schema.payments;
const r = schema.invoiceRequests;
const l = schema.invoiceLines;
const inv = schema.invoices;
const rl = schema.invoiceRedLetters;
const h = schema.houses;
const rc = schema.receipts;

export type RequestRow = typeof r.$inferSelect;
export type LineRow = typeof l.$inferSelect;
export type NewLine = typeof l.$inferInsert;

/** The payment a request is made for, locked (a reversal of it, which locks it too, waits), with its receipt. */
export async function lockPayment(tx: DbOrTx, companyId: number, paymentId: number) {
  const [row] = await tx
    .select({ id: p.id, estateId: p.estateId, houseId: p.houseId, settleType: p.settleType, reversalOf: p.reversalOf, businessDate: p.businessDate })
    .from(p)
    .where(and(eq(p.id, paymentId), eq(p.companyId, companyId)))
    .for('update');
  if (!row) return undefined;
  const [reversal] = await tx.select({ id: p.id }).from(p).where(eq(p.reversalOf, paymentId));
  const [receipt] = await tx.select({ id: rc.id, number: rc.number }).from(rc).where(eq(rc.paymentId, paymentId));
  return { ...row, reversed: reversal !== undefined, receiptId: receipt?.id ?? null, receiptNumber: receipt?.number ?? null };
}

export type AllocationLeft = {
  allocation_id: number;
  item_id: number;
  item_name: string;
  pass_through: boolean;
  paid: string;
  invoiced: string;
  tax_code: string | null;
  rate: string | null;
  price_includes_tax: boolean | null;
  policy_flag: string | null;
  goods_name: string | null;
};

/** The payment's receipt lines (allocations paying something) with what is invoiced of each and the item's tax setup. */
export async function allocationsOf(tx: DbOrTx, companyId: number, paymentId: number): Promise<AllocationLeft[]> {
  const rows = await tx.execute<AllocationLeft>(sql`
    select a.id::int as allocation_id, a.item_id::int as item_id, ci.name as item_name, ci.pass_through,
           (a.principal + a.late_fee)::text as paid, coalesce(t.invoiced, 0)::text as invoiced,
           ti.tax_code, ti.rate::text as rate, ti.price_includes_tax, ti.policy_flag, ti.goods_name
    from payment_allocations a
    join charge_items ci on ci.id = a.item_id
    left join invoice_tax_items ti on ti.company_id = a.company_id and ti.item_id = a.item_id
    left join invoice_allocation_totals t on t.allocation_id = a.id
    where a.company_id = ${companyId} and a.payment_id = ${paymentId} and a.principal + a.late_fee > 0
    order by a.id`);
  return [...rows];
}

/** The house's current owners (latest event 入伙 or 过户), largest share first. */
export async function currentOwners(tx: DbOrTx, companyId: number, houseId: number) {
  const rows = await tx.execute<{ name: string; type: string; id_type: string | null; id_number: string | null; mobile: string | null }>(sql`
    select o.name, o.type, o.id_type, o.id_number, o.mobile
    from (select distinct on (e.owner_id) e.owner_id, e.event, e.share, e.id
          from house_owner_events e where e.company_id = ${companyId} and e.house_id = ${houseId}
          order by e.owner_id, e.id desc) last
    join owners o on o.id = last.owner_id and o.deleted_at is null
    where last.event in ('1', '2')
    order by last.share desc nulls last, last.id`);
  return [...rows];
}

export async function insertRequest(tx: DbOrTx, values: typeof r.$inferInsert): Promise<RequestRow> {
  const [row] = await tx.insert(r).values(values).returning();
  return row!;
}

export async function insertLines(tx: DbOrTx, rows: NewLine[]): Promise<LineRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(l).values(rows).returning();
}

export async function setJob(tx: DbOrTx, requestIds: number[], jobId: number) {
  if (requestIds.length) await tx.update(r).set({ jobId }).where(inArray(r.id, requestIds));
}

export async function requestById(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(r).where(and(eq(r.id, id), eq(r.companyId, companyId)));
  return row;
}

/** A request whoever asks (the portal then checks the payment is the owner's). */
export async function requestByIdAnyCompany(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: r.id, paymentId: r.paymentId }).from(r).where(eq(r.id, id));
  return row;
}

export async function requestByNo(db: DbOrTx, requestNo: string) {
  const [row] = await db.select().from(r).where(eq(r.requestNo, requestNo));
  return row;
}

export async function lockRequest(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(r).where(eq(r.id, id)).for('update');
  return row;
}

/** Moves the request from `from` states to `to`; answers the row when it moved (a second delivery moves nothing). */
export async function moveRequest(tx: DbOrTx, id: number, from: string[], to: string, extra: Partial<Pick<RequestRow, 'failReason' | 'serialNo'>> = {}) {
  const [row] = await tx
    .update(r)
    .set({ state: to, ...extra, updatedAt: sql`now()` })
    .where(and(eq(r.id, id), inArray(r.state, from)))
    .returning();
  return row;
}

export async function setSerial(tx: DbOrTx, id: number, serialNo: string) {
  await tx.update(r).set({ serialNo, updatedAt: sql`now()` }).where(eq(r.id, id));
}

export async function linesOf(db: DbOrTx, requestIds: number[]): Promise<LineRow[]> {
  if (requestIds.length === 0) return [];
  return db.select().from(l).where(inArray(l.requestId, requestIds)).orderBy(asc(l.requestId), asc(l.seq));
}

/** The blue requests of a payment, locked, oldest first. */
export async function blueRequestsOfPayment(tx: DbOrTx, companyId: number, paymentId: number) {
  return tx
    .select()
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.paymentId, paymentId), eq(r.direction, 'blue')))
    .orderBy(asc(r.id))
    .for('update');
}

/** Red requests of a blue one that still count (not failed, not cancelled). */
export async function liveRedRequests(tx: DbOrTx, blueRequestId: number) {
  return tx
    .select()
    .from(r)
    .where(and(eq(r.blueRequestId, blueRequestId), sql`${r.state} not in ('failed', 'cancelled')`))
    .orderBy(asc(r.id));
}

export async function insertInvoice(tx: DbOrTx, values: typeof inv.$inferInsert) {
  await tx.insert(inv).values(values).onConflictDoNothing({ target: inv.requestId });
}

export async function invoicesOf(db: DbOrTx, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(inv).where(inArray(inv.requestId, requestIds));
}

export async function insertRedLetter(tx: DbOrTx, values: typeof rl.$inferInsert) {
  await tx.insert(rl).values(values);
}

export async function redLettersOf(db: DbOrTx, requestIds: number[]) {
  if (requestIds.length === 0) return [];
  return db.select().from(rl).where(inArray(rl.requestId, requestIds));
}

export async function redLetterByBillId(db: DbOrTx, billId: string) {
  const [row] = await db.select().from(rl).where(eq(rl.billId, billId));
  return row;
}

export async function updateRedLetter(tx: DbOrTx, requestId: number, values: { billNo: string; state: string; net?: string; tax?: string }) {
  await tx
    .update(rl)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(rl.requestId, requestId));
}

export interface RequestListFilter {
  state?: string | undefined;
  direction?: string | undefined;
  paymentId?: number | undefined;
  houseId?: number | undefined;
  /** China days of the request, both included. */
  from?: string | undefined;
  to?: string | undefined;
  ids?: number[];
}

function requestScope(companyId: number, f: RequestListFilter): SQL | undefined {
  return and(
    eq(r.companyId, companyId),
    f.state ? eq(r.state, f.state) : undefined,
    f.direction ? eq(r.direction, f.direction) : undefined,
    f.paymentId ? eq(r.paymentId, f.paymentId) : undefined,
    f.houseId ? eq(r.houseId, f.houseId) : undefined,
    f.from ? gte(r.createdAt, sql`(${f.from}::date)::timestamp at time zone 'Asia/Shanghai'`) : undefined,
    f.to ? lt(r.createdAt, sql`(${f.to}::date + 1)::timestamp at time zone 'Asia/Shanghai'`) : undefined,
    f.ids ? inArray(r.id, f.ids.length ? f.ids : [0]) : undefined,
  );
}

/** Requests of the company, newest first, with the house, receipt number and invoice number. */
export async function requestPage(db: DbOrTx, companyId: number, f: RequestListFilter, page: number, size: number) {
  const { total, rows } = await pagedList(
    db,
    {
      table: r,
      where: requestScope(companyId, f),
      sort: { column: r.id, order: 'desc' },
      tiebreak: r.id,
      lookups: (onPage) => ({
        houseName: sql<string | null>`(select ${h.name} from ${h} where ${h.id} = ${onPage(r.houseId)})`,
        // One receipt per payment and one invoice per request (unique indexes).
        receiptNumber: sql<string | null>`(select ${rc.number} from ${rc} where ${rc.paymentId} = ${onPage(r.paymentId)})`,
        invoiceNumber: sql<string | null>`(select ${inv.number} from ${inv} where ${inv.requestId} = ${onPage(r.id)})`,
      }),
    },
    page,
    size,
  );
  return { total, rows: rows.map(({ houseName, receiptNumber, invoiceNumber, ...request }) => ({ request, houseName, receiptNumber, invoiceNumber })) };
}

/**
 * Payments of a company (or estate) on business days `from`..`to` with something left to invoice: not a reversal,
 * not reversed, not 期初, with a receipt line of an item not passed through whose amount is not all invoiced.
 */
export async function paymentsToInvoice(db: DbOrTx, companyId: number, f: { estateId?: number | undefined; from: string; to: string }, limit: number) {
  const rows = await db.execute<{ id: number }>(sql`
    select p.id::int as id from payments p
    where p.company_id = ${companyId} and p.business_date between ${f.from} and ${f.to}
      ${f.estateId ? sql`and p.estate_id = ${f.estateId}` : sql``}
      and p.settle_type not in ('14', '15') and p.house_id is not null
      and not exists (select 1 from payments x where x.reversal_of = p.id)
      and exists (
        select 1 from payment_allocations a join charge_items ci on ci.id = a.item_id
        left join invoice_allocation_totals t on t.allocation_id = a.id
        where a.payment_id = p.id and not ci.pass_through and a.principal + a.late_fee > coalesce(t.invoiced, 0))
    order by p.id
    limit ${limit}`);
  return [...rows].map((row) => Number(row.id));
}

export async function receiptNumberOf(db: DbOrTx, paymentId: number): Promise<string | null> {
  const [row] = await db.select({ number: rc.number }).from(rc).where(eq(rc.paymentId, paymentId));
  return row?.number ?? null;
}

/** 价税合计 of a blue request still standing after its issued red letters (元, 2 decimals). */
export async function standingGross(db: DbOrTx, blueRequestId: number): Promise<string> {
  const [row] = await db.execute<{ standing: string }>(sql`
    select coalesce(sum(l.gross), 0)::numeric(14, 2)::text as standing
    from invoice_lines l join invoice_requests q on q.id = l.request_id
    where q.id = ${blueRequestId} or (q.blue_request_id = ${blueRequestId} and q.state = 'issued')`);
  return row?.standing ?? '0.00';
}

/** The company and house of a payment, whoever asks (the portal checks the house is the owner's before anything else). */
export async function paymentHouse(db: DbOrTx, paymentId: number): Promise<{ companyId: number; houseId: number | null } | undefined> {
  const [row] = await db.select({ companyId: p.companyId, houseId: p.houseId }).from(p).where(eq(p.id, paymentId));
  return row;
}
