import { and, eq, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import type { LineSourceRow, PaymentSourceRow } from '@pm/domain';

// 业财一体: what the charging and settlement tables hold for a range of business days, read in a
// handful of set-based queries (a day with thousands of payments is still five round trips), the
// company's charging template rows, and the acct_voucher_sources links (a source feeds one voucher).

const tpl = schema.acctVoucherTemplates;

export interface Range {
  companyId: number;
  dateFrom: string;
  dateTo: string;
  estateId?: number | undefined;
}

/** The business day in China (UTC+8) of a timestamp. */
const chinaDay = (column: SQL) => sql`((${column} at time zone 'UTC') + interval '8 hours')::date`;

const notBooked = (kind: string, id: SQL) => sql`not exists (select 1 from acct_voucher_sources s where s.source_kind = ${kind} and s.source_id = ${id})`;

function lineWhere(r: Range) {
  return sql.join(
    [
      sql`l.company_id = ${r.companyId}`,
      sql`l.released_at is not null`,
      sql`l.released_at >= ((${r.dateFrom}::date - interval '8 hours') at time zone 'UTC')`,
      sql`l.released_at < ((${r.dateTo}::date + interval '16 hours') at time zone 'UTC')`,
      r.estateId ? sql`l.estate_id = ${r.estateId}` : undefined,
      sql`coalesce(l.net, 0) <> 0`,
    ].filter((x): x is SQL => x !== undefined),
    sql` and `,
  );
}

function paymentWhere(r: Range) {
  return sql.join(
    [
      sql`p.company_id = ${r.companyId}`,
      sql`p.business_date between ${r.dateFrom}::date and ${r.dateTo}::date`,
      r.estateId ? sql`p.estate_id = ${r.estateId}` : undefined,
      notBooked('payment', sql`p.id`),
    ].filter((x): x is SQL => x !== undefined),
    sql` and `,
  );
}


/** Released bill lines of the range not yet booked: the day released, amount and the item's kind. */
export async function releasedLines(tx: DbOrTx, r: Range): Promise<LineSourceRow[]> {
  const rows = await tx.execute<LineSourceRow & Record<string, unknown>>(sql`
    select l.id, to_char(${chinaDay(sql`l.released_at`)}, 'YYYY-MM-DD') as day, l.estate_id, l.net::text as net,
           l.reversal_of, l.adjusts_line_id, i.category, i.pass_through, ti.rate::text as vat_rate
    from bill_lines l join charge_items i on i.id = l.item_id
    left join invoice_tax_items ti on ti.company_id = l.company_id and ti.item_id = l.item_id
    where ${lineWhere(r)} and ${notBooked('bill_line', sql`l.id`)}
    order by l.id`);
  return rows.map((x) => ({ ...x, id: Number(x.id), estate_id: Number(x.estate_id), reversal_of: x.reversal_of === null ? null : Number(x.reversal_of), adjusts_line_id: x.adjusts_line_id === null ? null : Number(x.adjusts_line_id) }));
}


export async function payments(tx: DbOrTx, r: Range): Promise<PaymentSourceRow[]> {
  const rows = await tx.execute<PaymentSourceRow & Record<string, unknown>>(sql`
    select p.id, to_char(p.business_date, 'YYYY-MM-DD') as day, p.estate_id, p.settle_type, o.settle_type as original_type
    from payments p left join payments o on o.id = p.reversal_of
    where ${paymentWhere(r)}
    order by p.id`);
  return rows.map((x) => ({ ...x, id: Number(x.id), estate_id: Number(x.estate_id) }));
}

export async function tenders(tx: DbOrTx, r: Range) {
  const rows = await tx.execute<{ payment_id: number; seq: number; method: string; amount: string }>(sql`
    select t.payment_id, t.seq, t.method, t.amount::text as amount
    from payment_tenders t join payments p on p.id = t.payment_id
    where ${paymentWhere(r)}
    order by t.payment_id, t.seq`);
  return rows.map((x) => ({ ...x, payment_id: Number(x.payment_id) }));
}

export async function allocations(tx: DbOrTx, r: Range) {
  const rows = await tx.execute<{ id: number; payment_id: number; principal: string; late_fee: string; source: string; category: string; pass_through: boolean }>(sql`
    select a.id, a.payment_id, a.principal::text as principal, a.late_fee::text as late_fee, a.source, i.category, i.pass_through
    from payment_allocations a join payments p on p.id = a.payment_id join charge_items i on i.id = a.item_id
    where ${paymentWhere(r)}
    order by a.payment_id, a.id`);
  return rows.map((x) => ({ ...x, id: Number(x.id), payment_id: Number(x.payment_id) }));
}

/** Moves of the houses' own accounts (预交款, 押金, 存零) not tied to a bill line (offsets come from allocations). */
export async function entries(tx: DbOrTx, r: Range) {
  const rows = await tx.execute<{ id: number; payment_id: number; kind: string; amount: string }>(sql`
    select e.id, e.payment_id, a.kind, e.amount::text as amount
    from settle_account_entries e join payments p on p.id = e.payment_id join settle_accounts a on a.id = e.account_id
    where ${paymentWhere(r)} and e.line_id is null and a.kind <> 'agency'
    order by e.payment_id, e.id`);
  return rows.map((x) => ({ ...x, id: Number(x.id), payment_id: Number(x.payment_id) }));
}

export async function estateNames(tx: DbOrTx, companyId: number) {
  const rows = await tx.select({ id: schema.estates.id, name: schema.estates.name }).from(schema.estates).where(eq(schema.estates.companyId, companyId));
  return new Map(rows.map((e) => [e.id, e.name]));
}

export async function templateRows(tx: DbOrTx, companyId: number) {
  return tx
    .select({ event: tpl.event, tenderMethod: tpl.tenderMethod, debitSubjectCode: tpl.debitSubjectCode, summary: tpl.summary })
    .from(tpl)
    .where(and(eq(tpl.companyId, companyId), eq(tpl.kind, 'charging'), eq(tpl.active, true)));
}

export async function replaceTemplate(
  tx: DbOrTx,
  companyId: number,
  rows: readonly { event: string; name: string; tenderMethod: string | null; debitSubjectCode: string | null; summary: string | null }[],
) {
  await tx.delete(tpl).where(and(eq(tpl.companyId, companyId), eq(tpl.kind, 'charging')));
  if (rows.length) await tx.insert(tpl).values(rows.map((r) => ({ companyId, kind: 'charging', ...r })));
}

/** Vouchers whose sourceRef starts with the prefix (a day's, an estate's …). */
export async function sourceRefsLike(tx: DbOrTx, companyId: number, prefix: string) {
  const rows = await tx
    .select({ sourceRef: schema.acctVouchers.sourceRef })
    .from(schema.acctVouchers)
    .where(and(eq(schema.acctVouchers.companyId, companyId), sql`${schema.acctVouchers.sourceRef} like ${`${prefix}%`}`));
  return rows.map((r) => r.sourceRef!);
}

export async function insertSources(tx: DbOrTx, rows: readonly { companyId: number; sourceKind: string; sourceId: number; voucherId: number }[]) {
  for (let i = 0; i < rows.length; i += 5000) await tx.insert(schema.acctVoucherSources).values(rows.slice(i, i + 5000));
}

/** Generated charging vouchers of the range (by voucher date), estate from their sourceRef. */
export async function chargingVoucherIds(tx: DbOrTx, r: Range) {
  const v = schema.acctVouchers;
  const rows = await tx
    .select({ id: v.id })
    .from(v)
    .where(
      and(
        eq(v.companyId, r.companyId),
        eq(v.source, 'charging'),
        sql`${v.voucherDate} between ${r.dateFrom}::date and ${r.dateTo}::date`,
        r.estateId ? sql`${v.sourceRef} like ${`charging:%:estate:${r.estateId}:%`}` : undefined,
      ),
    )
    .orderBy(v.voucherDate, v.id);
  return rows.map((x) => x.id);
}

export async function sourcesOf(tx: DbOrTx, companyId: number, voucherId: number) {
  const s = schema.acctVoucherSources;
  return tx.select({ kind: s.sourceKind, id: s.sourceId }).from(s).where(and(eq(s.companyId, companyId), eq(s.voucherId, voucherId)));
}

export async function sourceBills(tx: DbOrTx, companyId: number, voucherId: number) {
  const rows = await tx.execute<{ line_id: number; house_name: string | null; item_name: string; period: string; net: string; reversal_of: number | null; adjusts_line_id: number | null }>(sql`
    select l.id as line_id, h.name as house_name, i.name as item_name, l.period, l.net::text as net, l.reversal_of, l.adjusts_line_id
    from acct_voucher_sources s join bill_lines l on l.id = s.source_id
    join charge_items i on i.id = l.item_id left join houses h on h.id = l.house_id
    where s.company_id = ${companyId} and s.voucher_id = ${voucherId} and s.source_kind = 'bill_line'
    order by l.id`);
  return rows.map((x) => ({ ...x, line_id: Number(x.line_id) }));
}

export async function sourcePayments(tx: DbOrTx, companyId: number, voucherId: number) {
  const rows = await tx.execute<{ payment_id: number; receipt_no: string | null; house_name: string | null; settle_type: string; total: string; business_date: string; tenders: { method: string; amount: string }[] }>(sql`
    select distinct on (p.id) p.id as payment_id, r.number as receipt_no, h.name as house_name, p.settle_type, p.total::text as total,
           to_char(p.business_date, 'YYYY-MM-DD') as business_date,
           coalesce((select json_agg(json_build_object('method', t.method, 'amount', t.amount::text) order by t.seq) from payment_tenders t where t.payment_id = p.id), '[]'::json) as tenders
    from acct_voucher_sources s join payments p on p.id = s.source_id
    left join receipts r on r.payment_id = p.id left join houses h on h.id = p.house_id
    where s.company_id = ${companyId} and s.voucher_id = ${voucherId} and (s.source_kind = 'payment' or s.source_kind like 'payment:%')
    order by p.id`);
  return rows.map((x) => ({ ...x, payment_id: Number(x.payment_id) }));
}
