import type { z } from 'zod';
import type { BallotInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { electionBallotProblem } from '@pm/domain';
import type { Session } from '../../http/session';
import { fieldError, ownersErrors } from './owners.errors';
import * as repo from './votes.repo';
import { voteRow } from './votes';

// One ballot per voter: entered by staff from a paper ballot or recorded as the owner gives it.
// The checks here give the clear refusal; the unique index and the ballot trigger
// (packages/db/sql/owners.sql) end a race between two entries of the same voter or with the close.

type Deps = { db: Db };

export async function recordBallot({ db }: Deps, s: Session, input: z.output<typeof BallotInput>) {
  const vote = await voteRow(db, s, input.id);
  if ((input.voterId === undefined) === (input.ownerId === undefined)) throw fieldError('voterId', '请选择投票人');
  const voter = input.voterId !== undefined ? await repo.findVoter(db, vote.id, input.voterId) : await repo.findVoterOfOwner(db, vote.id, input.ownerId!);
  if (!voter) throw ownersErrors.notAVoter();
  if (vote.status !== 'open') throw ownersErrors.voteClosed();
  let choice: 'agree' | 'disagree' | 'abstain' | null = null;
  let candidateIds: number[] | null = null;
  if (vote.kind === 'election') {
    if (input.choice !== undefined) throw fieldError('choice', '选举请选择候选人');
    const marks = input.candidateIds ?? [];
    const problem = electionBallotProblem(vote.seats ?? 0, vote.candidates.map((c) => c.id), marks);
    if (problem) throw fieldError('candidateIds', problem);
    candidateIds = marks;
  } else {
    if (input.choice === undefined) throw fieldError('choice', '请选择同意、反对或弃权');
    if (input.candidateIds !== undefined) throw fieldError('candidateIds', '表决不选择候选人');
    choice = input.choice;
  }
  if (await repo.hasBallot(db, vote.id, voter.id)) throw ownersErrors.alreadyVoted();
  const row = await db.transaction((tx) =>
    repo.insertBallot(tx, { companyId: s.companyId, voteId: vote.id, voterId: voter.id, choice, candidateIds, source: input.source, recordedBy: s.userId }),
  );
  return { ...row, names: voter.names, choice: row.choice as typeof choice, source: row.source as 'paper' | 'owner' };
}
