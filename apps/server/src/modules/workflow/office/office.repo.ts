// The office screens' reads (公文跟催, 公文推送): open documents with where they wait, finished
// documents with whom they reached.
import { and, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { newestFirst, pagedList } from '../../records/index';

const d = schema.wfDocs;
const k = schema.wfTasks;
const n = schema.notices;
const r = schema.noticeRecipients;

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Running and suspended documents of the company with the current node's open blocking tasks: since
 * when the oldest waits, the node's time limit (the template version's), the last 跟催. Overdue (running only) first
 * (by how long they have waited), then the rest, longest waiting first.
 */
export async function overduePage(db: DbOrTx, companyId: number, kind: string | undefined, overdueOnly: boolean, page: number, size: number) {
  const open = db
    .select({
      docId: k.docId,
      since: sql<Date>`min(${k.createdAt})`.as('since'),
      reminded: sql<Date | null>`max(${k.remindedAt})`.as('reminded'),
      holders: sql<number[]>`array_agg(distinct ${k.assigneeId})`.as('holders'),
    })
    .from(k)
    .innerJoin(d, and(eq(d.id, k.docId), eq(d.currentNode, k.node)))
    .where(and(eq(k.companyId, companyId), eq(k.state, 'pending'), eq(k.blocking, true)))
    .groupBy(k.docId)
    .as('open');
  const limit = sql<number | null>`(select ${schema.wfTemplateNodes.timeLimitHours} from ${schema.wfTemplateNodes}
    where ${schema.wfTemplateNodes.versionId} = ${d.templateVersionId} and ${schema.wfTemplateNodes.seq} = ${d.currentNode})`;
  // A suspended (中止) document waits on purpose: it is listed, but neither overdue nor chased until 恢复.
  const isOverdue = sql<boolean>`coalesce(${d.status} = 'running' and ${open.since} + make_interval(hours => ${limit}) < now(), false)`;
  const base = and(eq(d.companyId, companyId), inArray(d.status, ['running', 'suspended']), kind ? eq(d.kind, kind) : undefined);
  const where = and(base, overdueOnly ? isOverdue : undefined);
  const [totals] = await db
    .select({ n: count(), overdue: sql<number>`count(*) filter (where ${isOverdue})::int` })
    .from(d)
    .leftJoin(open, eq(open.docId, d.id))
    .where(where);
  const rows = await db
    .select({ doc: d, since: open.since, reminded: open.reminded, holders: open.holders, limit, overdue: isOverdue })
    .from(d)
    .leftJoin(open, eq(open.docId, d.id))
    .where(where)
    .orderBy(desc(isOverdue), sql`${open.since} asc nulls last`, desc(d.id))
    .limit(size)
    .offset((page - 1) * size);
  return { total: totals?.n ?? 0, overdue: Number(totals?.overdue ?? 0), rows };
}

/** 办结 documents of the company (newest end first) with how many people their notices reached and confirmed. */
export async function finishedPage(db: DbOrTx, companyId: number, kind: string | undefined, q: string | undefined, page: number, size: number) {
  const like = q ? `%${escapeLike(q)}%` : undefined;
  const where = and(
    eq(d.companyId, companyId),
    eq(d.status, 'finished'),
    kind ? eq(d.kind, kind) : undefined,
    like ? or(ilike(d.subject, like), ilike(d.docNumber, like)) : undefined,
  );
  const { total, rows } = await pagedList(
    db,
    {
      table: d,
      where,
      ...newestFirst(d.endedAt, d.id),
      lookups: (onPage) => ({
        recipients: sql<number>`(select count(distinct ${r.userId})::int from ${r} join ${n} on ${n.id} = ${r.noticeId} where ${n.docId} = ${onPage(d.id)})`,
        confirmed: sql<number>`(select count(distinct ${r.userId})::int from ${r} join ${n} on ${n.id} = ${r.noticeId} where ${n.docId} = ${onPage(d.id)} and ${r.handleTime} is not null)`,
      }),
    },
    page,
    size,
  );
  return { total, rows: rows.map(({ recipients, confirmed, ...doc }) => ({ doc, recipients, confirmed })) };
}

/** Everyone a document's notices reached, by company and name, with when each confirmed. */
export async function docRecipients(db: DbOrTx, docId: number) {
  return db
    .select({ companyId: n.companyId, companyName: schema.companies.name, userId: r.userId, name: schema.users.name, handleTime: r.handleTime })
    .from(r)
    .innerJoin(n, eq(n.id, r.noticeId))
    .innerJoin(schema.users, eq(schema.users.id, r.userId))
    .innerJoin(schema.companies, eq(schema.companies.id, n.companyId))
    .where(eq(n.docId, docId))
    .orderBy(schema.companies.level, schema.companies.code, schema.users.name);
}
