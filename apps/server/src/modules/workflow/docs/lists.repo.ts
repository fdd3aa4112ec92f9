import { and, count, desc, eq, exists, gt, inArray, or, sql, type Placeholder } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { newestFirst, pagedList } from '../../records/index';

const d = schema.wfDocs;
const k = schema.wfTasks;

/** The key of all kinds together in the to-do counts. */
export const TODO_ALL = '*';

/** Open tasks held by the user, counted by kind (the to-do badge and tabs), and all kinds under TODO_ALL. */
export async function todoCounts(db: DbOrTx, companyId: number, userId: number) {
  const rows = await db
    .select({ kind: k.kind, n: count() })
    .from(k)
    .where(openTasks(k, companyId, userId))
    .groupBy(k.kind);
  return new Map([...rows.map((r) => [r.kind, r.n] as const), [TODO_ALL, rows.reduce((a, r) => a + r.n, 0)]]);
}

const starter = alias(schema.users, 'starter');
const finisher = alias(schema.users, 'finisher');
const meant = alias(schema.users, 'meant');
const tpl = schema.wfTemplates;
const counted = alias(schema.wfTasks, 'counted');

/** The user's open tasks, as the to-do list and its counts read them (company and user as values or placeholders). */
function openTasks(t: typeof k | typeof counted, companyId: number | Placeholder, userId: number | Placeholder) {
  return and(eq(t.assigneeId, userId), eq(t.companyId, companyId), eq(t.state, 'pending'), eq(t.blocking, true));
}

/** The to-do counts carried on every row of the page: by kind, then all kinds (the list's total). */
export const TODO_COUNT_KINDS = ['normal', 'internal', 'report'] as const;

/** An int[] as the drivers give it: an array (postgres.js, PGlite) or its text form. */
function intArray(value: unknown): number[] {
  if (Array.isArray(value)) return value.map(Number);
  return String(value).replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

/** What the to-do list shows of an open task and its document (the names joined, the node names from the flow). */
const todoFields = {
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
};

function todoPageQuery(db: DbOrTx, byKind: boolean) {
  const company = sql.placeholder('companyId');
  const user = sql.placeholder('userId');
  const where = and(openTasks(k, company, user), byKind ? eq(k.kind, sql.placeholder('kind')) : undefined);
  const byKinds = TODO_COUNT_KINDS.map((kind) => sql`count(*) filter (where ${counted.kind} = ${kind})`);
  // An uncorrelated sub-select: run once per statement (an InitPlan) from wf_tasks_open_kind_idx alone.
  const counts = db
    .select({ n: sql`array[${sql.join(byKinds, sql`, `)}, count(*)]::int[]` })
    .from(counted)
    .where(openTasks(counted, company, user));
  return db
    .select({ counts: sql`(${counts})`.mapWith(intArray), ...todoFields })
    .from(k)
    .innerJoin(d, eq(d.id, k.docId))
    .leftJoin(tpl, eq(tpl.id, d.templateId))
    .leftJoin(starter, eq(starter.id, d.starterId))
    .leftJoin(finisher, eq(finisher.id, d.finisherId))
    .leftJoin(meant, eq(meant.id, k.meantForId))
    .where(where)
    .orderBy(desc(k.createdAt), desc(k.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(byKind ? 'wf_todo_page_kind' : 'wf_todo_page');
}

type TodoPageQuery = ReturnType<typeof todoPageQuery>;
/** Built once per database handle and run as named prepared statements (the list is read on every screen visit). */
const prepared = new WeakMap<object, { all: TodoPageQuery; byKind: TodoPageQuery }>();

/**
 * One page of the user's open tasks with what the list shows of their documents, newest first, in one
 * statement: the people's and the template's names joined, the node names read from the flow snapshot,
 * not the body or the steps, and the to-do counts on every row (`counts`: normal, internal, report, all;
 * the same condition as todoCounts). bench/workflow-todo.ts: each extra round trip cost more than its query.
 * A page past the end has no row to carry the counts: the caller counts with todoCounts then.
 * wf_tasks_open_page_idx gives the order.
 */
export async function todoPage(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, page: number, size: number) {
  let queries = prepared.get(db);
  if (!queries) prepared.set(db, (queries = { all: todoPageQuery(db, false), byKind: todoPageQuery(db, true) }));
  const values = { companyId, userId, limit: size, offset: (page - 1) * size };
  return kind ? queries.byKind.execute({ ...values, kind }) : queries.all.execute(values);
}

/** The export's batch of the user's open tasks (as the to-do list shows them) after task `afterId`, by task id. */
export async function todoAfter(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, afterId: number, size: number) {
  return db
    .select(todoFields)
    .from(k)
    .innerJoin(d, eq(d.id, k.docId))
    .leftJoin(tpl, eq(tpl.id, d.templateId))
    .leftJoin(starter, eq(starter.id, d.starterId))
    .leftJoin(finisher, eq(finisher.id, d.finisherId))
    .leftJoin(meant, eq(meant.id, k.meantForId))
    .where(and(openTasks(k, companyId, userId), kind ? eq(k.kind, kind) : undefined, gt(k.id, afterId)))
    .orderBy(k.id)
    .limit(size);
}

/** Documents not ended that the user started or has a task in (办理中). */
function processingWhere(db: DbOrTx, companyId: number, userId: number, kind: string | undefined) {
  const mine = or(eq(d.starterId, userId), exists(db.select({ x: sql`1` }).from(k).where(and(eq(k.docId, d.id), or(eq(k.assigneeId, userId), eq(k.meantForId, userId))))));
  return and(eq(d.companyId, companyId), inArray(d.status, ['draft', 'running', 'suspended']), kind ? eq(d.kind, kind) : undefined, mine);
}

/** Documents not ended that the user started or has a task in (办理中), the latest change first. */
export async function processingPage(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, page: number, size: number) {
  const where = processingWhere(db, companyId, userId, kind);
  return pagedList(db, { table: d, where, ...newestFirst(d.updatedAt, d.id) }, page, size);
}

/** The export's batch of the documents in progress (processingPage's) after document `afterId`, by id. */
export async function processingAfter(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, afterId: number, size: number) {
  return db.select().from(d).where(and(processingWhere(db, companyId, userId, kind), gt(d.id, afterId))).orderBy(d.id).limit(size);
}

/** The user's latest action per document (已办): doc id and when. */
function lastActions(db: DbOrTx, companyId: number, userId: number, kind: string | undefined) {
  return db
    .select({ docId: k.docId, at: sql<Date>`max(${k.doneAt})`.mapWith(k.doneAt).as('at') })
    .from(k)
    .where(and(eq(k.companyId, companyId), eq(k.assigneeId, userId), eq(k.state, 'done'), kind ? eq(k.kind, kind) : undefined))
    .groupBy(k.docId)
    .as('last');
}

/** Documents the user has acted on (已办), the latest action first. */
export async function dealtPage(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, page: number, size: number) {
  const last = lastActions(db, companyId, userId, kind);
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

/** The export's batch of the documents the user acted on (dealtPage's) after document `afterId`, by id, with the latest action's time. */
export async function dealtAfter(db: DbOrTx, companyId: number, userId: number, kind: string | undefined, afterId: number, size: number) {
  const last = lastActions(db, companyId, userId, kind);
  return db
    .select({ doc: d, actedAt: last.at })
    .from(last)
    .innerJoin(d, and(eq(d.id, last.docId), eq(d.companyId, companyId)))
    .where(gt(d.id, afterId))
    .orderBy(d.id)
    .limit(size);
}

/** Open tasks the user holds in the company: with unconfirmed notices, what makes 通讯 red. */
export async function countOpenTasks(db: DbOrTx, userId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(k)
    .where(openTasks(k, companyId, userId));
  return row?.n ?? 0;
}
