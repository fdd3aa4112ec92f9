import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { contains, pagedList } from '../records';
import { entryFields } from './accounts.repo';

// 外包合同 and their payments (public-account spending entries carrying outsourcing_contract_id).
// The steps and the payment limits are proven again by the triggers of packages/db/sql/owners.sql.

const oc = schema.outsourcingContracts;
const en = schema.ownerAccountEntries;
const v = schema.ownerVotes;

export interface ContractFilter {
  estateId?: number | undefined;
  status?: string | undefined;
  serviceKind?: string | undefined;
  q?: string | undefined;
}

/** What a contract has been paid: its spending entries. */
const paidOn = (id: AnyPgColumn | SQL, companyId: AnyPgColumn | SQL) =>
  sql<string>`coalesce((select -sum(e.amount) from ${en} e where e.outsourcing_contract_id = ${id} and e.company_id = ${companyId}), 0)::text`;
// Nested, so the columns keep their table's name: drizzle leaves a single-table select's columns unqualified, and an
// unqualified id inside the subquery would be the entry's own.
const paidOf = paidOn(sql`${oc.id}`, sql`${oc.companyId}`);

const rowColumns = {
  id: oc.id,
  estateId: oc.estateId,
  estateName: schema.estates.name,
  contractNo: oc.contractNo,
  contractor: oc.contractor,
  serviceKind: oc.serviceKind,
  startsOn: oc.startsOn,
  endsOn: oc.endsOn,
  amount: oc.amount,
  paid: paidOf,
  paymentTerms: oc.paymentTerms,
  status: oc.status,
  voteId: oc.voteId,
  voteTitle: v.title,
  voteStatus: v.status,
  votePassed: v.passed,
  rejectedVoteIds: oc.rejectedVoteIds,
  signedOn: oc.signedOn,
  endedOn: oc.endedOn,
  endReason: oc.endReason,
};

function rows(db: DbOrTx) {
  return db
    .select(rowColumns)
    .from(oc)
    .innerJoin(schema.estates, eq(schema.estates.id, oc.estateId))
    .leftJoin(v, and(eq(v.id, oc.voteId), eq(v.companyId, oc.companyId)));
}
export type ContractRecord = Awaited<ReturnType<typeof findContract>> & object;

function scope(companyId: number, f: ContractFilter): SQL | undefined {
  const keyword = f.q ? sql`(${contains(oc.contractor, f.q)} or ${contains(oc.contractNo, f.q)})` : undefined;
  return and(
    eq(oc.companyId, companyId),
    f.estateId ? eq(oc.estateId, f.estateId) : undefined,
    f.status ? eq(oc.status, f.status) : undefined,
    f.serviceKind ? eq(oc.serviceKind, f.serviceKind) : undefined,
    keyword,
  );
}

/** One page of the company's contracts, newest first. */
export async function contractPage(db: DbOrTx, companyId: number, f: ContractFilter, page: number, size: number) {
  const e = schema.estates;
  // A vote of the contract's company (as the detail's join reads it).
  const vote = (value: SQL, onPage: (column: AnyPgColumn) => SQL) =>
    sql`(select ${value} from ${v} where ${v.id} = ${onPage(oc.voteId)} and ${v.companyId} = ${onPage(oc.companyId)})`;
  // The rows carry the table's other columns too; toContractRow answers the ones a contract shows.
  return pagedList(
    db,
    {
      table: oc,
      where: scope(companyId, f),
      sort: { column: oc.id, order: 'desc' },
      tiebreak: oc.id,
      // Estates are only soft-deleted: each contract's is there, as the detail's join finds it.
      lookups: (onPage) => ({
        estateName: sql<string>`(select ${e.name} from ${e} where ${e.id} = ${onPage(oc.estateId)})`,
        paid: paidOn(onPage(oc.id), onPage(oc.companyId)),
        voteTitle: sql<string | null>`${vote(sql`${v.title}`, onPage)}`,
        voteStatus: sql<string | null>`${vote(sql`${v.status}`, onPage)}`,
        votePassed: sql<boolean | null>`${vote(sql`${v.passed}`, onPage)}`,
      }),
    },
    page,
    size,
  );
}

/** The next batch of contracts after an id, in id order (the export). */
export async function contractsAfter(db: DbOrTx, companyId: number, f: ContractFilter, afterId: number, size: number) {
  return rows(db)
    .where(and(scope(companyId, f), sql`${oc.id} > ${afterId}`))
    .orderBy(asc(oc.id))
    .limit(size);
}

export async function findContract(db: DbOrTx, companyId: number, id: number) {
  const [row] = await rows(db).where(and(eq(oc.id, id), eq(oc.companyId, companyId)));
  return row;
}

/** The contract's row locked for a step or a payment; with what it has been paid so far. */
export async function lockContract(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: oc.id, status: oc.status, estateId: oc.estateId, amount: oc.amount, endsOn: oc.endsOn, voteId: oc.voteId, rejectedVoteIds: oc.rejectedVoteIds })
    .from(oc)
    .where(and(eq(oc.id, id), eq(oc.companyId, companyId)))
    .for('update');
  if (!row) return undefined;
  const [paid] = await tx.select({ paid: paidOf }).from(oc).where(eq(oc.id, id));
  return { ...row, paid: paid!.paid };
}

export async function contractNoTaken(db: DbOrTx, companyId: number, contractNo: string, exceptId = 0) {
  return (await db.$count(oc, and(eq(oc.companyId, companyId), eq(oc.contractNo, contractNo), sql`${oc.id} <> ${exceptId}`))) > 0;
}

export async function insertContract(tx: DbOrTx, row: typeof oc.$inferInsert) {
  const [r] = await tx.insert(oc).values(row).returning({ id: oc.id });
  return r!.id;
}

export async function updateContract(tx: DbOrTx, companyId: number, id: number, set: Partial<typeof oc.$inferInsert>) {
  await tx
    .update(oc)
    .set(set)
    .where(and(eq(oc.id, id), eq(oc.companyId, companyId)));
}

/** The contract's payments, oldest first, with the public account's balance after each. */
export async function paymentsOf(db: DbOrTx, companyId: number, contractId: number) {
  return db
    .select({
      ...entryFields,
      houseId: sql<number | null>`null`,
      houseCode: sql<string | null>`null`,
    })
    .from(en)
    .where(and(eq(en.companyId, companyId), eq(en.outsourcingContractId, contractId)))
    .orderBy(asc(en.id));
}
