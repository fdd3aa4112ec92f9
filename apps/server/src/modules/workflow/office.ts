// 公文跟催 and 公文推送 (issue 14, wf-admin): the office screens' use cases.
import type { OverduePage, OverdueQuery, PushDocPage, PushInput, PushListQuery, PushRecipient, PushResult } from '@pm/contracts';
import type { DocKind } from '@pm/domain';
import type { Db } from '@pm/db';
import { conflict } from '../../errors/app-error';
import type { Session } from '../../http/session';
import * as docs from './docs.repo';
import { checkReceivers } from './doc-command';
import { briefs } from './doc-view';
import { docRecipients, finishedPage, overduePage } from './office.repo';
import { findUserBrief, userNames } from './people.repo';
import { wfErrors } from './workflow.errors';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export async function overdue({ db }: { db: Db }, session: Session, q: OverdueQuery): Promise<OverduePage> {
  const page = await overduePage(db, session.companyId, q.kind, q.overdueOnly, q.page, q.size);
  const docBriefs = await briefs(db, session.companyId, page.rows.map((r) => r.doc));
  const names = await userNames(db, page.rows.flatMap((r) => r.holders ?? []));
  const now = Date.now();
  return {
    total: page.total,
    overdue: page.overdue,
    rows: page.rows.map((r, i) => {
      const since = iso(r.since);
      return {
        ...docBriefs[i]!,
        holders: (r.holders ?? []).map((u) => names.get(Number(u)) ?? ''),
        waitingSince: since,
        timeLimitHours: r.limit === null ? null : Number(r.limit),
        waitedHours: since === null ? 0 : Math.floor((now - Date.parse(since)) / 3_600_000),
        overdue: Boolean(r.overdue),
        lastRemindedAt: iso(r.reminded),
      };
    }),
  };
}

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
    if (row.status !== 'finished') throw conflict('workflow.not_finished', '只有已办结的公文可以推送');
    const receivers = await checkReceivers(tx, session, row.kind as DocKind, input.receivers);
    const have = new Set((await docRecipients(tx, row.id)).map((r) => r.userId));
    const fresh = receivers.filter((r) => !have.has(r.userId));
    if (fresh.length === 0) throw conflict('workflow.already_received', '所选人员都已收到该公文');
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
