import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// The house's accounts (预交款, 押金 per item, 存零) and the estate's 代收 accounts: opened on
// demand, locked FOR UPDATE before their balance is relied on, moved only by entries (whose insert
// trigger keeps the balance and refuses going below zero).

const a = schema.settleAccounts;
const en = schema.settleAccountEntries;

export type AccountKind = 'prepay' | 'deposit' | 'change' | 'agency';

export interface AccountKey {
  companyId: number;
  estateId: number;
  /** 0 for an estate's agency account. */
  houseId: number;
  kind: AccountKind;
  /** The deposit's or agency's item; 0 for prepay and change. */
  itemId: number;
}

const keyWhere = (k: AccountKey) =>
  and(eq(a.companyId, k.companyId), eq(a.estateId, k.estateId), eq(a.houseId, k.houseId), eq(a.kind, k.kind), eq(a.itemId, k.itemId));

/** The account, locked for this transaction; undefined when it was never opened (balance 0). */
export async function lockAccount(tx: DbOrTx, k: AccountKey) {
  const [row] = await tx
    .select({ id: a.id, balance: sql<string>`${a.balance}::text` })
    .from(a)
    .where(keyWhere(k))
    .for('update');
  return row;
}

/** The account, opened empty when missing, locked for this transaction. */
export async function openAccount(tx: DbOrTx, k: AccountKey) {
  await tx.insert(a).values(k).onConflictDoNothing();
  const row = await lockAccount(tx, k);
  if (!row) throw new Error(`settle account ${k.kind} of house ${k.houseId} was not opened`);
  return row;
}

/** Accounts by id, locked in id order (a reversal moves the accounts its payment moved). */
export async function lockAccountsById(tx: DbOrTx, companyId: number, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: a.id, kind: a.kind, balance: sql<string>`${a.balance}::text` })
    .from(a)
    .where(and(eq(a.companyId, companyId), inArray(a.id, [...ids])))
    .orderBy(asc(a.id))
    .for('update');
}

export interface EntryDraft {
  accountId: number;
  amount: string;
  lineId?: number | null;
  summary: string;
}

/** Entries of one payment, in the order given (each moves its account's balance on insert). */
export async function insertEntries(tx: DbOrTx, companyId: number, paymentId: number, entries: readonly EntryDraft[]) {
  if (entries.length === 0) return;
  await tx.insert(en).values(entries.map((e) => ({ companyId, paymentId, accountId: e.accountId, amount: e.amount, lineId: e.lineId ?? null, summary: e.summary })));
}

/** The house's accounts with the deposit items' names. */
export async function houseAccounts(db: DbOrTx, companyId: number, houseId: number) {
  const i = schema.chargeItems;
  return db
    .select({ kind: a.kind, itemId: a.itemId, itemName: i.name, balance: sql<string>`${a.balance}::text` })
    .from(a)
    .leftJoin(i, eq(i.id, a.itemId))
    .where(and(eq(a.companyId, companyId), eq(a.houseId, houseId), inArray(a.kind, ['prepay', 'deposit', 'change'])))
    .orderBy(asc(a.kind), asc(a.itemId));
}

/**
 * The estate's 代收 accounts: collected (委收 and their reversals) and paid over (委付 and theirs),
 * by item. A reversal counts with the type it reverses.
 */
export async function agencyBalances(db: DbOrTx, companyId: number, estateId: number) {
  const rows = await db.execute<{ item_id: number; item_name: string; collected: string; paid_over: string; balance: string }>(sql`
    select a.item_id, i.name as item_name, a.balance::text as balance,
      coalesce(sum(e.amount) filter (where coalesce(orig.settle_type, p.settle_type) <> '10'), 0)::text as collected,
      coalesce(-sum(e.amount) filter (where coalesce(orig.settle_type, p.settle_type) = '10'), 0)::text as paid_over
    from settle_accounts a
    join charge_items i on i.id = a.item_id
    left join settle_account_entries e on e.account_id = a.id
    left join payments p on p.id = e.payment_id
    left join payments orig on orig.id = p.reversal_of
    where a.company_id = ${companyId} and a.estate_id = ${estateId} and a.kind = 'agency'
    group by a.id, a.item_id, i.name, a.balance
    order by i.name, a.item_id`);
  return [...rows].map((r) => ({ itemId: Number(r.item_id), itemName: r.item_name, collected: r.collected, paidOver: r.paid_over, balance: r.balance }));
}
