import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// 个人账户台账: the entries of a house's own accounts (预交款, 押金, 存零) and their balances.

const HOUSE_KINDS = sql.raw(`('prepay', 'deposit', 'change')`);

/** Every entry of the house's accounts in the order written, with the payment's day and receipt. */
export async function houseAccountEntries(db: DbOrTx, companyId: number, houseId: number) {
  return db.execute<{ id: string | number; date: string; kind: string; summary: string; receipt_no: string | null; amount: string }>(sql`
    select e.id, p.business_date::text as date, a.kind, e.summary, r.number as receipt_no, e.amount::text as amount
    from settle_account_entries e
    join settle_accounts a on a.id = e.account_id
    join payments p on p.id = e.payment_id
    left join receipts r on r.payment_id = e.payment_id
    where e.company_id = ${companyId} and a.company_id = ${companyId} and a.house_id = ${houseId} and a.kind in ${HOUSE_KINDS}
    order by e.id`);
}

/** The house's balances per account kind (押金 summed over its deposit items). */
export async function houseAccountBalances(db: DbOrTx, companyId: number, houseId: number) {
  return db.execute<{ kind: string; balance: string }>(sql`
    select a.kind, sum(a.balance)::text as balance from settle_accounts a
    where a.company_id = ${companyId} and a.house_id = ${houseId} and a.kind in ${HOUSE_KINDS}
    group by a.kind`);
}
