import { and, asc, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { contains, pagedList } from '../records';

// The owners' accounts (公共账户, 维修账户) and their entries. Entries are only inserted; the insert
// trigger moves the account's balance and sequence (packages/db/sql/owners.sql).

const a = schema.ownerAccounts;
const en = schema.ownerAccountEntries;
const h = schema.houses;
const b = schema.buildings;

export type AccountKind = 'public' | 'repair';

/** A live estate of the company. */
export async function findEstate(db: DbOrTx, companyId: number, estateId: number) {
  const [row] = await db
    .select({ id: schema.estates.id, name: schema.estates.name })
    .from(schema.estates)
    .where(and(eq(schema.estates.id, estateId), eq(schema.estates.companyId, companyId), isNull(schema.estates.deletedAt)));
  return row;
}

/** A live house of the company with its estate, building and registered area (text). */
export async function findHouse(db: DbOrTx, companyId: number, houseId: number) {
  const [row] = await db
    .select({
      id: h.id,
      code: h.code,
      name: h.name,
      estateId: h.estateId,
      estateName: schema.estates.name,
      buildingName: b.name,
      area: sql<string | null>`${h.buildArea}::text`,
    })
    .from(h)
    .innerJoin(schema.estates, eq(schema.estates.id, h.estateId))
    .leftJoin(b, eq(b.id, h.buildingId))
    .where(and(eq(h.id, houseId), eq(h.companyId, companyId), isNull(h.deletedAt)));
  return row;
}

/** A live building of the estate. */
export async function findBuilding(db: DbOrTx, companyId: number, estateId: number, buildingId: number) {
  const [row] = await db
    .select({ id: b.id })
    .from(b)
    .where(and(eq(b.id, buildingId), eq(b.companyId, companyId), eq(b.estateId, estateId), isNull(b.deletedAt)));
  return row;
}

/** The account, opened empty when missing, locked for the writing transaction. */
export async function lockAccount(tx: DbOrTx, key: { companyId: number; estateId: number; kind: AccountKind; houseId: number }) {
  await tx.insert(a).values(key).onConflictDoNothing({ target: [a.companyId, a.estateId, a.kind, a.houseId] });
  const [row] = await tx
    .select({ id: a.id, balance: a.balance })
    .from(a)
    .where(and(eq(a.companyId, key.companyId), eq(a.estateId, key.estateId), eq(a.kind, key.kind), eq(a.houseId, key.houseId)))
    .for('update');
  return row!;
}

/** The account without locking (reads). */
export async function findAccount(db: DbOrTx, key: { companyId: number; estateId: number; kind: AccountKind; houseId: number }) {
  const [row] = await db
    .select({ id: a.id, balance: a.balance, area: sql<string | null>`${a.area}::text`, rate: sql<string | null>`${a.rate}::text`, due: a.due })
    .from(a)
    .where(and(eq(a.companyId, key.companyId), eq(a.estateId, key.estateId), eq(a.kind, key.kind), eq(a.houseId, key.houseId)));
  return row;
}

export interface NewEntry {
  companyId: number;
  accountId: number;
  kind: 'income' | 'spending' | 'deposit' | 'interest' | 'withdrawal' | 'refund';
  category: string;
  amount: string;
  entryDate: string;
  summary: string;
  sourceDoc: string;
  interestId?: number;
  withdrawalId?: number;
  budgetLineId?: number;
  outsourcingContractId?: number;
  createdBy: number;
}

/** Appends entries in the order given; each gets its sequence and balance after from the trigger. */
export async function insertEntries(tx: DbOrTx, rows: NewEntry[]) {
  if (rows.length === 0) return [];
  return tx.insert(en).values(rows).returning({ id: en.id });
}

/** An entry's own columns, as every list of entries shows them (each list adds its house columns). */
export const entryFields = {
  id: en.id,
  seq: en.seq,
  kind: en.kind,
  category: en.category,
  amount: en.amount,
  balanceAfter: en.balanceAfter,
  entryDate: en.entryDate,
  summary: en.summary,
  sourceDoc: en.sourceDoc,
  createdAt: en.createdAt,
};

const entryColumns = { ...entryFields, houseId: a.houseId, houseCode: h.code };

/** Entries by id, with their account's house. */
export async function entriesById(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select(entryColumns)
    .from(en)
    .innerJoin(a, eq(a.id, en.accountId))
    .leftJoin(h, eq(h.id, a.houseId))
    .where(and(eq(en.companyId, companyId), sql`${en.id} = any(${`{${ids.join(',')}}`}::text::bigint[])`))
    .orderBy(asc(en.id));
}

/** One page of an account's entries, newest first. */
export function entryPage(db: DbOrTx, companyId: number, accountId: number, page: number, size: number) {
  return pagedList(
    db,
    {
      table: en,
      where: and(eq(en.companyId, companyId), eq(en.accountId, accountId)),
      // seq is unique in the account: the id never decides.
      sort: { column: en.seq, order: 'desc' },
      tiebreak: en.id,
      columns: ['id', 'seq', 'kind', 'category', 'amount', 'balanceAfter', 'entryDate', 'summary', 'sourceDoc', 'createdAt'],
      lookups: (onPage) => ({
        houseId: sql<number | null>`(select ${a.houseId} from ${a} where ${a.id} = ${onPage(en.accountId)})`.mapWith(a.houseId),
        houseCode: sql<string | null>`(select ${h.code} from ${h} where ${h.id} = (select ${a.houseId} from ${a} where ${a.id} = ${onPage(en.accountId)}))`,
      }),
    },
    page,
    size,
  );
}

/** Every entry of an account, oldest first (a house's statement). */
export async function allEntries(db: DbOrTx, companyId: number, accountId: number) {
  return db
    .select(entryColumns)
    .from(en)
    .innerJoin(a, eq(a.id, en.accountId))
    .leftJoin(h, eq(h.id, a.houseId))
    .where(and(eq(en.companyId, companyId), eq(en.accountId, accountId)))
    .orderBy(asc(en.seq));
}

/** Σ in and Σ out of an account per kind. */
export async function entryTotals(db: DbOrTx, companyId: number, accountId: number) {
  return db
    .select({ kind: en.kind, total: sql<string>`sum(${en.amount})::text` })
    .from(en)
    .where(and(eq(en.companyId, companyId), eq(en.accountId, accountId)))
    .groupBy(en.kind);
}

/** The estate's live houses with their registered area (text), for setting the repair-fund shares. */
export async function estateHouseAreas(db: DbOrTx, companyId: number, estateId: number) {
  return db
    .select({ id: h.id, area: sql<string | null>`${h.buildArea}::text` })
    .from(h)
    .where(and(eq(h.companyId, companyId), eq(h.estateId, estateId), isNull(h.deletedAt)))
    .orderBy(asc(h.id));
}

/** Opens or updates the houses' repair accounts with their share; balances stay as they are. */
export async function upsertShares(tx: DbOrTx, rows: { companyId: number; estateId: number; houseId: number; area: string | null; rate: string; due: string }[]) {
  for (let i = 0; i < rows.length; i += 500) {
    await tx
      .insert(a)
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, kind: 'repair' })))
      .onConflictDoUpdate({
        target: [a.companyId, a.estateId, a.kind, a.houseId],
        set: { area: sql`excluded.area`, rate: sql`excluded.rate`, due: sql`excluded.due` },
      });
  }
}

export interface RepairHouseFilter {
  buildingId?: number | undefined;
  q?: string | undefined;
}

function repairScope(companyId: number, estateId: number, f: RepairHouseFilter) {
  return and(
    eq(h.companyId, companyId),
    eq(h.estateId, estateId),
    isNull(h.deletedAt),
    f.buildingId ? eq(h.buildingId, f.buildingId) : undefined,
    f.q ? sql`(${contains(h.code, f.q)} or ${contains(h.name, f.q)})` : undefined,
  );
}

const depositedOf = sql<string>`coalesce((select sum(x.amount) from ${en} x where x.account_id = ${a.id} and x.kind = 'deposit'), 0)::text`;

/** The repair-fund ledger per house (分户账): live houses of the estate with their account if any. */
export async function repairHousePage(db: DbOrTx, companyId: number, estateId: number, f: RepairHouseFilter, page: number, size: number) {
  const where = repairScope(companyId, estateId, f);
  const accountJoin = and(eq(a.companyId, companyId), eq(a.estateId, estateId), eq(a.kind, 'repair'), eq(a.houseId, h.id));
  const { total, rows } = await pagedList(
    db,
    {
      table: h,
      where,
      sort: { column: h.code, order: 'asc' },
      tiebreak: h.id,
      columns: ['id', 'code', 'name'],
      lookups: (onPage) => {
        // The house's repair account (one per company, estate, kind and house), if any.
        const account = (value: SQL) => sql`(select ${value} from ${a} where ${and(eq(a.companyId, companyId), eq(a.estateId, estateId), eq(a.kind, 'repair'), eq(a.houseId, onPage(h.id)))})`;
        return {
          buildingName: sql<string | null>`(select ${b.name} from ${b} where ${b.id} = ${onPage(h.buildingId)})`,
          area: sql<string | null>`coalesce(${account(sql`${a.area}`)}, ${onPage(h.buildArea)})::text`,
          rate: sql<string | null>`${account(sql`${a.rate}`)}::text`,
          due: sql<string>`coalesce(${account(sql`${a.due}`)}, 0)::text`,
          deposited: sql<string>`coalesce(${account(sql`${depositedOf}`)}, '0')`,
          balance: sql<string>`coalesce(${account(sql`${a.balance}`)}, 0)::text`,
        };
      },
    },
    page,
    size,
  );
  const [sums] = await db
    .select({
      due: sql<string>`coalesce(sum(${a.due}), 0)::text`,
      balance: sql<string>`coalesce(sum(${a.balance}), 0)::text`,
      deposited: sql<string>`coalesce(sum((select sum(x.amount) from ${en} x where x.account_id = ${a.id} and x.kind = 'deposit')), 0)::text`,
    })
    .from(h)
    .innerJoin(a, accountJoin)
    .where(where);
  return {
    total,
    rows: rows.map((r) => ({
      houseId: r.id,
      houseCode: r.code,
      houseName: r.name,
      buildingName: r.buildingName,
      area: r.area,
      rate: r.rate,
      due: r.due,
      deposited: r.deposited,
      balance: r.balance,
    })),
    sums: sums!,
  };
}

/** The estate's repair accounts, locked in id order (interest allocation). */
export async function lockRepairAccounts(tx: DbOrTx, companyId: number, estateId: number) {
  return tx
    .select({ id: a.id, houseId: a.houseId, balance: a.balance, houseCode: h.code })
    .from(a)
    .innerJoin(h, eq(h.id, a.houseId))
    .where(and(eq(a.companyId, companyId), eq(a.estateId, estateId), eq(a.kind, 'repair')))
    .orderBy(asc(a.id))
    .for('update', { of: a });
}

/** The houses a withdrawal charges (the estate's or one building's live houses with a repair account), locked. */
export async function lockWithdrawalHouses(tx: DbOrTx, companyId: number, estateId: number, buildingId: number | undefined) {
  return tx
    .select({ accountId: a.id, houseId: h.id, houseCode: h.code, area: sql<string>`coalesce(${h.buildArea}, 0)::text`, balance: a.balance })
    .from(a)
    .innerJoin(h, eq(h.id, a.houseId))
    .where(and(eq(a.companyId, companyId), eq(a.estateId, estateId), eq(a.kind, 'repair'), isNull(h.deletedAt), buildingId ? eq(h.buildingId, buildingId) : undefined))
    .orderBy(asc(a.id))
    .for('update', { of: a });
}

export async function insertInterestAllocation(tx: DbOrTx, row: typeof schema.repairInterestAllocations.$inferInsert) {
  const [r] = await tx.insert(schema.repairInterestAllocations).values(row).returning({ id: schema.repairInterestAllocations.id });
  return r!.id;
}

export async function insertWithdrawal(tx: DbOrTx, row: typeof schema.repairWithdrawals.$inferInsert) {
  const [r] = await tx.insert(schema.repairWithdrawals).values(row).returning({ id: schema.repairWithdrawals.id });
  return r!.id;
}

/** The estate's withdrawals, newest first, with the vote's title, the document's subject and the houses charged. */
export async function withdrawalsOf(db: DbOrTx, companyId: number, estateId: number) {
  const w = schema.repairWithdrawals;
  return db
    .select({
      id: w.id,
      estateId: w.estateId,
      buildingId: w.buildingId,
      project: w.project,
      amount: w.amount,
      voteId: w.voteId,
      voteTitle: schema.ownerVotes.title,
      wfDocId: w.wfDocId,
      wfDocSubject: schema.wfDocs.subject,
      entryDate: w.entryDate,
      houses: sql<number>`(select count(*)::int from ${en} x where x.withdrawal_id = ${w.id})`,
    })
    .from(w)
    .innerJoin(schema.ownerVotes, eq(schema.ownerVotes.id, w.voteId))
    .innerJoin(schema.wfDocs, eq(schema.wfDocs.id, w.wfDocId))
    .where(and(eq(w.companyId, companyId), eq(w.estateId, estateId)))
    .orderBy(desc(w.id));
}

/** A workflow document of the company: its subject and status (an approval must be finished). */
export async function findWfDoc(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: schema.wfDocs.id, subject: schema.wfDocs.subject, status: schema.wfDocs.status })
    .from(schema.wfDocs)
    .where(and(eq(schema.wfDocs.id, id), eq(schema.wfDocs.companyId, companyId)));
  return row;
}

/** The house's current owners' names, 、-joined (statement header). */
export async function ownerNamesOf(db: DbOrTx, companyId: number, houseId: number) {
  const rows = await db.execute<{ name: string }>(sql`
    select o.name from owners o
    where o.company_id = ${companyId} and o.id in (
      select e.owner_id from house_owner_events e
      where e.company_id = ${companyId} and e.house_id = ${houseId}
        and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)
        and e.event <> '3')
    order by o.id`);
  return rows.map((r) => r.name).join('、');
}
