// The to-do (待办), in-progress (办理中) and done (已办) lists of the document-flow screen.
import type { DocKind, DocPage, DocStatus, TodoList, Urgency } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import * as lists from './lists.repo';
import { briefs } from './build-doc-views';

const KIND_BY_CODE = [undefined, 'normal', 'internal', 'report'] as const;

/** The counts a page row carries (normal, internal, report, all) as todoCounts gives them. */
function carriedCounts(carried: number[]): Map<string, number> {
  return new Map([...lists.TODO_COUNT_KINDS.map((kind, i) => [kind, carried[i] ?? 0] as const), [lists.TODO_ALL, carried[3] ?? 0]]);
}

export async function toDeal({ db }: { db: Db }, session: Session, q: { kind?: string; page: number; size: number }): Promise<TodoList> {
  // One statement: the page with its names and the counts on every row; a page past the end counts on its own.
  const rows = await lists.todoPage(db, session.companyId, session.userId, q.kind, q.page, q.size);
  const counts = rows[0] ? carriedCounts(rows[0].counts) : await lists.todoCounts(db, session.companyId, session.userId);
  const total = q.kind ? (counts.get(q.kind) ?? 0) : (counts.get(lists.TODO_ALL) ?? 0);
  const iso = (at: Date | null) => (at ? at.toISOString() : null);
  return {
    normalDocCount: counts.get('normal') ?? 0,
    internalDocCount: counts.get('internal') ?? 0,
    reportDocCount: counts.get('report') ?? 0,
    total,
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind as DocKind,
      docNumber: r.docNumber,
      subject: r.subject,
      urgency: r.urgency as Urgency,
      status: r.status as DocStatus,
      templateName: r.templateName ?? '',
      currentNodeName: r.currentNodeName ?? '',
      starterId: r.starterId,
      starterName: r.starterName ?? '',
      finisherId: r.finisherId,
      finisherName: r.finisherName ?? '',
      houseName: r.houseName,
      createdAt: r.createdAt.toISOString(),
      sentAt: iso(r.sentAt),
      endedAt: iso(r.endedAt),
      taskId: r.taskId,
      nodeName: r.nodeName ?? '',
      receivedAt: r.receivedAt.toISOString(),
      meantForName: r.meantForName ?? '',
    })),
  };
}

export async function processing({ db }: { db: Db }, session: Session, q: { id: number }): Promise<DocPage> {
  const page = await lists.processingPage(db, session.companyId, session.userId, KIND_BY_CODE[q.id], 1, 200);
  return { total: page.total, page: 1, size: 200, rows: await briefs(db, session.companyId, page.rows) };
}

export async function dealt({ db }: { db: Db }, session: Session, q: { kind?: string; page: number; size: number }): Promise<DocPage> {
  const page = await lists.dealtPage(db, session.companyId, session.userId, q.kind, q.page, q.size);
  return { total: page.total, page: q.page, size: q.size, rows: await briefs(db, session.companyId, page.rows) };
}
