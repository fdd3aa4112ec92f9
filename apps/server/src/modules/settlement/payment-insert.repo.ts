import { sql, type SQL } from 'drizzle-orm';
import { executePrepared, type DbOrTx } from '@pm/db';
import type { PaymentParts } from './build-payment-answer';
import type { AllocationInsert, PaymentInsert, TenderDraft } from './payments.repo';
import type { EntryDraft } from './accounts.repo';
import { idArray } from './counter.repo';
import type { ReceiptDraft } from './take-receipt-numbers';

// One payment with its tenders, allocations, account entries, operation-log line and receipt in ONE
// statement (data-modifying CTEs), answering what the payment's answer shows of them. One round
// trip instead of six, and a statement text that does not change with the number of rows (the
// rows travel as JSON), so each pooled connection prepares it once (one text with a receipt, one without).
// The receipt takes the next serial of its counter (receipt_counters: one row per counter and reset period;
// a counter's first row starts at the rule's configured next serial, a new period of a used counter at 1):
// the counter row stays locked until commit, so concurrent payments of one counter queue there and a
// rolled-back one gives its serial back; a serial too long for the rule writes no receipt (the caller refuses it). The ledger triggers fire as
// before: the entries' row trigger moves each balance in the given order (and sets balance_after,
// returned here), the allocations' statement trigger moves the lines at the end of the statement,
// and the payment's balance check runs at commit.

export interface PaymentWrite {
  payment: Required<Omit<PaymentInsert, 'id' | 'createdAt' | 'principal' | 'lateFee'>> & { principal: string; lateFee: string };
  tenders: readonly TenderDraft[];
  allocations: readonly AllocationInsert[];
  entries: readonly EntryDraft[];
  log: { recordKey: string; action: string; detail: unknown };
  /** The receipt to number and write with the payment (none for a reversal). */
  receipt: ReceiptDraft | null;
  /** What the payment's read assumed of its lines, checked again as the statement starts (nothing written if not). */
  guard: PaymentGuard | null;
  /** The caller's own writes made by the same statement (CTEs that may read the payment as `p`). */
  also?: AlsoWritten | undefined;
}

/**
 * Data-modifying CTEs (`name as (…), …`) a caller adds to the payment's statement, reading the new payment as `p`: an
 * online order settled with its payment, so the estate's receipt counter is held until commit with no further round
 * trip (names must not be g, p, t, a, e, log, s or r).
 */
export type AlsoWritten = SQL;

/**
 * A payment's lines as its read found them: not held by an online order (but `heldBy`'s own), no reversal or
 * adjustment waiting for audit, and no late-fee waiver on the lines it charged a late fee for. The read locked the
 * lines but saw these other tables as of its own start; this statement starts after the lock was granted, so it sees
 * whatever a transaction holding the lock before it committed.
 */
export interface PaymentGuard {
  lineIds: readonly number[];
  /** Lines whose late fee was charged because no waiver was found. */
  notWaived: readonly number[];
  /** The online order paying these lines (its own hold is expected), or null at the counter. */
  heldBy: number | null;
}

/** Why the guard refused the write: a line held by an online order, one with a pending reversal or adjustment, one waived since. */
export type GuardProblem = 'held' | 'locked' | 'waived';

function guardPart(g: PaymentGuard | null) {
  if (!g) return sql`g as (select null::text as problem)`;
  const ids = idArray(g.lineIds);
  return sql`g as (
      select case
        when exists (select 1 from pay_order_lines pl where pl.line_id = any(${ids}) and pl.held and pl.order_id is distinct from ${g.heldBy}::bigint) then 'held'
        when exists (select 1 from bill_lines r where r.reversal_of = any(${ids}) and r.released_at is null)
          or exists (select 1 from bill_lines r where r.adjusts_line_id = any(${ids}) and r.released_at is null) then 'locked'
        when exists (select 1 from late_fee_waivers w where w.line_id = any(${idArray(g.notWaived)})) then 'waived'
      end as problem
    )`;
}

export type WrittenPayment = Omit<PaymentParts, 'receipt' | 'reversedBy'>;
/** The serial the receipt's counter gave, and the receipt written with it (null when it did not fit the rule). */
export type TakenReceipt = { serial: number; receipt: { id: number; number: string } | null };

type Row = {
  problem: GuardProblem | null;
  id: string;
  estateId: string;
  houseId: string | null;
  settleType: string;
  total: string;
  principal: string;
  lateFee: string;
  payerName: string | null;
  remark: string | null;
  batchRef: string | null;
  received: string | null;
  changeGiven: string | null;
  businessDate: string;
  createdAt: string;
  reversalOf: string | null;
  estateName: string;
  houseCode: string | null;
  houseName: string | null;
  cashierName: string | null;
  tenders: WrittenPayment['tenders'];
  allocations: WrittenPayment['allocations'];
  entries: WrittenPayment['entries'];
  serial: number | null;
  receiptId: string | null;
  receiptNumber: string | null;
};

const json = (v: unknown) => JSON.stringify(v);
const idOrNull = (v: string | null) => (v === null ? null : Number(v));

/** The receipt's CTEs (s: the serial taken, r: the receipt), or nothing for a payment without a receipt. */
function receiptParts(w: PaymentWrite) {
  const d = w.receipt;
  if (!d) return { ctes: sql``, columns: sql`, null::int as serial, null::bigint as "receiptId", null::text as "receiptNumber"`, join: sql`` };
  const companyId = w.payment.companyId;
  return {
    ctes: sql`, s as (
      insert into receipt_counters (company_id, counter_key, period_key, next_serial)
      select ${companyId}::bigint, ${d.counterKey}::varchar, ${d.periodKey}::varchar,
        (case when exists (select 1 from receipt_counters c where c.company_id = ${companyId} and c.counter_key = ${d.counterKey}) then 1 else ${d.firstSerial}::int end) + 1
      from p
      on conflict (company_id, counter_key, period_key) do update set next_serial = receipt_counters.next_serial + 1
      returning next_serial - 1 as serial
    ), r as (
      insert into receipts (company_id, estate_id, payment_id, rule_id, number, issued_by)
      select p.company_id, p.estate_id, p.id, ${d.ruleId}::bigint, ${d.head}::text || lpad(s.serial::text, ${d.serialLength}::int, '0'), p.cashier_id
      from p, s where s.serial >= 1 and length(s.serial::text) <= ${d.serialLength}::int
      returning id, number
    )`,
    columns: sql`, s.serial, r.id as "receiptId", r.number as "receiptNumber"`,
    join: sql` left join s on true left join r on true`,
  };
}

/** The payment's statement up to its final select: the guard, the payment and its rows, the caller's own CTEs, the receipt. */
function paymentStatement(w: PaymentWrite) {
  const p = w.payment;
  const tenders = w.tenders.map((t, i) => ({ seq: i + 1, method: t.method, amount: t.amount, account_id: t.accountId ?? null, reference: t.reference ?? null }));
  const allocations = w.allocations.map((a, i) => ({
    ord: i,
    line_id: a.lineId,
    house_id: a.houseId,
    item_id: a.itemId,
    principal: a.principal,
    late_fee: a.lateFee ?? null,
    late_days: a.lateDays ?? null,
    late_rate: a.lateRate ?? null,
    source: a.source ?? null,
  }));
  const entries = w.entries.map((e, i) => ({ ord: i, account_id: e.accountId, amount: e.amount, line_id: e.lineId ?? null, summary: e.summary }));
  const receipt = receiptParts(w);
  return {
    receipt,
    ctes: sql`
    with ${guardPart(w.guard)}, p as (
      insert into payments (company_id, estate_id, house_id, settle_type, total, principal, late_fee, payer_name, remark, batch_ref, reversal_of,
        received, change_given, cashier_id, business_date)
      select ${p.companyId}::bigint, ${p.estateId}::bigint, ${p.houseId}::bigint, ${p.settleType}::varchar, ${p.total}::numeric, ${p.principal}::numeric, ${p.lateFee}::numeric,
        ${p.payerName}::varchar, ${p.remark}::varchar, ${p.batchRef}::varchar, ${p.reversalOf}::bigint, ${p.received}::numeric, ${p.changeGiven}::numeric, ${p.cashierId}::bigint, ${p.businessDate}::date
      from g where g.problem is null
      returning *
    ), t as (
      insert into payment_tenders (payment_id, seq, company_id, method, amount, account_id, reference)
      select p.id, x.seq, p.company_id, x.method, x.amount, x.account_id, x.reference
      from p, json_to_recordset(${json(tenders)}::json) as x(seq int, method varchar, amount numeric, account_id bigint, reference varchar)
      order by x.seq
      returning seq, method, amount, account_id, reference
    ), a as (
      insert into payment_allocations (company_id, payment_id, line_id, house_id, item_id, principal, late_fee, late_days, late_rate, source)
      select p.company_id, p.id, x.line_id, x.house_id, x.item_id, x.principal, coalesce(x.late_fee, 0), coalesce(x.late_days, 0), x.late_rate, coalesce(x.source, 'cash')
      from p, json_to_recordset(${json(allocations)}::json) as x(ord int, line_id bigint, house_id bigint, item_id bigint, principal numeric, late_fee numeric, late_days int, late_rate numeric, source varchar)
      order by x.ord
      returning id, line_id, item_id, principal, late_fee, late_days, source
    ), e as (
      insert into settle_account_entries (company_id, account_id, payment_id, line_id, amount, summary)
      select p.company_id, x.account_id, p.id, x.line_id, x.amount, x.summary
      from p, json_to_recordset(${json(entries)}::json) as x(ord int, account_id bigint, line_id bigint, amount numeric, summary varchar)
      order by x.ord
      returning id, account_id, amount, balance_after, summary
    ), log as (
      insert into operation_logs (company_id, user_id, record_key, record_id, action, detail)
      select p.company_id, ${p.cashierId}, ${w.log.recordKey}, p.id, ${w.log.action}, ${json(w.log.detail)}::jsonb from p
    )${w.also ? sql`, ${w.also}` : sql``}${receipt.ctes}`,
  };
}

export async function insertPaymentWhole(tx: DbOrTx, w: PaymentWrite): Promise<(WrittenPayment & { taken: TakenReceipt | null; problem?: undefined }) | { problem: GuardProblem }> {
  const { ctes, receipt } = paymentStatement(w);
  const rows = await executePrepared<Row>(tx, sql`${ctes}
    select g.problem, p.id, p.estate_id as "estateId", p.house_id as "houseId", p.settle_type as "settleType", p.total::text as total,
      p.principal::text as principal, p.late_fee::text as "lateFee", p.payer_name as "payerName", p.remark, p.batch_ref as "batchRef",
      p.received::text as received, p.change_given::text as "changeGiven",
      p.business_date as "businessDate", p.created_at as "createdAt", p.reversal_of as "reversalOf",
      (select es.name from estates es where es.id = p.estate_id) as "estateName",
      h.code as "houseCode", h.name as "houseName",
      (select u.name from users u where u.id = p.cashier_id) as "cashierName",
      (select coalesce(json_agg(json_build_object('method', t.method, 'amount', t.amount::text, 'accountName', c.name, 'reference', t.reference) order by t.seq), '[]')
        from t left join charge_accounts c on c.id = t.account_id) as tenders,
      (select coalesce(json_agg(json_build_object('lineId', a.line_id, 'itemName', i.name, 'period', l.period, 'principal', a.principal::text,
          'lateFee', a.late_fee::text, 'lateDays', a.late_days, 'source', a.source) order by a.id), '[]')
        from a join bill_lines l on l.id = a.line_id join charge_items i on i.id = a.item_id) as allocations,
      (select coalesce(json_agg(json_build_object('kind', sa.kind, 'itemName', i.name, 'amount', e.amount::text, 'balanceAfter', e.balance_after::text,
          'summary', e.summary) order by e.id), '[]')
        from e join settle_accounts sa on sa.id = e.account_id left join charge_items i on i.id = sa.item_id) as entries${receipt.columns}
    from g left join p on true left join houses h on h.id = p.house_id${receipt.join}`);
  const [r] = [...rows];
  if (r?.problem) return { problem: r.problem };
  if (!r?.id) throw new Error('the payment insert answered no row');
  return {
    payment: {
      id: Number(r.id),
      estateId: Number(r.estateId),
      houseId: idOrNull(r.houseId),
      settleType: r.settleType,
      total: r.total,
      principal: r.principal,
      lateFee: r.lateFee,
      payerName: r.payerName,
      remark: r.remark,
      batchRef: r.batchRef,
      received: r.received,
      changeGiven: r.changeGiven,
      businessDate: r.businessDate,
      createdAt: r.createdAt,
      reversalOf: idOrNull(r.reversalOf),
    },
    estateName: r.estateName,
    houseCode: r.houseCode,
    houseName: r.houseName,
    cashierName: r.cashierName,
    tenders: r.tenders,
    allocations: r.allocations,
    entries: r.entries,
    taken: r.serial === null ? null : { serial: Number(r.serial), receipt: r.receiptId === null ? null : { id: Number(r.receiptId), number: r.receiptNumber! } },
  };
}

/**
 * The same statement for a payment nobody reads back (online money settled by a notification): the payment's id and
 * its receipt only, without building the tenders, allocations and entries for an answer.
 */
export async function insertPaymentLean(tx: DbOrTx, w: PaymentWrite): Promise<{ id: number; taken: TakenReceipt | null; problem?: undefined } | { problem: GuardProblem }> {
  const { ctes, receipt } = paymentStatement(w);
  const rows = await executePrepared<{ problem: GuardProblem | null; id: string | null; serial: number | null; receiptId: string | null; receiptNumber: string | null }>(
    tx,
    sql`${ctes}
    select g.problem, p.id${receipt.columns}
    from g left join p on true${receipt.join}`,
  );
  const [r] = rows;
  if (r?.problem) return { problem: r.problem };
  if (!r?.id) throw new Error('the payment insert answered no row');
  return { id: Number(r.id), taken: r.serial === null ? null : { serial: Number(r.serial), receipt: r.receiptId === null ? null : { id: Number(r.receiptId), number: r.receiptNumber! } } };
}
