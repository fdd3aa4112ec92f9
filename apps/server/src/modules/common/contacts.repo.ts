import { and, asc, eq, ilike, isNull, or } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

export interface ContactFilter {
  deptId?: number;
  jobId?: number;
  q?: string;
}

/**
 * 公司通讯录: enabled staff (emp) of one company with department, job, the mobile the company keeps
 * (else the account's phone) and email; by department code, then name.
 */
export async function findContacts(db: DbOrTx, companyId: number, f: ContactFilter) {
  const u = schema.users;
  const p = schema.staffProfiles;
  const d = schema.departments;
  const like = f.q ? `%${escapeLike(f.q)}%` : undefined;
  const rows = await db
    .select({
      id: u.id,
      name: u.name,
      username: u.username,
      companyName: schema.companies.name,
      deptId: d.id,
      deptName: d.name,
      jobId: schema.jobs.id,
      jobName: schema.jobs.name,
      mobile: p.mobile,
      phone: u.phone,
      email: p.email,
    })
    .from(u)
    .innerJoin(schema.companies, eq(schema.companies.id, u.companyId))
    .leftJoin(schema.jobs, eq(schema.jobs.id, u.jobId))
    .leftJoin(p, and(eq(p.userId, u.id), isNull(p.deletedAt)))
    .leftJoin(d, and(eq(d.id, p.deptId), eq(d.companyId, companyId), isNull(d.deletedAt)))
    .where(
      and(
        eq(u.companyId, companyId),
        eq(u.role, 'emp'),
        eq(u.disabled, false),
        f.deptId === undefined ? undefined : eq(p.deptId, f.deptId),
        f.jobId === undefined ? undefined : eq(u.jobId, f.jobId),
        like === undefined ? undefined : or(ilike(u.name, like), ilike(u.username, like), ilike(u.phone, like), ilike(p.mobile, like), ilike(p.email, like)),
      ),
    )
    .orderBy(asc(d.code), asc(u.name), asc(u.id));
  return rows.map(({ phone, ...r }) => ({ ...r, mobile: r.mobile ?? (phone || null) }));
}
