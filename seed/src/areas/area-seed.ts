import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import type { SeedContext } from '../seed-context';

// What the record-area seed steps share: per demo company (SH, HZ) the ids the records point at.
// Houses and estates come from the master-data seed steps; when those have not run the records
// are written without house or estate (those fields are optional) and house-bound types are skipped.

export interface AreaCompany {
  code: 'SH' | 'HZ';
  companyId: number;
  /** Staff records (员工档案, staff_profiles.id) of the company's emp users. */
  staff: number[];
  /** An emp user id, as the creator of the demo rows. */
  userId: number | null;
  houses: { id: number; name: string }[];
  estates: number[];
}

/** The staff records the engine keeps for each emp account (it makes the same rows on first read), with a department by job and an email. */
async function ensureStaffProfiles(db: DbOrTx, companyId: number): Promise<void> {
  await db.execute(sql`
    insert into ${schema.staffProfiles} (company_id, user_id, name, username, job_name, email, dept_id)
    select u.company_id, u.id, u.name, u.username, j.name, lower(u.username) || '@wuye-demo.cn',
      (select d.id from ${schema.departments} d where d.company_id = u.company_id and d.name = case
        when j.name like '客服%' then '客户服务部' when j.name = '收费员' then '财务部' when j.name like '工程%' then '工程维修部'
        when j.name like '秩序%' then '秩序维护部' else '综合管理部' end limit 1)
    from ${schema.users} u left join ${schema.jobs} j on j.id = u.job_id
    where u.company_id = ${companyId}
    on conflict (user_id) do nothing`);
}

export async function areaCompany(ctx: SeedContext, code: 'SH' | 'HZ'): Promise<AreaCompany> {
  const companyId = await ctx.company(code);
  await ensureStaffProfiles(ctx.db, companyId);
  const staff = await ctx.db
    .select({ id: schema.staffProfiles.id, userId: schema.staffProfiles.userId })
    .from(schema.staffProfiles)
    .innerJoin(schema.users, eq(schema.users.id, schema.staffProfiles.userId))
    .where(
      and(
        eq(schema.staffProfiles.companyId, companyId),
        eq(schema.users.role, 'emp'),
        isNull(schema.staffProfiles.deletedAt),
      ),
    )
    .orderBy(asc(schema.staffProfiles.id));
  const houses = await ctx.db
    .select({ id: schema.houses.id, name: schema.houses.name })
    .from(schema.houses)
    .where(and(eq(schema.houses.companyId, companyId), isNull(schema.houses.deletedAt)))
    .orderBy(asc(schema.houses.id))
    .limit(40);
  const estates = await ctx.db
    .select({ id: schema.estates.id })
    .from(schema.estates)
    .where(and(eq(schema.estates.companyId, companyId), isNull(schema.estates.deletedAt)))
    .orderBy(asc(schema.estates.id));
  return {
    code,
    companyId,
    staff: staff.map((s) => s.id),
    userId: staff[0]?.userId ?? null,
    houses,
    estates: estates.map((e) => e.id),
  };
}

/** The i-th element, cycling; undefined only for an empty list. */
export function pick<T>(list: readonly T[], i: number): T | undefined {
  return list.length === 0 ? undefined : list[i % list.length];
}

/** pick() for optional reference columns. */
export const refOrNull = (list: readonly number[], i: number): number | null => pick(list, i) ?? null;

/** Audit and company columns of a demo row. */
export const owned = (c: AreaCompany) => ({ companyId: c.companyId, createdBy: c.userId, updatedBy: c.userId });

/** A date n days after 2026-11-01 (the demo's "now"), as YYYY-MM-DD. */
export function day(n: number): string {
  return new Date(Date.UTC(2026, 10, 1 + n)).toISOString().slice(0, 10);
}

/** day(n) with a time of day, as YYYY-MM-DD HH:mm. */
export const at = (n: number, hhmm: string): string => `${day(n)} ${hhmm}`;

/** An 18-digit resident ID number with its GB 11643 check digit, from a 6-digit area, birth date and sequence. */
export function idNumber(area: string, birth: string, seq: number): string {
  const body = `${area}${birth.replace(/-/g, '')}${String(seq).padStart(3, '0')}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((s, d, i) => s + Number(d) * (weights[i] ?? 0), 0);
  return body + '10X98765432'[sum % 11];
}
