// 公文推送 (issue 14, wf-admin): 办结 documents, who has them, and sending them to more people.
import type { PushDocPage, PushInput, PushListQuery, PushRecipient, PushResult } from '@pm/contracts';
import type { DocKind } from '@pm/domain';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import * as docs from '../docs/docs.repo';
import { checkReceivers } from '../docs/apply-doc-command';
import { briefs } from '../docs/build-doc-views';
import { docRecipients, finishedPage } from './office.repo';
import { findUserBrief } from '../people.repo';
import { wfErrors } from '../workflow.errors';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function pushList({ db }: { db: Db }, session: Session, q: PushListQuery): Promise<PushDocPage> {
  const page = await finishedPage(db, session.companyId, q.kind, q.q || undefined, q.page, q.size);
  const docBriefs = await briefs(db, session.companyId, page.rows.map((r) => r.doc));
  return { total: page.total, rows: page.rows.map((r, i) => ({ ...docBriefs[i]!, recipients: Number(r.recipients), confirmed: Number(r.confirmed) })) };
}

export async function pushRecipients({ db }: { db: Db }, session: Session, id: number): Promise<PushRecipient[]> {
  if (!(await docs.findDoc(db, session.companyId, id))) throw wfErrors.docNotFound();
  return (await docRecipients(db, id)).map((r) => ({ ...r, handleTime: iso(r.handleTime) }));
}

/**
 * 推送: a 办结 document reaches more people of the company tree (the same reach as its kind's
 * receivers), one notice per company, as at 办结; people who already have it are skipped.
 */
export async function push({ db }: { db: Db }, session: Session, input: PushInput): Promise<PushResult> {
  return db.transaction(async (tx) => {
    const row = await docs.lockDoc(tx, session.companyId, input.id);
    if (!row) throw wfErrors.docNotFound();
    if (row.status !== 'finished') throw wfErrors.notFinished();
    const receivers = await checkReceivers(tx, session, row.kind as DocKind, input.receivers);
    const have = new Set((await docRecipients(tx, row.id)).map((r) => r.userId));
    const fresh = receivers.filter((r) => !have.has(r.userId));
    if (fresh.length === 0) throw wfErrors.alreadyReceived();
    const sender = await findUserBrief(tx, row.starterId);
    await docs.publishNotices(tx, row, { name: sender?.name ?? '', phone: sender?.phone ?? '', job: sender?.jobName ?? '' }, fresh);
    await docs.insertEvent(tx, {
      companyId: row.companyId,
      docId: row.id,
      actorId: session.userId,
      action: 'push',
      fromStatus: 'finished',
      toStatus: 'finished',
      detail: { to: fresh.map((r) => r.userId) },
    });
    return { pushed: fresh.length, skipped: receivers.length - fresh.length, notices: new Set(fresh.map((r) => r.companyId)).size };
  });
}
