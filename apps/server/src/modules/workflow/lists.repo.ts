import { and, count, desc, eq, exists, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';

const d = schema.wfDocs;
const k = schema.wfTasks;

/** Open tasks held by the user, counted by kind (the to-do badge and tabs). */
export async function todoCounts(db: DbOrTx, companyId: number, userId: number) {
  const rows = await db
    .select({ kind: k.kind, n: count() })
    .from(k)
    .where(and(eq(k.companyId, companyId), eq(k.assigneeId, userId), eq(k.state, 'pending'), eq(k.blocking, true)))
    .groupBy(k.kind);
  return new Map(rows.map((r) => [r.kind, r.n]));
}

const starter = alias(schema.users, 'starter');
const finisher = alias(schema.users, 'finisher');
const meant = alias(schema.users, 'meant');
const tpl = schema.wfTemplates;

/**
 * One page of the user's open tasks with what the list shows of their documents, newest first, in one
 * statement: the people's and the template's names joined, the node names read from the flow snapshot,
 * and not the body or the steps (bench/workflow-todo.ts: each extra round trip cost more than its query).
 * The total is the to-do counts' (todoCounts: the same condition); wf_tasks_open_page_idx gives the order.
 */
export async function todoPage(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, page: number, size: number) {
  const where = and(eq(k.assigneeId, userId), eq(k.companyId, companyId), eq(k.state, 'pending'), eq(k.blocking, true), kind ? eq(k.kind, kind) : undefined);
  return db
    .select({
      taskId: k.id,
      receivedAt: k.createdAt,
      nodeName: sql<string | null>`${d.flow} -> ${k.node} ->> 'name'`,
      meantForName: meant.name,
      id: d.id,
      kind: d.kind,
      docNumber: d.docNumber,
      subject: d.subject,
      urgency: d.urgency,
      status: d.status,
      templateName: tpl.name,
      currentNodeName: sql<string | null>`${d.flow} -> ${d.currentNode} ->> 'name'`,
      starterId: d.starterId,
      starterName: starter.name,
      finisherId: d.finisherId,
      finisherName: finisher.name,
      houseName: d.houseName,
      createdAt: d.createdAt,
      sentAt: d.sentAt,
      endedAt: d.endedAt,
    })
    .from(k)
    .innerJoin(d, eq(d.id, k.docId))
    .leftJoin(tpl, eq(tpl.id, d.templateId))
    .leftJoin(starter, eq(starter.id, d.starterId))
    .leftJoin(finisher, eq(finisher.id, d.finisherId))
    .leftJoin(meant, eq(meant.id, k.meantForId))
    .where(where)
    .orderBy(desc(k.createdAt), desc(k.id))
    .limit(size)
    .offset((page - 1) * size);
}

/** Documents not ended that the user started or has a task in (办理中). */
export async function processingPage(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, page: number, size: number) {
  const mine = or(eq(d.starterId, userId), exists(db.select({ x: sql`1` }).from(k).where(and(eq(k.docId, d.id), or(eq(k.assigneeId, userId), eq(k.meantForId, userId))))));
  const where = and(eq(d.companyId, companyId), inArray(d.status, ['draft', 'running', 'suspended']), kind ? eq(d.kind, kind) : undefined, mine);
  const [total] = await db.select({ n: count() }).from(d).where(where);
  const rows = await db.select().from(d).where(where).orderBy(desc(d.updatedAt), desc(d.id)).limit(size).offset((page - 1) * size);
  return { total: total?.n ?? 0, rows };
}

/** Documents the user has acted on (已办), the latest action first. */
export async function dealtPage(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, page: number, size: number) {
  const last = db
    .select({ docId: k.docId, at: sql<Date>`max(${k.doneAt})`.as('at') })
    .from(k)
    .where(and(eq(k.companyId, companyId), eq(k.assigneeId, userId), eq(k.state, 'done'), kind ? eq(k.kind, kind) : undefined))
    .groupBy(k.docId)
    .as('last');
  const [total] = await db.select({ n: count() }).from(last);
  const rows = await db
    .select({ doc: d })
    .from(last)
    .innerJoin(d, eq(d.id, last.docId))
    .orderBy(desc(last.at), desc(d.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total: total?.n ?? 0, rows: rows.map((r) => r.doc) };
}

/** Open tasks the user holds in the company: with unconfirmed notices, what makes 通讯 red. */
export async function countOpenTasks(db: DbOrTx, userId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(k)
    .where(and(eq(k.companyId, companyId), eq(k.assigneeId, userId), eq(k.state, 'pending'), eq(k.blocking, true)));
  return row?.n ?? 0;
}
