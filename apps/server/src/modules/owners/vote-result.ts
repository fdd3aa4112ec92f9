import type { z } from 'zod';
import type { ExportPurpose, VoteResult } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { chinaDateTime, MATTER_CLASS_NAMES, tallyElection, tallyVote } from '@pm/domain';
import type { Session } from '../../http/session';
import { exportWorkbook, type ExportCell } from '../records';
import { ownersErrors } from './owners.errors';
import * as repo from './votes.repo';
import { voteRow } from './votes';

// The result by 民法典 第二百七十八条: counted live while the vote is open, written once at the close
// (under the vote's row lock, so no ballot slips in between) and answered from the stored tally after.

type Deps = { db: Db };
type Vote = Awaited<ReturnType<typeof voteRow>>;
type Tally = Omit<z.output<typeof VoteResult>, 'vote' | 'final'>;

const CHOICE_NAMES = { agree: '同意', disagree: '反对', abstain: '弃权' } as const;

async function count(db: DbOrTx, vote: Vote): Promise<Tally> {
  const ballots = await repo.ballotsToCount(db, vote.id);
  const electorate = { area: vote.totalArea, heads: vote.totalHeads };
  if (vote.kind === 'vote') {
    const t = tallyVote(vote.matterClass, electorate, ballots.map((b) => ({ area: b.area, choice: b.choice as 'agree' | 'disagree' | 'abstain' })));
    return { electorate, participation: t.participation, agreement: t.agreement, counts: t.counts, candidates: [], passed: t.passed };
  }
  const names = new Map(vote.candidates.map((c) => [c.id, c.name]));
  const t = tallyElection(vote.seats ?? 0, vote.candidates.map((c) => c.id), electorate, ballots.map((b) => ({ area: b.area, candidateIds: b.candidateIds ?? [] })));
  return {
    electorate,
    participation: t.participation,
    agreement: null,
    counts: null,
    candidates: t.candidates.map((c) => ({ candidateId: c.candidateId, name: names.get(c.candidateId) ?? '', votes: c.votes, agreement: c.agreement, elected: c.elected })),
    passed: t.valid,
  };
}

export async function voteResult({ db }: Deps, s: Session, id: number) {
  const vote = await voteRow(db, s, id);
  if (vote.status === 'closed') {
    const stored = await repo.findVote(db, s.companyId, vote.id);
    return { vote, final: true, ...(stored!.result as Tally) };
  }
  return { vote, final: false, ...(await count(db, vote)) };
}

/** 结束表决: count and store the result once; a second close is refused. */
export async function closeVote({ db }: Deps, s: Session, id: number) {
  await voteRow(db, s, id);
  await db.transaction(async (tx) => {
    const locked = await repo.lockVote(tx, s.companyId, id);
    if (!locked) throw ownersErrors.notFound('表决');
    if (locked.status !== 'open') throw ownersErrors.alreadyClosed();
    const vote = await voteRow(tx, s, id);
    const tally = await count(tx, vote);
    await repo.closeVote(tx, id, tally, tally.passed, s.userId);
  });
  return voteResult({ db }, s, id);
}

/** 选票导出: every voter with houses, area and the ballot, for posting and the archive. */
export async function exportBallots({ db }: Deps, s: Session, id: number, purpose: z.output<typeof ExportPurpose>) {
  const vote = await voteRow(db, s, id);
  const candidates = new Map(vote.candidates.map((c) => [c.id, c.name]));
  const voters = await repo.ballotSheet(db, vote.id);
  const mark = (r: (typeof voters)[number]): string => {
    if (r.ballotId === null) return '未投票';
    if (vote.kind === 'election') return (r.candidateIds ?? []).map((c) => candidates.get(c) ?? '').join('、') || '弃权';
    return CHOICE_NAMES[r.choice as keyof typeof CHOICE_NAMES];
  };
  async function* rows(): AsyncIterable<ExportCell[][]> {
    yield voters.map((r) => [r.seq, r.names, r.houses, r.area, mark(r), r.source === 'owner' ? '业主本人' : r.source === 'paper' ? '纸质选票' : '', chinaDateTime(r.recordedAt)]);
  }
  return exportWorkbook(db, s, {
    recordKey: 'owners-ballots',
    purpose,
    filters: { voteId: String(vote.id), matter: MATTER_CLASS_NAMES[vote.matterClass] },
    title: `${vote.title}选票`.slice(0, 60),
    header: ['序号', '投票人', '房屋', '专有部分面积（㎡）', vote.kind === 'election' ? '所选候选人' : '表决意见', '投票方式', '录入时间'],
    rows: rows(),
  });
}
