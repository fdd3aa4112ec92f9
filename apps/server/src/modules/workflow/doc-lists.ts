// The to-do (待办), in-progress (办理中) and done (已办) lists of the document-flow screen.
import type { DocPage, TodoList } from '@pm/contracts';
import type { FlowNode } from '@pm/domain';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import * as lists from './lists.repo';
import { userNames } from './people.repo';
import { briefs } from './doc-view';

const KIND_BY_CODE = [undefined, 'normal', 'internal', 'report'] as const;

export async function toDeal({ db }: { db: Db }, session: Session, q: { kind?: string; page: number; size: number }): Promise<TodoList> {
  // Independent reads side by side: the counts and the page, then the briefs and the meant-for names.
  const [counts, rows] = await Promise.all([
    lists.todoCounts(db, session.companyId, session.userId),
    lists.todoPage(db, session.companyId, session.userId, q.kind, q.page, q.size),
  ]);
  const total = q.kind ? (counts.get(q.kind) ?? 0) : [...counts.values()].reduce((a, b) => a + b, 0);
  const [docBriefs, meant] = await Promise.all([
    briefs(db, session.companyId, rows.map((r) => r.doc)),
    userNames(db, rows.map((r) => r.task.meantForId)),
  ]);
  return {
    normalDocCount: counts.get('normal') ?? 0,
    internalDocCount: counts.get('internal') ?? 0,
    reportDocCount: counts.get('report') ?? 0,
    total,
    rows: rows.map((r, i) => ({
      ...docBriefs[i]!,
      taskId: r.task.id,
      nodeName: (r.doc.flow as FlowNode[])[r.task.node]?.name ?? '',
      receivedAt: r.task.createdAt.toISOString(),
      meantForName: meant.get(r.task.meantForId) ?? '',
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
