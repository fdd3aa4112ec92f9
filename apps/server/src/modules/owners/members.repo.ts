import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 登记当选成员: the committee members (业委会成员, a record of the office area) an election produced.

const cm = schema.committeeMembers;
const vv = schema.ownerVoteVoters;

/** The election's row under its lock (a closed vote never changes, so the lock only orders two registrations). */
export async function lockElection(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx
    .select({ id: schema.ownerVotes.id })
    .from(schema.ownerVotes)
    .where(and(eq(schema.ownerVotes.id, id), eq(schema.ownerVotes.companyId, companyId)))
    .for('update');
  return row;
}

/** How many members the election has produced. */
export async function membersOfElection(db: DbOrTx, companyId: number, electionId: number) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(cm).where(and(eq(cm.companyId, companyId), eq(cm.electionId, electionId)));
  return row?.n ?? 0;
}

/** The company's owners among the ids with their mobile. */
export async function ownerMobiles(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: schema.owners.id, mobile: schema.owners.mobile })
    .from(schema.owners)
    .where(and(eq(schema.owners.companyId, companyId), inArray(schema.owners.id, ids)));
}

/** The first house of the voter holding the owner on the election's list (the member's house). */
export async function houseOfOwner(db: DbOrTx, voteId: number, ownerId: number) {
  const [row] = await db
    .select({ houseIds: vv.houseIds })
    .from(vv)
    .where(and(eq(vv.voteId, voteId), eq(vv.developer, false), sql`${vv.ownerIds} @> ${JSON.stringify([ownerId])}::jsonb`));
  return row?.houseIds[0] ?? null;
}

export async function insertMembers(tx: DbOrTx, rows: (typeof cm.$inferInsert)[]) {
  return tx
    .insert(cm)
    .values(rows)
    .returning({ id: cm.id, memberName: cm.memberName, position: cm.position, phone: cm.phone, houseId: cm.houseId, termStart: cm.termStart, termEnd: cm.termEnd });
}
