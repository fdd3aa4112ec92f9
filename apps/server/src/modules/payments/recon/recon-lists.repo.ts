import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// What 线上对账 shows a company: each bill day with the company's part (its figures, open differences, voucher) and a
// day's differences of its own (its orders' and refunds', and unknown rows whose attach names it).

export type DaySql = {
  id: string;
  bill_date: string;
  day_state: string;
  fetched: boolean;
  summary_ok: boolean;
  fetched_at: Date | null;
  reconciled_at: Date | null;
  error: string | null;
  part_state: string | null;
  bill_payments: number;
  bill_payment_total: string;
  bill_refunds: number;
  bill_refund_total: string;
  fee_total: string;
  our_payments: number;
  our_payment_total: string;
  our_refunds: number;
  our_refund_total: string;
  items: number;
  open_items: number;
  voucher_id: string | null;
  voucher_period: string | null;
  voucher_word: string | null;
  voucher_number: number | null;
  voucher_error: string | null;
  running: boolean;
};

const dayColumns = (companyId: number) => sql`
  d.id, to_char(d.bill_date, 'YYYY-MM-DD') as bill_date, d.state as day_state, d.fetched_at is not null as fetched,
  d.summary_problems is null as summary_ok, d.fetched_at, d.reconciled_at, d.error,
  c.state as part_state,
  coalesce(c.bill_payments, 0) as bill_payments, coalesce(c.bill_payment_total, 0)::text as bill_payment_total,
  coalesce(c.bill_refunds, 0) as bill_refunds, coalesce(c.bill_refund_total, 0)::text as bill_refund_total,
  coalesce(c.fee_total, 0)::text as fee_total,
  coalesce(c.our_payments, 0) as our_payments, coalesce(c.our_payment_total, 0)::text as our_payment_total,
  coalesce(c.our_refunds, 0) as our_refunds, coalesce(c.our_refund_total, 0)::text as our_refund_total,
  coalesce(c.items, 0) as items, coalesce(c.open_items, 0) as open_items,
  c.voucher_id, v.period as voucher_period, v.word as voucher_word, v.number as voucher_number, c.voucher_error,
  exists (select 1 from background_jobs j where j.kind = 'pay_recon' and j.ref_id = d.id and j.state in ('queued', 'running')) as running
  from pay_recon_days d
  left join pay_recon_companies c on c.day_id = d.id and c.company_id = ${companyId}
  left join acct_vouchers v on v.id = c.voucher_id`;

function dayWhere(f: { from?: string | undefined; to?: string | undefined }): SQL {
  const where: SQL[] = [sql`true`];
  if (f.from) where.push(sql`d.bill_date >= ${f.from}::date`);
  if (f.to) where.push(sql`d.bill_date <= ${f.to}::date`);
  return sql.join(where, sql` and `);
}

export async function daysPage(db: DbOrTx, companyId: number, f: { from?: string | undefined; to?: string | undefined }, page: number, size: number) {
  const where = dayWhere(f);
  const [count] = await db.execute<{ n: string }>(sql`select count(*) as n from pay_recon_days d where ${where}`);
  const rows = await db.execute<DaySql>(sql`
    select ${dayColumns(companyId)} where ${where}
    order by d.bill_date desc, d.id desc limit ${size} offset ${(page - 1) * size}`);
  return { total: Number(count!.n), rows: [...rows] };
}

/** The day as the company sees it (the latest merchant's, should the merchant have changed). */
export async function companyDay(db: DbOrTx, companyId: number, billDate: string): Promise<DaySql | undefined> {
  const [row] = await db.execute<DaySql>(sql`select ${dayColumns(companyId)} where d.bill_date = ${billDate}::date order by d.id desc limit 1`);
  return row;
}

export type ItemSql = {
  id: string;
  bill_date: string;
  kind: string;
  out_trade_no: string;
  out_refund_no: string | null;
  transaction_id: string | null;
  order_id: string | null;
  refund_id: string | null;
  house_name: string | null;
  ours: string | null;
  theirs: string | null;
  our_fee: string | null;
  their_fee: string | null;
  bill_time: string | null;
  our_day: string | null;
  detail: string | null;
  state: string;
  resolution: string | null;
  resolved_by_name: string | null;
  resolved_at: Date | null;
  note: string | null;
};

export interface ItemFilter {
  billDate: string;
  state?: string | undefined;
  kind?: string | undefined;
  id?: number | undefined;
}

const itemColumns = sql`
  i.id, to_char(i.bill_date, 'YYYY-MM-DD') as bill_date, i.kind, i.out_trade_no, i.out_refund_no, i.transaction_id, i.order_id, i.refund_id,
  h.name as house_name, i.ours::text as ours, i.theirs::text as theirs, i.our_fee::text as our_fee, i.their_fee::text as their_fee,
  i.bill_time, to_char(i.our_day, 'YYYY-MM-DD') as our_day, i.detail, i.state, i.resolution,
  u.name as resolved_by_name, i.resolved_at, i.note
  from pay_recon_items i
  left join pay_orders o on o.id = i.order_id
  left join houses h on h.id = o.house_id
  left join users u on u.id = i.resolved_by`;

function itemWhere(companyId: number, f: ItemFilter): SQL {
  const where: SQL[] = [sql`i.company_id = ${companyId}`];
  if (f.id !== undefined) where.push(sql`i.id = ${f.id}`);
  else where.push(sql`i.bill_date = ${f.billDate}::date`);
  if (f.state) where.push(sql`i.state = ${f.state}`);
  if (f.kind) where.push(sql`i.kind = ${f.kind}`);
  return sql.join(where, sql` and `);
}

/** Open ones first, then in the order found. */
export async function itemsPage(db: DbOrTx, companyId: number, f: ItemFilter, page: number, size: number) {
  const where = itemWhere(companyId, f);
  const [count] = await db.execute<{ n: string }>(sql`select count(*) as n from pay_recon_items i where ${where}`);
  const rows = await db.execute<ItemSql>(sql`
    select ${itemColumns} where ${where} order by i.state = 'open' desc, i.id limit ${size} offset ${(page - 1) * size}`);
  return { total: Number(count!.n), rows: [...rows] };
}

export async function itemsAfter(db: DbOrTx, companyId: number, f: ItemFilter, afterId: number, size: number): Promise<ItemSql[]> {
  const rows = await db.execute<ItemSql>(sql`select ${itemColumns} where ${itemWhere(companyId, f)} and i.id > ${afterId} order by i.id limit ${size}`);
  return [...rows];
}

export async function itemOf(db: DbOrTx, companyId: number, id: number): Promise<ItemSql | undefined> {
  const [row] = await db.execute<ItemSql>(sql`select ${itemColumns} where ${itemWhere(companyId, { billDate: '', id })}`);
  return row;
}

/** The item's day, when the item is the company's. */
export async function itemDayId(db: DbOrTx, companyId: number, id: number): Promise<number | undefined> {
  const [row] = await db.execute<{ day_id: string }>(sql`select day_id from pay_recon_items where id = ${id} and company_id = ${companyId}`);
  return row ? Number(row.day_id) : undefined;
}
