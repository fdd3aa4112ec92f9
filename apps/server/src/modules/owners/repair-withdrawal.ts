import type { z } from 'zod';
import type { WithdrawalInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { chinaDay, dec, splitWithdrawal } from '@pm/domain';
import type { Session } from '../../http/session';
import * as repo from './accounts.repo';
import { estateOf } from './find-estate';
import { ownersErrors } from './owners.errors';
import * as votes from './votes.repo';

// 维修资金使用: a repair project paid from the fund only after the owners passed a vote of item 5
// (使用建筑物及其附属设施的维修资金) and its approval document (a workflow document) finished. The cost
// is split over the houses of the estate or of one building by area; nothing is written when any
// house's part is above its balance. The database checks the vote and the document again.

type Deps = { db: Db };

export async function withdrawRepairFund({ db }: Deps, s: Session, input: z.output<typeof WithdrawalInput>) {
  const estate = await estateOf(db, s, input.estateId);
  if (input.buildingId && !(await repo.findBuilding(db, s.companyId, estate.id, input.buildingId))) throw ownersErrors.notFound('楼宇');
  const vote = await votes.findVote(db, s.companyId, input.voteId);
  if (!vote) throw ownersErrors.notFound('表决');
  if (vote.estateId !== estate.id) throw ownersErrors.voteOtherEstate();
  if (vote.kind !== 'vote' || vote.matterClass !== '5') throw ownersErrors.wrongMatter();
  if (vote.status !== 'closed') throw ownersErrors.voteOpen();
  if (!vote.passed) throw ownersErrors.voteNotPassed();
  const doc = await repo.findWfDoc(db, s.companyId, input.wfDocId);
  if (!doc) throw ownersErrors.notFound('审批公文');
  if (doc.status !== 'finished') throw ownersErrors.docNotFinished();
  const day = input.entryDate ?? chinaDay();
  const amount = dec(input.amount).toFixed(2);
  return db.transaction(async (tx) => {
    const houses = await repo.lockWithdrawalHouses(tx, s.companyId, estate.id, input.buildingId);
    const split = splitWithdrawal(amount, houses);
    if ('error' in split) throw ownersErrors.withdrawalShort(split.error);
    const id = await repo.insertWithdrawal(tx, {
      companyId: s.companyId,
      estateId: estate.id,
      buildingId: input.buildingId ?? null,
      project: input.project,
      amount,
      voteId: vote.id,
      wfDocId: doc.id,
      entryDate: day,
      createdBy: s.userId,
    });
    const parts = split.parts.map((p, i) => ({ ...p, house: houses[i]! }));
    await repo.insertEntries(
      tx,
      parts
        .filter((p) => dec(p.amount).greaterThan(0))
        .map((p) => ({
          companyId: s.companyId,
          accountId: p.house.accountId,
          kind: 'withdrawal' as const,
          category: 'withdrawal',
          amount: dec(p.amount).negated().toFixed(2),
          entryDate: day,
          summary: input.project,
          sourceDoc: doc.subject.slice(0, 100),
          withdrawalId: id,
          createdBy: s.userId,
        })),
    );
    return {
      id,
      estateId: estate.id,
      buildingId: input.buildingId ?? null,
      project: input.project,
      amount,
      voteId: vote.id,
      voteTitle: vote.title,
      wfDocId: doc.id,
      wfDocSubject: doc.subject,
      entryDate: day,
      parts: parts.map((p) => ({ houseId: p.houseId, houseCode: p.house.houseCode, area: dec(p.house.area).toFixed(2), amount: p.amount })),
    };
  });
}

export async function listWithdrawals({ db }: Deps, s: Session, estateId: number) {
  const estate = await estateOf(db, s, estateId);
  const rows = await repo.withdrawalsOf(db, s.companyId, estate.id);
  return { rows: rows.map((r) => ({ ...r, amount: dec(r.amount).toFixed(2) })) };
}
