import { DEFAULT_ORDER_SETTINGS, serviceCharge, type ChargeLineKind } from '@pm/domain';
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

/**
 * A finished 有偿服务 order waiting for payment, as 完工 leaves it (the domain's priced charge), written directly so
 * charging tests need no technician flow. Lines: [kind, name, unit price, quantity].
 */
export async function paidServiceOrder(
  db: Db,
  companyId: number,
  houseId: number,
  lines: [ChargeLineKind, string, string, string][],
  o: { number?: string; finishedAt?: string; state?: string; ownerAccountId?: number } = {},
) {
  const priced = serviceCharge(lines.map(([kind, name, unitPrice, quantity]) => ({ kind, name, unitPrice, quantity })));
  if (!priced.ok) throw new Error(priced.message);
  const at = new Date(o.finishedAt ?? '2026-03-02T04:00:00Z');
  const [row] = await db
    .insert(schema.workOrders)
    .values({
      companyId,
      number: o.number ?? `GD${companyId}${Math.random().toString().slice(2, 10)}`,
      kind: 'paid_service',
      priority: 'normal',
      state: o.state ?? 'awaiting_payment',
      houseId,
      ownerAccountId: o.ownerAccountId ?? null,
      content: '更换水龙头',
      mode: 'assign',
      settings: DEFAULT_ORDER_SETTINGS.paid_service,
      stateSince: at,
      finishedAt: at,
      charge: priced.charge,
      createdAt: new Date(at.getTime() - 3_600_000),
    })
    .returning({ id: schema.workOrders.id, number: schema.workOrders.number });
  return row!;
}
