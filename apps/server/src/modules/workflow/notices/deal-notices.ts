// 告知公文 for staff (comp-workflow-normal-doc-deal): to-do notices, receivers by company, confirm, detail.
import type { NoticeDeal, NoticeItem, NoticeTodo, Receiver, RecvCompany } from '@pm/contracts';
import { receivingCompanies, type DocKind } from '@pm/domain';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { countPendingNotices, listNoticesFor, messagesService } from '../../messages/index';
import { companyTree, findUserBrief, receiversOf } from '../people.repo';
import { noticeInCompany } from './notices.repo';
import { wfErrors } from '../workflow.errors';

export async function noticeTodo({ db }: { db: Db }, session: Session): Promise<NoticeTodo> {
  const rows = (await listNoticesFor(db, session)).filter((r) => r.handleTime === null);
  return { count: await countPendingNotices(db, session.userId, session.companyId), rows };
}

export async function recvComps({ db }: { db: Db }, session: Session, input: { kind: DocKind }): Promise<RecvCompany[]> {
  const tree = await companyTree(db);
  const ids = receivingCompanies(tree, session.companyId, input.kind);
  const byId = new Map(tree.map((c) => [c.id, c]));
  return ids.map((id) => byId.get(id)!).map((c) => ({ id: c.id, parentId: c.parentId, name: c.name, level: c.level, type: c.type }));
}

export async function receiverByComp({ db }: { db: Db }, session: Session, input: { companyId: number; kind: DocKind }): Promise<Receiver[]> {
  const ids = receivingCompanies(await companyTree(db), session.companyId, input.kind);
  if (!ids.includes(input.companyId)) throw wfErrors.companyNotFound();
  return receiversOf(db, input.companyId);
}

export function noticeConfirm({ db }: { db: Db }, session: Session, input: { id: number }): Promise<NoticeItem> {
  return messagesService(db).confirm(session, input.id);
}

/** A notice of the caller's company; with `deal`, the caller must be a recipient and gets 上一条/下一条. */
export async function noticeDetail({ db }: { db: Db }, session: Session, input: { id: number }, deal: boolean): Promise<NoticeDeal> {
  const row = await noticeInCompany(db, session.companyId, input.id, session.userId);
  if (!row || (deal && row.recipient === null)) throw wfErrors.noticeNotFound();
  const me = await findUserBrief(db, session.userId);
  const mine = deal ? (await listNoticesFor(db, session)).map((x) => x.id) : [];
  const at = mine.indexOf(input.id);
  const n = row.notice;
  return {
    id: n.id,
    docNumber: n.docNumber,
    subject: n.subject,
    createdAt: n.createdAt.toISOString(),
    updatedBy: n.senderName,
    houseName: n.houseName,
    content: n.content,
    handleName: row.recipient === null ? '' : (me?.name ?? ''),
    handleTime: row.handleTime ? row.handleTime.toISOString() : null,
    phone: n.senderPhone,
    job: n.senderJob,
    edited: row.handleTime !== null,
    prevId: at > 0 ? mine[at - 1]! : null,
    nextId: at >= 0 && at < mine.length - 1 ? mine[at + 1]! : null,
    docId: n.docId,
  };
}
