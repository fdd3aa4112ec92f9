import { schema, type Db } from '@pm/db';
import { buildUser, type TestUser } from './users';

/** A 维修班组 of the company with its 班长, 主管 and members (users built with no functions unless given). */
export async function buildTeam(db: Db, companyId: number, o: { name?: string; leader?: TestUser | null; manager?: TestUser | null; members: TestUser[] }) {
  const [team] = await db
    .insert(schema.workTeams)
    .values({ companyId, name: o.name ?? `维修班${Math.random().toString(36).slice(2, 7)}`, leaderId: o.leader?.id ?? null, managerId: o.manager?.id ?? null })
    .returning();
  const members = [...o.members, ...(o.leader ? [o.leader] : [])];
  if (members.length > 0) await db.insert(schema.workTeamMembers).values(members.map((m) => ({ teamId: team!.id, userId: m.id, companyId })));
  return team!;
}

/** A technician: a staff account with no menu function (the order's own rules let them act). */
export const buildTechnician = (db: Db, companyId: number, name: string) => buildUser(db, { companyId, role: 'emp', name, grants: [] });

/** A file the user uploaded (a photo for 完工), as the files module stores it. */
export async function uploadedPhoto(db: Db, user: TestUser, name = 'done.jpg') {
  const [row] = await db
    .insert(schema.files)
    .values({ companyId: user.companyId, name, storedName: `${Math.random().toString(16).slice(2).padEnd(32, '0').slice(0, 32)}.jpg`, mime: 'image/jpeg', size: 1024, createdBy: user.id })
    .returning({ id: schema.files.id });
  return row!.id;
}
