import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const u = schema.users;

/** Names of users by id (any company: a receiver or sender may sit in another one). */
export async function userNames(db: DbOrTx, ids: number[]): Promise<Map<number, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select({ id: u.id, name: u.name }).from(u).where(inArray(u.id, unique));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Active staff (role emp or sa, not disabled) of a company among the given ids. */
export async function activeStaffOf(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: u.id, name: u.name, companyId: u.companyId })
    .from(u)
    .where(and(eq(u.companyId, companyId), inArray(u.id, [...new Set(ids)]), eq(u.disabled, false), inArray(u.role, ['emp', 'sa'])));
}

/** Active staff of any of the given companies among the given ids (receivers). */
export async function activeStaffIn(db: DbOrTx, companyIds: number[], ids: number[]) {
  if (ids.length === 0 || companyIds.length === 0) return [];
  return db
    .select({ id: u.id, companyId: u.companyId })
    .from(u)
    .where(and(inArray(u.companyId, companyIds), inArray(u.id, [...new Set(ids)]), eq(u.disabled, false), inArray(u.role, ['emp', 'sa'])));
}

/** Active staff holding a job, or in a department, in id order. */
export async function staffByJob(db: DbOrTx, companyId: number, jobId: number) {
  return db
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.companyId, companyId), eq(u.jobId, jobId), eq(u.disabled, false), inArray(u.role, ['emp', 'sa'])))
    .orderBy(u.id);
}

export async function staffByDept(db: DbOrTx, companyId: number, deptId: number) {
  const p = schema.staffProfiles;
  return db
    .select({ id: u.id })
    .from(p)
    .innerJoin(u, eq(u.id, p.userId))
    .where(and(eq(p.companyId, companyId), eq(p.deptId, deptId), eq(u.disabled, false), inArray(u.role, ['emp', 'sa'])))
    .orderBy(u.id);
}

/** Receivers of a company: its active staff with their job and department names. */
export async function receiversOf(db: DbOrTx, companyId: number) {
  const p = schema.staffProfiles;
  return db
    .select({
      userId: u.id,
      name: u.name,
      jobName: sql<string | null>`(select j.name from jobs j where j.id = ${u.jobId})`,
      deptName: sql<string | null>`(select d.name from departments d where d.id = ${p.deptId})`,
    })
    .from(u)
    .leftJoin(p, eq(p.userId, u.id))
    .where(and(eq(u.companyId, companyId), eq(u.disabled, false), inArray(u.role, ['emp', 'sa'])))
    .orderBy(u.id);
}

export async function findUserBrief(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: u.id, name: u.name, companyId: u.companyId, disabled: u.disabled, role: u.role, phone: u.phone, jobId: u.jobId })
    .from(u)
    .where(eq(u.id, id));
  if (!row) return undefined;
  const [job] = row.jobId ? await db.select({ name: schema.jobs.name }).from(schema.jobs).where(eq(schema.jobs.id, row.jobId)) : [];
  return { ...row, jobName: job?.name ?? '' };
}

export async function companyTree(db: DbOrTx) {
  const c = schema.companies;
  return db.select({ id: c.id, parentId: c.parentId, name: c.name, nick: c.nick, level: c.level, type: c.type }).from(c).orderBy(c.id);
}

export async function findCompany(db: DbOrTx, id: number) {
  const c = schema.companies;
  const [row] = await db.select({ id: c.id, name: c.name, nick: c.nick }).from(c).where(eq(c.id, id));
  return row;
}

/** Replacements of the company in force at `at`. */
export async function replacementsAt(db: DbOrTx, companyId: number, at: Date) {
  const r = schema.wfReplacements;
  return db
    .select({ absent: r.absentId, substitute: r.substituteId, from: r.fromAt, to: r.toAt })
    .from(r)
    .where(and(eq(r.companyId, companyId), lte(r.fromAt, at), gt(r.toAt, at)));
}

export async function insertReplacement(db: DbOrTx, values: typeof schema.wfReplacements.$inferInsert) {
  const [row] = await db.insert(schema.wfReplacements).values(values).returning({ id: schema.wfReplacements.id });
  return row!.id;
}

/** Files of the company among the ids (attachments). */
export async function companyFiles(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const f = schema.files;
  return db.select({ id: f.id, name: f.name }).from(f).where(and(eq(f.companyId, companyId), inArray(f.id, ids)));
}

export async function houseName(db: DbOrTx, companyId: number, houseId: number) {
  const h = schema.houses;
  const [row] = await db.select({ name: h.name }).from(h).where(and(eq(h.id, houseId), eq(h.companyId, companyId)));
  return row?.name;
}

/** Display names of handler rules: people, jobs and departments by id. */
export async function refNames(db: DbOrTx, refs: { kind: string; ref: number | null }[]) {
  const ids = (kind: string) => [...new Set(refs.filter((r) => r.kind === kind && r.ref !== null).map((r) => r.ref!))];
  const [people, jobs, depts] = await Promise.all([
    userNames(db, ids('person')),
    ids('job').length ? db.select({ id: schema.jobs.id, name: schema.jobs.name }).from(schema.jobs).where(inArray(schema.jobs.id, ids('job'))) : [],
    ids('dept').length
      ? db.select({ id: schema.departments.id, name: schema.departments.name }).from(schema.departments).where(inArray(schema.departments.id, ids('dept')))
      : [],
  ]);
  return {
    person: people,
    job: new Map(jobs.map((j) => [j.id, j.name])),
    dept: new Map(depts.map((j) => [j.id, j.name])),
  };
}

/** Whether a job or department of the company exists (a template's handler rule). */
export async function refExists(db: DbOrTx, companyId: number, kind: 'job' | 'dept', id: number): Promise<boolean> {
  const table = kind === 'job' ? schema.jobs : schema.departments;
  const [row] = await db.select({ id: table.id }).from(table).where(and(eq(table.id, id), eq(table.companyId, companyId)));
  return !!row;
}
