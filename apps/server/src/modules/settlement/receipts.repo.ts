import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// 收据打印: a receipt of the company with what it prints, and one receipt_prints row per print.

export type ReceiptHead = {
  id: string | number;
  number: string;
  payment_id: string | number;
  issued_at: string;
  company_name: string;
  estate_name: string;
  house_name: string | null;
  payer_name: string | null;
  settle_type: string;
  total: string;
  received: string | null;
  change_given: string | null;
  remark: string | null;
  cashier_name: string | null;
  void_reason: string | null;
  voided: boolean;
};

export async function receiptHead(db: DbOrTx, companyId: number, receiptId: number) {
  const [row] = await db.execute<ReceiptHead>(sql`
    select r.id, r.number, r.payment_id, to_char(r.issued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as issued_at,
      c.name as company_name, es.name as estate_name, h.name as house_name, p.payer_name, p.settle_type, p.total::text as total,
      p.received::text as received, p.change_given::text as change_given, p.remark,
      (select u.name from users u where u.id = p.cashier_id) as cashier_name, v.reason as void_reason, (v.receipt_id is not null) as voided
    from receipts r
    join payments p on p.id = r.payment_id
    join companies c on c.id = r.company_id
    join estates es on es.id = p.estate_id
    left join houses h on h.id = p.house_id
    left join receipt_voids v on v.receipt_id = r.id
    where r.id = ${receiptId} and r.company_id = ${companyId}`);
  return row;
}

/** The receipt's lines: each allocation's item, period, principal and late fee. */
export async function receiptLines(db: DbOrTx, paymentId: number) {
  return db.execute<{ item_name: string; period: string; principal: string; late_fee: string }>(sql`
    select i.name as item_name, l.period, a.principal::text as principal, a.late_fee::text as late_fee
    from payment_allocations a join bill_lines l on l.id = a.line_id join charge_items i on i.id = a.item_id
    where a.payment_id = ${paymentId} order by a.id`);
}

/** Moves of the house's own accounts (the estate's 代收 memo is not the payer's money). */
export async function receiptAccountMoves(db: DbOrTx, paymentId: number) {
  return db.execute<{ summary: string; amount: string }>(sql`
    select e.summary, e.amount::text as amount from settle_account_entries e join settle_accounts a on a.id = e.account_id
    where e.payment_id = ${paymentId} and a.kind <> 'agency' order by e.id`);
}

export async function receiptTenders(db: DbOrTx, paymentId: number) {
  return db.execute<{ method: string; amount: string; reference: string | null }>(sql`
    select t.method, t.amount::text as amount, t.reference from payment_tenders t where t.payment_id = ${paymentId} order by t.seq`);
}

/**
 * Records one print: copy number = the receipt's highest + 1. Two prints at once may take the same
 * number; the unique index (receipt_id, copy_no) refuses the second, which the caller retries.
 */
export async function insertPrint(db: DbOrTx, companyId: number, receiptId: number, userId: number) {
  const [row] = await db.execute<{ copy_no: number; printed_at: string }>(sql`
    insert into receipt_prints (company_id, receipt_id, copy_no, printed_by)
    select ${companyId}, ${receiptId}, coalesce(max(rp.copy_no), 0) + 1, ${userId} from receipt_prints rp where rp.receipt_id = ${receiptId}
    returning copy_no, to_char(printed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as printed_at`);
  return row!;
}

/** The copy number taken by a concurrent print: a unique violation of receipt_prints_copy_unique. */
export function isCopyTaken(error: unknown): boolean {
  const pg = (e: unknown) => e as { code?: string; constraint_name?: string; constraint?: string } | undefined;
  for (const e of [pg(error), pg((error as { cause?: unknown } | undefined)?.cause)]) {
    if (e?.code === '23505' && (e.constraint_name ?? e.constraint) === 'receipt_prints_copy_unique') return true;
  }
  return false;
}
