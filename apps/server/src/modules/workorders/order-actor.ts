import type { StaffActor, StaffRole } from '@pm/domain';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import { decideFor, type Rights } from '../menu/index';
import * as repo from './workorders.repo';
import * as teams from './teams.repo';

export interface WorkOrderDeps {
  db: Db;
  rights: Rights;
  /** The instant of a step (tests pass a fake clock). */
  now?: () => Date;
}

/** Whoever may use 派工管理 is a 派单员 on every order of the company. */
export const DISPATCH_FUNCTION = 'customer_dispatch';

/**
 * The staff actor the domain's permissions read: 派单员 (派工管理 usable), 主管 (the company's administrator or a
 * team's 主管), 维修人员 (in a team); the teams they are in and lead; their open orders (HC's cap, for 抢单).
 */
export async function staffActor(deps: WorkOrderDeps, db: DbOrTx, session: Session): Promise<StaffActor> {
  const facts = await teams.teamFactsOf(db, session.companyId, session.userId);
  const roles: StaffRole[] = [];
  if ((await decideFor(deps.rights, session, [DISPATCH_FUNCTION], 'write')).allowed) roles.push('dispatcher');
  if (session.role === 'sa' || facts.manages.length > 0) roles.push('manager');
  if (facts.member.length > 0) roles.push('technician');
  return {
    kind: 'staff',
    id: session.userId,
    roles,
    teams: facts.member,
    leads: facts.leads,
    openOrders: await repo.openOrdersOf(db, session.companyId, session.userId),
  };
}
