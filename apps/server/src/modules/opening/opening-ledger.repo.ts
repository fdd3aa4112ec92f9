import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// The ledger writes of an opening import, each one set-based statement over the staged rows or the
// import's own lines and payments (the charging and settlement triggers do the rest: released lines
// open in bill_line_open and the receivables, account entries move their balances, each payment
// balances at commit). Cross-area by necessity: 100,000 rows cannot go through the counter's use cases.

const rowsOf = <T>(result: Iterable<T>) => [...result];

export interface Actor {
  companyId: number;
  userId: number;
}

/** The staged arrears rows (what a commit checks against the ledger once more). */
export async function stagedArrears(tx: DbOrTx, importId: number) {
  const rows = await tx.execute<{ seq: number; house_id: string; item_id: string; period_from: string; period_to: string; place: string }>(sql`
    select seq, house_id, item_id, period_from::text, period_to::text, place from opening_import_rows
    where import_id = ${importId} and kind = 'arrears' order by seq`);
  return rowsOf(rows).map((r) => ({ seq: r.seq, houseId: Number(r.house_id), itemId: Number(r.item_id), from: r.period_from, to: r.period_to, place: r.place }));
}

/** The staged arrears as released lines marked with the import (期初), and their events. */
export async function insertOpeningLines(tx: DbOrTx, importId: number, a: Actor): Promise<number> {
  const rows = await tx.execute<{ n: number }>(sql`
    with written as (
      insert into bill_lines (company_id, estate_id, house_id, item_id, target_type, target_id, period, period_from, period_to,
        bill_key, generation, gross, reduction, net, due_date, late_from, status, opening_id, remark, released_by, released_at, created_by, updated_by)
      select r.company_id, r.estate_id, r.house_id, r.item_id, 'house', r.house_id, r.period, r.period_from, r.period_to,
        'open:' || ${importId}::text || ':' || r.seq::text, 0, r.amount, 0, r.amount, r.due_date, r.late_from, 'released', ${importId},
        coalesce(r.remark, '期初导入'), ${a.userId}, now(), ${a.userId}, ${a.userId}
      from opening_import_rows r where r.import_id = ${importId} and r.kind = 'arrears' order by r.house_id, r.seq
      returning id, company_id
    ), events as (
      insert into bill_line_events (company_id, line_id, action, from_status, to_status, note, by)
      select company_id, id, 'create', null, 'released', ${`期初导入 #${importId}`}, ${a.userId} from written
    )
    select count(*)::int as n from written`);
  return rowsOf(rows)[0]?.n ?? 0;
}

/**
 * The staged balances as 期初 payments (type 15, no tenders): one per house for 预交款 and 存零 together,
 * one per deposit row (its payer and day); each with its account entries, linked to the import.
 */
export async function insertOpeningPayments(tx: DbOrTx, importId: number, a: Actor, asOf: string): Promise<number> {
  await tx.execute(sql`
    insert into settle_accounts (company_id, estate_id, house_id, kind, item_id)
    select distinct r.company_id, r.estate_id, r.house_id, r.kind, r.item_id
    from opening_import_rows r where r.import_id = ${importId} and r.kind <> 'arrears'
    order by r.house_id, r.kind, r.item_id
    on conflict do nothing`);
  const rows = await tx.execute<{ n: number }>(sql`
    with held as (
      select r.*, case when r.kind = 'deposit' then r.seq else min(r.seq) over (partition by r.house_id, r.kind = 'deposit') end as pay_seq
      from opening_import_rows r where r.import_id = ${importId} and r.kind <> 'arrears'
    ), paid as (
      insert into payments (company_id, estate_id, house_id, settle_type, total, payer_name, remark, batch_ref, cashier_id, business_date)
      select h.company_id, h.estate_id, h.house_id, '15', sum(h.amount), max(h.payer_name),
        case when bool_and(h.kind = 'deposit') then '期初押金' || coalesce('（原交款日期 ' || max(h.paid_on)::text || '）', '') else '期初预存' end,
        'opening:' || ${importId}::text || ':' || h.pay_seq::text, ${a.userId}, ${asOf}::date
      from held h group by h.company_id, h.estate_id, h.house_id, h.pay_seq
      order by h.house_id, h.pay_seq
      returning id, batch_ref, company_id
    ), linked as (
      insert into opening_import_payments (import_id, payment_id, company_id) select ${importId}, id, company_id from paid
    ), entries as (
      insert into settle_account_entries (company_id, account_id, payment_id, amount, summary)
      select h.company_id, acc.id, p.id, h.amount,
        case h.kind when 'prepay' then '期初预交款' when 'change' then '期初存零' else '期初押金' end
      from held h
      join paid p on p.batch_ref = 'opening:' || ${importId}::text || ':' || h.pay_seq::text
      join settle_accounts acc on acc.company_id = h.company_id and acc.house_id = h.house_id and acc.estate_id = h.estate_id
        and acc.kind = h.kind and acc.item_id = h.item_id
      order by acc.id
      returning 1
    )
    select (select count(*) from paid)::int as n, (select count(*) from entries) as entries`);
  return rowsOf(rows)[0]?.n ?? 0;
}

/** What the ledger holds of the import: its lines' net per item kind, its payments' entries per account kind. */
export async function recount(tx: DbOrTx, importId: number) {
  const lines = await tx.execute<{ category: string; pass_through: boolean; amount: string; n: number }>(sql`
    select i.category, i.pass_through, sum(l.net)::text as amount, count(*)::int as n
    from bill_lines l join charge_items i on i.id = l.item_id
    where l.opening_id = ${importId} and l.reversal_of is null
    group by i.category, i.pass_through`);
  const held = await tx.execute<{ kind: string; amount: string; n: number }>(sql`
    select acc.kind, sum(e.amount)::text as amount, count(*)::int as n
    from opening_import_payments op
    join payments p on p.id = op.payment_id and p.settle_type = '15'
    join settle_account_entries e on e.payment_id = p.id
    join settle_accounts acc on acc.id = e.account_id
    where op.import_id = ${importId}
    group by acc.kind`);
  return { lines: rowsOf(lines), held: rowsOf(held) };
}

/** The import's lines and payments as the sources of its voucher (so 业财一体 never books them again). */
export async function linkSources(tx: DbOrTx, importId: number, companyId: number, voucherId: number, reversals: boolean) {
  await tx.execute(sql`
    insert into acct_voucher_sources (company_id, source_kind, source_id, voucher_id)
    select ${companyId}, 'bill_line', l.id, ${voucherId} from bill_lines l
    where l.opening_id = ${importId} and (l.reversal_of is not null) = ${reversals}`);
  await tx.execute(sql`
    insert into acct_voucher_sources (company_id, source_kind, source_id, voucher_id)
    select ${companyId}, 'payment', p.id, ${voucherId}
    from opening_import_payments op join payments p on p.id = op.payment_id
    where op.import_id = ${importId} and (p.settle_type = '14') = ${reversals}`);
}

/**
 * Undo's guard: the import's open lines and its accounts locked (lines before accounts, as a payment
 * locks them); lines paid or adjusted since (open ≠ net) and accounts moved since its entries.
 */
export async function lockAndCountTouched(tx: DbOrTx, importId: number, companyId: number) {
  await tx.execute(sql`
    select o.line_id from bill_line_open o join bill_lines l on l.id = o.line_id
    where l.opening_id = ${importId} and l.reversal_of is null and o.company_id = ${companyId}
    order by o.line_id for update of o`);
  await tx.execute(sql`
    select acc.id from settle_accounts acc
    where acc.id in (select e.account_id from opening_import_payments op join settle_account_entries e on e.payment_id = op.payment_id where op.import_id = ${importId})
    order by acc.id for update`);
  const [paid] = rowsOf(
    await tx.execute<{ n: number; example: string | null }>(sql`
      select count(*)::int as n, min(h.code || ' ' || l.period) as example
      from bill_lines l
      join houses h on h.id = l.house_id
      left join bill_line_open o on o.line_id = l.id
      where l.opening_id = ${importId} and l.reversal_of is null and (o.line_id is null or o.open <> l.net)`),
  );
  const [moved] = rowsOf(
    await tx.execute<{ n: number; example: string | null }>(sql`
      select count(distinct e.account_id)::int as n, min(h.code) as example
      from opening_import_payments op
      join settle_account_entries e on e.payment_id = op.payment_id
      join settle_account_entries later on later.account_id = e.account_id and later.id > e.id
      join houses h on h.id = (select acc.house_id from settle_accounts acc where acc.id = e.account_id)
      where op.import_id = ${importId}`),
  );
  return { paidLines: paid?.n ?? 0, paidExample: paid?.example ?? null, movedAccounts: moved?.n ?? 0, movedExample: moved?.example ?? null };
}

/** Undo: a released reversal of each of the import's lines (the trigger closes them) and a 冲红 of each payment. */
export async function reverseOpening(tx: DbOrTx, importId: number, a: Actor, day: string, reason: string) {
  await tx.execute(sql`
    with written as (
      insert into bill_lines (company_id, estate_id, house_id, item_id, target_type, target_id, period, period_from, period_to,
        bill_key, generation, gross, reduction, net, due_date, late_from, status, reversal_of, opening_id, remark, released_by, released_at, created_by, updated_by)
      select l.company_id, l.estate_id, l.house_id, l.item_id, l.target_type, l.target_id, l.period, l.period_from, l.period_to,
        l.bill_key, l.generation + 1, -l.gross, 0, -l.net, l.due_date, l.late_from, 'released', l.id, l.opening_id,
        ${`撤销期初导入：${reason}`.slice(0, 200)}, ${a.userId}, now(), ${a.userId}, ${a.userId}
      from bill_lines l where l.opening_id = ${importId} and l.reversal_of is null order by l.id
      returning id, company_id, reversal_of
    )
    insert into bill_line_events (company_id, line_id, action, from_status, to_status, note, by)
    select company_id, id, 'reverse', null, 'released', ${`撤销期初导入 #${importId}`}, ${a.userId} from written`);
  await tx.execute(sql`
    with orig as (
      select p.* from opening_import_payments op join payments p on p.id = op.payment_id
      where op.import_id = ${importId} and p.settle_type = '15'
    ), red as (
      insert into payments (company_id, estate_id, house_id, settle_type, total, payer_name, remark, reversal_of, batch_ref, cashier_id, business_date)
      select o.company_id, o.estate_id, o.house_id, '14', -o.total, o.payer_name, ${`撤销期初导入：${reason}`.slice(0, 200)}, o.id, o.batch_ref, ${a.userId}, ${day}::date
      from orig o order by o.id
      returning id, reversal_of, company_id
    ), linked as (
      insert into opening_import_payments (import_id, payment_id, company_id) select ${importId}, id, company_id from red
    )
    insert into settle_account_entries (company_id, account_id, payment_id, amount, summary)
    select e.company_id, e.account_id, r.id, -e.amount, '撤销' || e.summary
    from red r join settle_account_entries e on e.payment_id = r.reversal_of
    order by e.account_id`);
}

/** Done imports: their lines paid since and accounts moved since (what undo would refuse), without locks. */
export async function touchedCounts(tx: DbOrTx, importId: number) {
  const [row] = rowsOf(
    await tx.execute<{ paid: number; moved: number }>(sql`
      select
        (select count(*)::int from bill_lines l left join bill_line_open o on o.line_id = l.id
          where l.opening_id = ${importId} and l.reversal_of is null and (o.line_id is null or o.open <> l.net)) as paid,
        (select count(distinct e.account_id)::int from opening_import_payments op
          join settle_account_entries e on e.payment_id = op.payment_id
          join settle_account_entries later on later.account_id = e.account_id and later.id > e.id
          where op.import_id = ${importId}) as moved`),
  );
  return { paidLines: row?.paid ?? 0, movedAccounts: row?.moved ?? 0 };
}
