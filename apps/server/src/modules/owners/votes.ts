import type { z } from 'zod';
import type { CreateElectionInput, CreateVoteInput, VoteListQuery } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { eligibleVoters, electorateOf, isOwnersMeeting, isSpecialMatter, MATTER_CLASS_NAMES, MEETING_ARCHIVED, type MatterClass } from '@pm/domain';
import type { Session } from '../../http/session';
import { estateOf } from './find-estate';
import { fieldError, ownersErrors } from './owners.errors';
import * as repo from './votes.repo';

// 投票表决 and 选举管理: a matter is created with its electorate written from today's ownership
// records (民法典 第二百七十八条; heads and areas by 司法解释 第八条、第九条, docs/decisions.md).

type Deps = { db: Db };

/** Owner type 3 is 开发商 (spec §9). */
const DEVELOPER_TYPE = '3';

/** A vote as answered (contract VoteRow). */
export async function toVoteRows(db: DbOrTx, rows: repo.VoteRecord[]) {
  const candidates = await repo.candidatesOf(
    db,
    rows.filter((r) => r.kind === 'election').map((r) => r.id),
  );
  return rows.map((r) => {
    const matterClass = r.matterClass as MatterClass;
    return {
      id: r.id,
      estateId: r.estateId,
      estateName: r.estateName,
      kind: r.kind as 'vote' | 'election',
      title: r.title,
      matterClass,
      matterName: MATTER_CLASS_NAMES[matterClass],
      special: isSpecialMatter(matterClass),
      description: r.description,
      seats: r.seats,
      startsOn: r.startsOn,
      endsOn: r.endsOn,
      status: r.status as 'open' | 'closed',
      totalArea: r.totalArea,
      totalHeads: r.totalHeads,
      ballots: r.ballots,
      passed: r.passed,
      closedAt: r.closedAt ? r.closedAt.toISOString() : null,
      meetingId: r.meetingId,
      meetingSubject: r.meetingSubject,
      members: r.members,
      candidates: candidates.filter((c) => c.voteId === r.id).map(({ voteId: _, ...c }) => c),
    };
  });
}

export async function voteRow(db: DbOrTx, s: Session, id: number) {
  const vote = await repo.findVote(db, s.companyId, id);
  if (!vote) throw ownersErrors.notFound('表决');
  return (await toVoteRows(db, [vote]))[0]!;
}

interface NewMatter {
  estateId: number;
  title: string;
  description: string;
  startsOn: string;
  endsOn: string;
  meetingId?: number | undefined;
}

/** The meeting a matter is put to: the company's (else 404), of the estate, an owners' meeting, not archived. */
async function checkMeeting(db: Db, s: Session, meetingId: number, estateId: number) {
  const meeting = await repo.findMeeting(db, s.companyId, meetingId);
  if (!meeting) throw ownersErrors.notFound('会议');
  if (!isOwnersMeeting(meeting.meetingType)) throw ownersErrors.meetingNotOwners();
  if (meeting.estateId !== estateId) throw ownersErrors.meetingOtherEstate();
  if (meeting.status === MEETING_ARCHIVED) throw ownersErrors.meetingArchived();
}

/** Writes the vote and its electorate (and an election's candidates) in one transaction. */
async function createMatter(db: Db, s: Session, m: NewMatter, kind: 'vote' | 'election', matterClass: MatterClass, seats: number | null, candidates: { name: string; ownerId?: number | undefined; remark: string }[]) {
  if (m.endsOn < m.startsOn) throw fieldError('endsOn', '截止日期不能早于开始日期');
  const estate = await estateOf(db, s, m.estateId);
  if (m.meetingId) await checkMeeting(db, s, m.meetingId, estate.id);
  const named = candidates.flatMap((c) => (c.ownerId ? [c.ownerId] : []));
  if (named.length && (await repo.knownOwners(db, s.companyId, named)).length !== new Set(named).size) throw fieldError('candidates', '候选人所关联的业主不存在');
  const id = await db.transaction(async (tx) => {
    const units = await repo.ownershipUnits(tx, s.companyId, estate.id);
    if (units.length === 0) throw ownersErrors.noElectorate();
    const voters = eligibleVoters(
      units.map((u) => ({ houseId: u.id, area: u.area, ownerIds: u.owners.map((o) => o.id), developer: u.owners.some((o) => o.type === DEVELOPER_TYPE) })),
    );
    const electorate = electorateOf(voters);
    const voteId = await repo.insertVote(tx, {
      companyId: s.companyId,
      estateId: estate.id,
      kind,
      title: m.title,
      matterClass,
      description: m.description,
      seats,
      startsOn: m.startsOn,
      endsOn: m.endsOn,
      totalArea: electorate.area,
      totalHeads: electorate.heads,
      meetingId: m.meetingId ?? null,
      createdBy: s.userId,
    });
    const unitById = new Map(units.map((u) => [u.id, u]));
    await repo.insertVoters(
      tx,
      voters.map((v, i) => {
        const held = v.houseIds.map((h) => unitById.get(h)!);
        const names = v.developer ? ['开发商（未售或未交付房屋）'] : [...new Set(held.flatMap((u) => u.owners.map((o) => o.name)))];
        return {
          companyId: s.companyId,
          voteId,
          seq: i + 1,
          voterKey: v.key,
          developer: v.developer,
          ownerIds: v.ownerIds,
          houseIds: v.houseIds,
          names: names.join('、').slice(0, 400),
          houses: held.map((u) => u.code).join('、'),
          area: v.area,
        };
      }),
    );
    await repo.insertCandidates(
      tx,
      candidates.map((c, i) => ({ companyId: s.companyId, voteId, seq: i + 1, name: c.name, ownerId: c.ownerId ?? null, remark: c.remark })),
    );
    return voteId;
  });
  return voteRow(db, s, id);
}

export async function createVote({ db }: Deps, s: Session, input: z.output<typeof CreateVoteInput>) {
  return createMatter(db, s, input, 'vote', input.matterClass, null, []);
}

export async function createElection({ db }: Deps, s: Session, input: z.output<typeof CreateElectionInput>) {
  if (input.candidates.length < input.seats) throw fieldError('candidates', '候选人人数不能少于应选人数');
  return createMatter(db, s, input, 'election', '3', input.seats, input.candidates);
}

export async function listVotes({ db }: Deps, s: Session, q: z.output<typeof VoteListQuery>) {
  return { rows: await toVoteRows(db, await repo.listVotes(db, s.companyId, q)) };
}

/** The voter list with each voter's ballot. */
export async function voters({ db }: Deps, s: Session, id: number) {
  const vote = await voteRow(db, s, id);
  const rows = await repo.votersWithBallots(db, vote.id);
  return {
    vote,
    rows: rows.map((r) => ({
      id: r.id,
      seq: r.seq,
      names: r.names,
      houses: r.houses,
      developer: r.developer,
      ownerIds: r.ownerIds,
      area: r.area,
      ballot:
        r.ballotId === null
          ? null
          : {
              id: r.ballotId,
              choice: r.choice as 'agree' | 'disagree' | 'abstain' | null,
              candidateIds: r.candidateIds,
              source: r.source as 'paper' | 'owner',
              recordedAt: r.recordedAt!.toISOString(),
            },
    })),
  };
}
