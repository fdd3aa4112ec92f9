import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { schema, type DbOrTx } from '@pm/db';
import { newestFirst, pagedList } from '../records';

// 后台作业 as people read it: the job with its company, who started it and its schedule.

const j = schema.backgroundJobs;
const creator = alias(schema.users, 'creator');

const columns = {
  job: j,
  companyName: schema.companies.nick,
  createdByName: creator.name,
  scheduleTitle: schema.jobSchedules.title,
};

export type JobListRow = { job: typeof j.$inferSelect; companyName: string | null; createdByName: string | null; scheduleTitle: string | null };

function base(tx: DbOrTx) {
  return tx
    .select(columns)
    .from(j)
    .leftJoin(schema.companies, eq(schema.companies.id, j.companyId))
    .leftJoin(creator, eq(creator.id, j.createdBy))
    .leftJoin(schema.jobSchedules, eq(schema.jobSchedules.id, j.scheduleId));
}

/** `companyId` null: every company's (platform administrators). */
export async function pageJobs(
  tx: DbOrTx,
  companyId: number | null,
  q: { kind?: string | undefined; state?: string | undefined; page: number; size: number },
): Promise<{ total: number; rows: JobListRow[] }> {
  const where: SQL | undefined = and(
    companyId === null ? undefined : eq(j.companyId, companyId),
    q.kind ? eq(j.kind, q.kind) : undefined,
    q.state ? eq(j.state, q.state) : undefined,
  );
  const { companies: c, users: u, jobSchedules: s } = schema;
  const { total, rows } = await pagedList(
    tx,
    {
      table: j,
      where,
      ...newestFirst(j.createdAt, j.id),
      lookups: (onPage) => ({
        companyName: sql<string | null>`(select ${c.nick} from ${c} where ${c.id} = ${onPage(j.companyId)})`,
        createdByName: sql<string | null>`(select ${u.name} from ${u} where ${u.id} = ${onPage(j.createdBy)})`,
        scheduleTitle: sql<string | null>`(select ${s.title} from ${s} where ${s.id} = ${onPage(j.scheduleId)})`,
      }),
    },
    q.page,
    q.size,
  );
  return { total, rows: rows.map(({ companyName, createdByName, scheduleTitle, ...job }) => ({ job, companyName, createdByName, scheduleTitle })) };
}

export async function findJobRow(tx: DbOrTx, companyId: number | null, id: number): Promise<JobListRow | undefined> {
  const [row] = await base(tx).where(and(eq(j.id, id), companyId === null ? undefined : eq(j.companyId, companyId)));
  return row;
}

/** The states of the jobs schedules last started, by job id. */
export async function jobStates(tx: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: j.id, state: j.state }).from(j).where(inArray(j.id, ids));
  return new Map(rows.map((row) => [row.id, row.state]));
}

export async function estateNames(tx: DbOrTx, companyId: number, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: schema.estates.id, name: schema.estates.name })
    .from(schema.estates)
    .where(and(eq(schema.estates.companyId, companyId), inArray(schema.estates.id, ids), sql`${schema.estates.deletedAt} is null`));
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function userNames(tx: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.select({ id: schema.users.id, name: schema.users.name }).from(schema.users).where(inArray(schema.users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
