import { and, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { houseLookups, newestFirst, pagedList } from '../records';

// 退款申请: the requests and their one decision. A decision is a guarded update (`where state = 'pending'`), so of two
// deciders only the first changes the row; the database refuses any later change (refund_requests_guard).

const r = schema.refundRequests;

export type RefundRequestInsert = typeof r.$inferInsert;

export async function insertRequest(tx: DbOrTx, row: RefundRequestInsert) {
  const [inserted] = await tx.insert(r).values(row).returning({ id: r.id });
  return inserted!.id;
}

/** The house's pending requests: what they hold back of its accounts until decided. */
export async function pendingOfHouse(tx: DbOrTx, companyId: number, houseId: number) {
  return tx
    .select({ settleType: r.settleType, itemId: r.itemId, amount: sql<string>`${r.amount}::text` })
    .from(r)
    .where(and(eq(r.companyId, companyId), eq(r.houseId, houseId), eq(r.state, 'pending')));
}

/**
 * The request, locked for this transaction while still pending; undefined when it is missing, another company's, or
 * decided (a decider that waited on the lock sees the row as the first one left it).
 */
export async function lockPending(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx
    .select()
    .from(r)
    .where(and(eq(r.id, id), eq(r.companyId, companyId), eq(r.state, 'pending')))
    .for('update');
  return row;
}

/** The state of a request of the company (for the message when it is no longer pending). */
export async function stateOf(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx.select({ state: r.state }).from(r).where(and(eq(r.id, id), eq(r.companyId, companyId)));
  return row?.state;
}

/** Decides a pending request; false when it was not pending any more. */
export async function decide(
  tx: DbOrTx,
  companyId: number,
  id: number,
  decision: { state: 'approved'; paymentId: number; by: number } | { state: 'rejected'; reason: string; by: number },
) {
  const set =
    decision.state === 'approved'
      ? { state: decision.state, paymentId: decision.paymentId, decidedBy: decision.by, decidedAt: new Date() }
      : { state: decision.state, rejectReason: decision.reason, decidedBy: decision.by, decidedAt: new Date() };
  const rows = await tx
    .update(r)
    .set(set)
    .where(and(eq(r.id, id), eq(r.companyId, companyId), eq(r.state, 'pending')))
    .returning({ id: r.id });
  return rows.length === 1;
}

function rowSelect(tx: DbOrTx) {
  const h = schema.houses;
  return tx
    .select({
      request: r,
      houseCode: h.code,
      houseName: h.name,
      itemName: sql<string | null>`(select i.name from charge_items i where i.id = ${r.itemId})`,
      requestedByName: sql<string | null>`(select u.name from users u where u.id = ${r.requestedBy})`,
      decidedByName: sql<string | null>`(select u.name from users u where u.id = ${r.decidedBy})`,
      receiptNo: sql<string | null>`(select rc.number from receipts rc where rc.payment_id = ${r.paymentId})`,
    })
    .from(r)
    .innerJoin(h, eq(h.id, r.houseId));
}
export type RefundRequestDbRow = Awaited<ReturnType<typeof findRequest>>;

export async function findRequest(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await rowSelect(tx).where(and(eq(r.id, id), eq(r.companyId, companyId)));
  return row;
}

export interface RefundRequestFilter {
  estateId?: number | undefined;
  houseId?: number | undefined;
  state?: string | undefined;
}

/** A page of requests, newest first, with the count of every match. */
export async function pageRequests(tx: DbOrTx, companyId: number, f: RefundRequestFilter, page: number, size: number) {
  const where = and(
    eq(r.companyId, companyId),
    f.estateId ? eq(r.estateId, f.estateId) : undefined,
    f.houseId ? eq(r.houseId, f.houseId) : undefined,
    f.state ? eq(r.state, f.state) : undefined,
  );
  const { total, rows } = await pagedList(
    tx,
    {
      table: r,
      where,
      ...newestFirst(r.requestedAt, r.id),
      // Houses are only ever soft-deleted, so each request's house is there (as the detail's join finds it).
      lookups: (onPage) => ({
        ...houseLookups(onPage(r.houseId)),
        itemName: sql<string | null>`(select i.name from charge_items i where i.id = ${onPage(r.itemId)})`,
        requestedByName: sql<string | null>`(select u.name from users u where u.id = ${onPage(r.requestedBy)})`,
        decidedByName: sql<string | null>`(select u.name from users u where u.id = ${onPage(r.decidedBy)})`,
        receiptNo: sql<string | null>`(select rc.number from receipts rc where rc.payment_id = ${onPage(r.paymentId)})`,
      }),
    },
    page,
    size,
  );
  return {
    total,
    rows: rows.map(({ houseCode, houseName, itemName, requestedByName, decidedByName, receiptNo, ...request }) => ({
      request,
      houseCode,
      houseName,
      itemName,
      requestedByName,
      decidedByName,
      receiptNo,
    })),
  };
}
