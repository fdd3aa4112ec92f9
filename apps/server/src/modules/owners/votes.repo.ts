import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { OWNERS_MEETING_TYPES } from '@pm/domain';

// Votes and elections: the ownership read that builds the electorate, the vote with its voters and
// candidates, ballots (one per voter: owner_ballots_voter_unique) and the close (owners.sql keeps a
// closed vote final and refuses a ballot on it).

const v = schema.ownerVotes;
const vv = schema.ownerVoteVoters;
const c = schema.ownerVoteCandidates;
const bl = schema.ownerBallots;
const mt = schema.meetings;
const cm = schema.committeeMembers;

export interface UnitRow {
  id: number;
  code: string;
  area: string | null;
  owners: { id: number; name: string; type: string }[];
}

/**
 * The estate's live houses with their registered area and current owners (latest event per owner
 * is not 迁出), oldest house first.
 */
export async function ownershipUnits(db: DbOrTx, companyId: number, estateId: number): Promise<UnitRow[]> {
  const rows = await db.execute<{ id: string | number; code: string; area: string | null; owners: UnitRow['owners'] | string }>(sql`
    select h.id, h.code, h.build_area::text as area,
      coalesce((
        select json_agg(json_build_object('id', o.id, 'name', o.name, 'type', o.type) order by o.id)
        from owners o
        where o.company_id = ${companyId} and o.deleted_at is null and o.id in (
          select e.owner_id from house_owner_events e
          where e.company_id = ${companyId} and e.house_id = h.id
            and e.id = (select max(e2.id) from house_owner_events e2 where e2.house_id = e.house_id and e2.owner_id = e.owner_id)
            and e.event <> '3')
      ), '[]'::json) as owners
    from houses h
    where h.company_id = ${companyId} and h.estate_id = ${estateId} and h.deleted_at is null
    order by h.id`);
  return rows.map((r) => ({
    id: Number(r.id),
    code: r.code,
    area: r.area,
    owners: (typeof r.owners === 'string' ? JSON.parse(r.owners) : r.owners) as UnitRow['owners'],
  }));
}

export async function insertVote(tx: DbOrTx, row: typeof v.$inferInsert) {
  const [r] = await tx.insert(v).values(row).returning({ id: v.id });
  return r!.id;
}

export async function insertVoters(tx: DbOrTx, rows: (typeof vv.$inferInsert)[]) {
  for (let i = 0; i < rows.length; i += 500) await tx.insert(vv).values(rows.slice(i, i + 500));
}

export async function insertCandidates(tx: DbOrTx, rows: (typeof c.$inferInsert)[]) {
  if (rows.length) await tx.insert(c).values(rows);
}

/** Owners of the company among the ids (a candidate must be one when named). */
export async function knownOwners(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: schema.owners.id })
    .from(schema.owners)
    .where(and(eq(schema.owners.companyId, companyId), sql`${schema.owners.id} = any(${`{${ids.join(',')}}`}::text::bigint[])`));
}

const voteColumns = {
  id: v.id,
  estateId: v.estateId,
  estateName: schema.estates.name,
  kind: v.kind,
  title: v.title,
  matterClass: v.matterClass,
  description: v.description,
  seats: v.seats,
  startsOn: v.startsOn,
  endsOn: v.endsOn,
  status: v.status,
  totalArea: sql<string>`${v.totalArea}::text`,
  totalHeads: v.totalHeads,
  result: v.result,
  passed: v.passed,
  closedAt: v.closedAt,
  ballots: sql<number>`(select count(distinct ${bl.voterId})::int from ${bl} where ${bl.voteId} = ${v.id})`,
  meetingId: v.meetingId,
  meetingSubject: sql<string | null>`(select ${mt.subject} from ${mt} where ${mt.id} = ${v.meetingId} and ${mt.companyId} = ${v.companyId})`,
  members: sql<number>`(select count(*)::int from ${cm} where ${cm.companyId} = ${v.companyId} and ${cm.electionId} = ${v.id})`,
};

export type VoteRecord = Awaited<ReturnType<typeof listVotes>>[number];

/** The company's votes and elections, newest first. */
export async function listVotes(db: DbOrTx, companyId: number, f: { estateId?: number | undefined; kind?: string | undefined; status?: string | undefined; meetingId?: number | undefined }) {
  return db
    .select(voteColumns)
    .from(v)
    .innerJoin(schema.estates, eq(schema.estates.id, v.estateId))
    .where(
      and(
        eq(v.companyId, companyId),
        f.estateId ? eq(v.estateId, f.estateId) : undefined,
        f.kind ? eq(v.kind, f.kind) : undefined,
        f.status ? eq(v.status, f.status) : undefined,
        f.meetingId ? eq(v.meetingId, f.meetingId) : undefined,
      ),
    )
    .orderBy(desc(v.id));
}

/** A meeting (会务管理) of the company: what a vote put to it must match. */
export async function findMeeting(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: mt.id, estateId: mt.estateId, meetingType: mt.meetingType, status: mt.status })
    .from(mt)
    .where(and(eq(mt.id, id), eq(mt.companyId, companyId)));
  return row;
}

/** The estate's owners' meetings (业主大会, 业委会会议), newest first, for 大会档案. */
export async function ownersMeetings(db: DbOrTx, companyId: number, estateId: number) {
  return db
    .select({
      id: mt.id,
      subject: mt.subject,
      meetingType: mt.meetingType,
      startAt: mt.startAt,
      endAt: mt.endAt,
      place: mt.place,
      host: mt.host,
      status: mt.status,
      minutes: mt.minutes,
    })
    .from(mt)
    .where(and(eq(mt.companyId, companyId), eq(mt.estateId, estateId), inArray(mt.meetingType, [...OWNERS_MEETING_TYPES])))
    .orderBy(desc(mt.startAt), desc(mt.id));
}

/** One vote of the company. */
export async function findVote(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select(voteColumns)
    .from(v)
    .innerJoin(schema.estates, eq(schema.estates.id, v.estateId))
    .where(and(eq(v.id, id), eq(v.companyId, companyId)));
  return row;
}

/** Locks the vote row (the close; a ballot's trigger takes it FOR SHARE, so the two are ordered). */
export async function lockVote(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx.select({ id: v.id, status: v.status }).from(v).where(and(eq(v.id, id), eq(v.companyId, companyId))).for('update');
  return row;
}

/** The candidates of votes, in list order. */
export async function candidatesOf(db: DbOrTx, voteIds: number[]) {
  if (voteIds.length === 0) return [];
  return db
    .select({ id: c.id, voteId: c.voteId, seq: c.seq, name: c.name, ownerId: c.ownerId, remark: c.remark })
    .from(c)
    .where(sql`${c.voteId} = any(${`{${voteIds.join(',')}}`}::text::bigint[])`)
    .orderBy(asc(c.voteId), asc(c.seq));
}

/** The vote's voters in list order with their ballot, if any. */
/** The voter's standing ballot: its latest revision (an owner's change online adds one; rows never change). */
const latestBallot = sql`${bl.revision} = (select max(b2.revision) from owner_ballots b2 where b2.vote_id = ${bl.voteId} and b2.voter_id = ${bl.voterId})`;

export async function votersWithBallots(db: DbOrTx, voteId: number) {
  return db
    .select({
      id: vv.id,
      seq: vv.seq,
      names: vv.names,
      houses: vv.houses,
      developer: vv.developer,
      ownerIds: vv.ownerIds,
      area: sql<string>`${vv.area}::text`,
      ballotId: bl.id,
      choice: bl.choice,
      candidateIds: bl.candidateIds,
      source: bl.source,
      recordedAt: bl.recordedAt,
    })
    .from(vv)
    .leftJoin(bl, and(eq(bl.voteId, vv.voteId), eq(bl.voterId, vv.id), latestBallot))
    .where(eq(vv.voteId, voteId))
    .orderBy(asc(vv.seq));
}

/** The voter on the vote's list by id. */
export async function findVoter(db: DbOrTx, voteId: number, voterId: number) {
  const [row] = await db.select({ id: vv.id, names: vv.names }).from(vv).where(and(eq(vv.voteId, voteId), eq(vv.id, voterId)));
  return row;
}

/** The voter on the vote's list holding the owner. */
export async function findVoterOfOwner(db: DbOrTx, voteId: number, ownerId: number) {
  const [row] = await db
    .select({ id: vv.id, names: vv.names })
    .from(vv)
    .where(and(eq(vv.voteId, voteId), sql`${vv.ownerIds} @> ${JSON.stringify([ownerId])}::jsonb`));
  return row;
}

/** Whether the voter has a ballot on the vote. */
export async function hasBallot(db: DbOrTx, voteId: number, voterId: number) {
  const [row] = await db.select({ id: bl.id }).from(bl).where(and(eq(bl.voteId, voteId), eq(bl.voterId, voterId)));
  return row !== undefined;
}

export async function insertBallot(tx: DbOrTx, row: typeof bl.$inferInsert) {
  const [r] = await tx
    .insert(bl)
    .values(row)
    .returning({ id: bl.id, voteId: bl.voteId, voterId: bl.voterId, choice: bl.choice, candidateIds: bl.candidateIds, source: bl.source });
  return r!;
}

/** The ballots to count: each with its voter's area. */
export async function ballotsToCount(db: DbOrTx, voteId: number) {
  return db
    .select({ area: sql<string>`${vv.area}::text`, choice: bl.choice, candidateIds: bl.candidateIds })
    .from(bl)
    .innerJoin(vv, eq(vv.id, bl.voterId))
    .where(and(eq(bl.voteId, voteId), latestBallot))
    .orderBy(asc(bl.id));
}

/** Closes the vote with its tally (the caller holds the row lock and saw it open). */
export async function closeVote(tx: DbOrTx, id: number, result: unknown, passed: boolean, userId: number) {
  await tx.update(v).set({ status: 'closed', result, passed, closedAt: sql`now()`, closedBy: userId }).where(eq(v.id, id));
}

/** The ballots for the export, in list order. */
export async function ballotSheet(db: DbOrTx, voteId: number) {
  return votersWithBallots(db, voteId);
}
