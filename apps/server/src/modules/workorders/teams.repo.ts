import { and, eq, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 维修班组: who belongs to, leads and manages which team (the facts the flow's permissions count).

const t = schema.workTeams;
const mb = schema.workTeamMembers;
const u = schema.users;

/** The teams the person is in, leads, manages (all of the company). */
export async function teamFactsOf(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db.execute<{ member: number[] | null; leads: number[] | null; manages: number[] | null }>(sql`select
    (select array_agg(${mb.teamId}::int order by ${mb.teamId}) from ${mb} where ${mb.companyId} = ${companyId} and ${mb.userId} = ${userId}) as member,
    (select array_agg(${t.id}::int order by ${t.id}) from ${t} where ${t.companyId} = ${companyId} and ${t.leaderId} = ${userId}) as leads,
    (select array_agg(${t.id}::int order by ${t.id}) from ${t} where ${t.companyId} = ${companyId} and ${t.managerId} = ${userId}) as manages`);
  const ids = (v: number[] | null | undefined) => (v ?? []).map(Number);
  return { member: ids(row?.member), leads: ids(row?.leads), manages: ids(row?.manages) };
}

export async function teamOf(db: DbOrTx, companyId: number, teamId: number) {
  const [row] = await db.select().from(t).where(and(eq(t.id, teamId), eq(t.companyId, companyId)));
  return row;
}

/** An enabled staff account of the company (undefined otherwise). */
export async function staffOf(db: DbOrTx, companyId: number, userId: number) {
  const [row] = await db
    .select({ id: u.id, name: u.name })
    .from(u)
    .where(and(eq(u.id, userId), eq(u.companyId, companyId), eq(u.disabled, false), or(eq(u.role, 'emp'), eq(u.role, 'sa'))));
  return row;
}

/** Whether the person is in the team. */
export async function isMember(db: DbOrTx, teamId: number, userId: number) {
  const [row] = await db.select({ n: sql<number>`1` }).from(mb).where(and(eq(mb.teamId, teamId), eq(mb.userId, userId)));
  return row !== undefined;
}

/** The company's teams with their 班长, 主管 and members, and the open orders each member holds. */
export async function teamsWithMembers(db: DbOrTx, companyId: number) {
  return db.execute<{
    id: number; name: string; leader_id: number | null; leader_name: string | null; manager_id: number | null; manager_name: string | null;
    members: { id: number; name: string; open: number }[];
  }>(sql`
    select t.id, t.name, t.leader_id, lu.name as leader_name, t.manager_id, mu.name as manager_name,
      coalesce((select json_agg(json_build_object('id', u.id, 'name', u.name, 'open',
          (select count(*) from work_orders o where o.company_id = ${companyId} and o.handler_id = u.id
             and o.state in ('assigned', 'accepted', 'arrived', 'working', 'paused'))) order by u.name, u.id)
        from ${mb} m join ${u} u on u.id = m.user_id where m.team_id = t.id), '[]'::json) as members
    from ${t} t left join ${u} lu on lu.id = t.leader_id left join ${u} mu on mu.id = t.manager_id
    where t.company_id = ${companyId} order by t.name, t.id`);
}
