// 跟进记录 (comp-workflow-doc-follow): notes on a document of the caller's company; only the author edits one.
import type { FollowNote } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../../http/session';
import * as repo from './follows.repo';
import { findDoc } from './docs.repo';
import { userNames } from '../people.repo';
import { wfErrors } from '../workflow.errors';

type Row = Awaited<ReturnType<typeof repo.followsOf>>[number];

async function out(db: DbOrTx, rows: Row[]): Promise<FollowNote[]> {
  const names = await userNames(db, rows.map((r) => r.userId));
  return rows.map((r) => ({
    id: r.id,
    docId: r.docId,
    userId: r.userId,
    userName: names.get(r.userId) ?? '',
    content: r.content,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

export async function createFollow({ db }: { db: Db }, session: Session, input: { docId: number; content: string }) {
  if (!(await findDoc(db, session.companyId, input.docId))) throw wfErrors.docNotFound();
  const row = await repo.insertFollow(db, { companyId: session.companyId, docId: input.docId, userId: session.userId, content: input.content });
  return (await out(db, [row]))[0]!;
}

export async function updateFollow({ db }: { db: Db }, session: Session, input: { id: number; content: string }) {
  const row = await repo.findFollow(db, session.companyId, input.id);
  if (!row) throw wfErrors.followNotFound();
  if (row.userId !== session.userId) throw wfErrors.notAuthor();
  return (await out(db, [await repo.updateFollow(db, row.id, input.content)]))[0]!;
}

export async function listFollows({ db }: { db: Db }, session: Session, input: { id: number }) {
  if (!(await findDoc(db, session.companyId, input.id))) throw wfErrors.docNotFound();
  return out(db, await repo.followsOf(db, session.companyId, input.id));
}
