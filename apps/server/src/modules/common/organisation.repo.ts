import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function findCompany(db: DbOrTx, id: number) {
  const [row] = await db.select().from(schema.companies).where(eq(schema.companies.id, id));
  return row;
}

export async function findChildCompanies(db: DbOrTx, parentId: number) {
  return db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.parentId, parentId))
    .orderBy(asc(schema.companies.code));
}

/** Companies by id, top level first, then by code. */
export async function findCompanies(db: DbOrTx, ids: number[]) {
  return db
    .select()
    .from(schema.companies)
    .where(inArray(schema.companies.id, ids))
    .orderBy(asc(schema.companies.level), asc(schema.companies.code));
}

export async function findJobs(db: DbOrTx, companyId: number) {
  return db
    .select()
    .from(schema.jobs)
    .where(eq(schema.jobs.companyId, companyId))
    .orderBy(asc(schema.jobs.order), asc(schema.jobs.name));
}

const liveDepartments = (companyId: number) =>
  and(eq(schema.departments.companyId, companyId), isNull(schema.departments.deletedAt));

export async function findDepartments(db: DbOrTx, companyId: number) {
  const d = schema.departments;
  return db
    .select({ id: d.id, parentId: d.parentId, code: d.code, name: d.name })
    .from(d)
    .where(liveDepartments(companyId))
    .orderBy(asc(d.sort), asc(d.code));
}

export async function findDepartment(db: DbOrTx, companyId: number, deptId: number) {
  const [row] = await db
    .select({ id: schema.departments.id })
    .from(schema.departments)
    .where(and(eq(schema.departments.id, deptId), liveDepartments(companyId)));
  return row;
}

/** Which of a company's staff: all, one department's, those whose name or username holds a text, or those granted a menu. */
export type StaffFilter = { deptId: number } | { search: string } | { grantedMenuId: number } | undefined;

function staffWhere(filter: StaffFilter) {
  const u = schema.users;
  if (filter === undefined) return undefined;
  if ('deptId' in filter) return eq(schema.staffProfiles.deptId, filter.deptId);
  if ('search' in filter) {
    const like = `%${escapeLike(filter.search)}%`;
    return or(ilike(u.name, like), ilike(u.username, like));
  }
  return sql`(exists (select 1 from ${schema.jobMenuGrants} g where g.job_id = ${u.jobId} and g.menu_id = ${filter.grantedMenuId})
      or exists (select 1 from ${schema.userMenuGrants} g where g.user_id = ${u.id} and g.menu_id = ${filter.grantedMenuId}))`;
}

/** Enabled users of a company by name, with their job, department and the mobile the company keeps (else the user's phone). */
export async function findStaff(db: DbOrTx, companyId: number, filter: StaffFilter) {
  const u = schema.users;
  const rows = await db
    .select({
      id: u.id,
      name: u.name,
      username: u.username,
      jobName: schema.jobs.name,
      deptId: schema.staffProfiles.deptId,
      mobile: schema.staffProfiles.mobile,
      phone: u.phone,
    })
    .from(u)
    .leftJoin(schema.jobs, eq(schema.jobs.id, u.jobId))
    .leftJoin(schema.staffProfiles, eq(schema.staffProfiles.userId, u.id))
    .where(and(eq(u.companyId, companyId), eq(u.disabled, false), staffWhere(filter)))
    .orderBy(asc(u.name));
  return rows.map(({ phone, ...r }) => ({ ...r, mobile: r.mobile ?? (phone || null) }));
}
