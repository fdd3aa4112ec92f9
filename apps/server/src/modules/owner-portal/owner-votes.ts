import type { z } from 'zod';
import type { OwnerBallotInput, OwnerVote } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaToday, electionBallotProblem } from '@pm/domain';
import { badRequest, conflict } from '../../errors/app-error';
import type { OwnerSession } from '../../http/register-endpoint';
import { ownerHouses } from './owner-access';
import { ownerErrors } from './owner-portal.errors';
import * as repo from './owner-votes.repo';

// 投票 (业主端): an owner on file votes as the voter the vote's list holds them in (one head; its area), counted into
// the same 民法典 278 tally staff see. A changed mind adds the next revision (ballots are never changed); the latest
// counts. A paper ballot staff entered stands. The close (and its trigger) refuses a ballot after it.

function answer(r: repo.OwnerVoteDbRow): z.output<typeof OwnerVote> {
  return {
    id: Number(r.id),
    estateName: r.estate_name,
    kind: r.kind,
    title: r.title,
    description: r.description,
    matterClass: r.matter_class,
    seats: r.seats,
    startsOn: r.starts_on,
    endsOn: r.ends_on,
    status: r.status,
    candidates: r.candidates.map((c) => ({ id: Number(c.id), name: c.name, remark: c.remark })),
    voter: { id: Number(r.voter_id), names: r.names, houses: r.houses, area: r.area },
    ballot: r.source ? { choice: r.choice, candidateIds: r.candidate_ids, source: r.source, recordedAt: r.recorded_at! } : null,
    changeable: r.status === 'open' && r.source !== 'paper',
  };
}

/** The houses the owner holds as 业主 on file (a resident or an approved binding does not vote). */
const heldHouses = async (db: Db, owner: OwnerSession) => (await ownerHouses(db, owner)).filter((h) => h.via === 'owner').map((h) => h.house_id);

export async function ownerOpenVotes({ db }: { db: Db }, owner: OwnerSession) {
  return (await repo.ownerVotes(db, owner.phone, await heldHouses(db, owner))).map(answer);
}

export async function castBallot({ db }: { db: Db }, owner: OwnerSession, input: z.output<typeof OwnerBallotInput>) {
  const houses = await heldHouses(db, owner);
  const [vote] = await repo.ownerVotes(db, owner.phone, houses, input.id);
  if (!vote) throw ownerErrors.noVote();
  if (vote.status !== 'open') throw conflict('owners.vote_closed', '表决已结束，不能再投票');
  const today = chinaToday();
  if (today < vote.starts_on) throw conflict('owner.vote_not_started', '表决尚未开始');
  if (today > vote.ends_on) throw conflict('owner.vote_ended', '表决已截止');
  let choice: string | null = null;
  let candidateIds: number[] | null = null;
  if (vote.kind === 'election') {
    if (input.choice !== undefined) throw badRequest('owner.ballot_shape', '选举请选择候选人', [{ path: 'choice', message: '选举请选择候选人' }]);
    const marks = input.candidateIds ?? [];
    const problem = electionBallotProblem(vote.seats ?? 0, vote.candidates.map((c) => Number(c.id)), marks);
    if (problem) throw badRequest('owner.ballot_shape', problem, [{ path: 'candidateIds', message: problem }]);
    candidateIds = marks;
  } else {
    if (input.choice === undefined) throw badRequest('owner.ballot_shape', '请选择同意、反对或弃权', [{ path: 'choice', message: '请选择同意、反对或弃权' }]);
    if (input.candidateIds !== undefined) throw badRequest('owner.ballot_shape', '表决不选择候选人', [{ path: 'candidateIds', message: '表决不选择候选人' }]);
    choice = input.choice;
  }
  const voterId = Number(vote.voter_id);
  await db.transaction(async (tx) => {
    await repo.lockVoter(tx, vote.id, voterId);
    const latest = await repo.latestBallot(tx, vote.id, voterId);
    if (latest?.source === 'paper') throw ownerErrors.paperBallot();
    const same = latest && latest.choice === choice && JSON.stringify(latest.candidate_ids ?? null) === JSON.stringify(candidateIds);
    if (same) return;
    await repo.insertOwnerBallot(tx, { companyId: Number(vote.company_id), voteId: vote.id, voterId, choice, candidateIds, revision: (latest?.revision ?? 0) + 1, accountId: owner.accountId });
  });
  const [after] = await repo.ownerVotes(db, owner.phone, houses, input.id);
  return answer(after!);
}
