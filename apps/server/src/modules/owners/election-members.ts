import type { z } from 'zod';
import type { ElectedMembersInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { memberStatusOn, termProblem } from '@pm/domain';
import type { Session } from '../../http/session';
import * as members from './members.repo';
import { fieldError, ownersErrors } from './owners.errors';
import * as repo from './votes.repo';

// 登记当选成员: a closed, valid election writes the committee members it elected (业委会成员) with
// their term and a link back to it; once per election (the election's row lock orders two tries).

type Deps = { db: Db };
type Input = z.output<typeof ElectedMembersInput>;

/** The stored tally's elected candidates (closing wrote it; a closed vote never changes). */
function electedIds(result: unknown): Set<number> {
  const candidates = (result as { candidates?: { candidateId: number; elected: boolean }[] } | null)?.candidates ?? [];
  return new Set(candidates.filter((c) => c.elected).map((c) => c.candidateId));
}

export async function registerElectedMembers({ db }: Deps, s: Session, input: Input) {
  const vote = await repo.findVote(db, s.companyId, input.id);
  if (!vote) throw ownersErrors.notFound('表决');
  if (vote.kind !== 'election') throw ownersErrors.notAnElection();
  if (vote.status !== 'closed') throw ownersErrors.electionOpen();
  if (!vote.passed) throw ownersErrors.electionInvalid();
  const problem = termProblem(input.termStart, input.termEnd);
  if (problem) throw fieldError('termEnd', problem);

  const elected = electedIds(vote.result);
  const candidates = new Map((await repo.candidatesOf(db, [vote.id])).map((c) => [c.id, c]));
  const seen = new Set<number>();
  input.members.forEach((m, i) => {
    const c = candidates.get(m.candidateId);
    if (!c) throw fieldError(`members.${i}.candidateId`, '候选人不属于本次选举');
    if (!elected.has(c.id)) throw fieldError(`members.${i}.candidateId`, `候选人“${c.name}”未当选`);
    if (seen.has(c.id)) throw fieldError(`members.${i}.candidateId`, `当选成员“${c.name}”重复`);
    seen.add(c.id);
  });
  if (input.members.filter((m) => m.position === '1').length > 1) throw fieldError('members', '主任只能有一名');

  // A term already over is recorded as 任期届满 (the member list's rule, office.rules.ts).
  const status = memberStatusOn('1', input.termEnd, new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10)) ?? '1';
  const ownerIds = [...new Set(input.members.flatMap((m) => candidates.get(m.candidateId)?.ownerId ?? []))];
  const mobiles = new Map((await members.ownerMobiles(db, s.companyId, ownerIds)).map((o) => [o.id, o.mobile]));
  const rows = await Promise.all(
    input.members.map(async (m, i) => {
      const c = candidates.get(m.candidateId)!;
      const phone = m.phone ?? (c.ownerId ? mobiles.get(c.ownerId) : undefined);
      if (!phone) throw fieldError(`members.${i}.phone`, `请填写当选成员“${c.name}”的联系电话`);
      const houseId = c.ownerId ? await members.houseOfOwner(db, vote.id, c.ownerId) : null;
      return { candidateId: c.id, row: { companyId: s.companyId, memberName: c.name, position: m.position, houseId, phone, termStart: input.termStart, termEnd: input.termEnd, status, electionId: vote.id, electionTitle: vote.title, createdBy: s.userId, updatedBy: s.userId } };
    }),
  );

  const written = await db.transaction(async (tx) => {
    if (!(await members.lockElection(tx, s.companyId, vote.id))) throw ownersErrors.notFound('表决');
    if ((await members.membersOfElection(tx, s.companyId, vote.id)) > 0) throw ownersErrors.membersRegistered();
    return members.insertMembers(tx, rows.map((r) => r.row));
  });
  return { rows: written.map((w, i) => ({ ...w, candidateId: rows[i]!.candidateId })) };
}
