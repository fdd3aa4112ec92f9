import type { MenuGrantNode, StaffPermission, StaffPermissionUser } from '@pm/contracts';
import type { Db } from '@pm/db';
import { badRequest, forbidden, notFound, rejected } from '../../errors/app-error';
import { visibleCompanyIds } from '../company-scope/index';
import type { Session } from '../../http/session';
import * as repo from './staff-permission.repo';

/** The menu component of the 员工权限 screen (shared design point 3). */
export const STAFF_PERMISSION_COMPONENT = 'record/staff-permission/index';

interface GrantScope {
  /** Companies whose staff the caller administers. */
  companyIds: number[];
  /** For an emp administrator: the items they hold (only those they may grant). */
  held?: Set<number>;
}

/** The bought items with their folders: what a grant screen shows for one company. */
export function boughtTree(
  all: { id: number; parentId: number | null; title: string; icon: string; order: number }[],
  bought: Set<number>,
): MenuGrantNode[] {
  const byId = new Map(all.map((n) => [n.id, n]));
  const keep = new Set<number>();
  for (const id of bought) {
    for (
      let node = byId.get(id);
      node && !keep.has(node.id);
      node = node.parentId === null ? undefined : byId.get(node.parentId)
    ) {
      keep.add(node.id);
    }
  }
  return all
    .filter((n) => keep.has(n.id))
    .map((n) => ({
      id: n.id,
      parentId: n.parentId,
      title: n.title,
      icon: n.icon,
      order: n.order,
      leaf: bought.has(n.id),
    }));
}

export class StaffPermissionService {
  constructor(private readonly db: Db) {}

  /** sa and super administer their company and those below; an emp needs the 员工权限 item. */
  async scopeFor(session: Session): Promise<GrantScope> {
    if (session.role === 'sa' || session.role === 'super') {
      return { companyIds: await visibleCompanyIds(this.db, session.companyId) };
    }
    if (session.role !== 'emp') throw forbidden();
    const me = await repo.findUser(this.db, session.userId);
    const bought = await repo.boughtIds(this.db, session.companyId);
    const mine = new Set([
      ...(await repo.directGrants(this.db, session.userId)),
      ...(await repo.jobGrants(this.db, me?.jobId ?? null)),
    ]);
    const held = new Set([...mine].filter((id) => bought.has(id)));
    const screen = (await repo.catalogue(this.db)).find((n) => n.component === STAFF_PERMISSION_COMPONENT);
    if (!screen || !held.has(screen.id)) throw forbidden('您未获得授权，不可作业！', 'staff_permission.not_granted');
    return { companyIds: [session.companyId], held };
  }

  async list(session: Session, q: string | undefined): Promise<StaffPermissionUser[]> {
    const scope = await this.scopeFor(session);
    return repo.findStaff(this.db, scope.companyIds, q);
  }

  private async target(session: Session, scope: GrantScope, userId: number) {
    const user = await repo.findUser(this.db, userId);
    if (!user || user.role !== 'emp' || !scope.companyIds.includes(user.companyId)) {
      throw notFound('员工不存在或无权访问', 'staff_permission.user_not_found');
    }
    return user;
  }

  async get(session: Session, userId: number): Promise<StaffPermission> {
    const scope = await this.scopeFor(session);
    return this.describe(scope, await this.target(session, scope, userId));
  }

  private async describe(
    scope: GrantScope,
    user: NonNullable<Awaited<ReturnType<typeof repo.findUser>>>,
  ): Promise<StaffPermission> {
    const bought = await repo.boughtIds(this.db, user.companyId);
    const nodes = boughtTree(await repo.catalogue(this.db), bought);
    const manageable = [...bought].filter((id) => !scope.held || scope.held.has(id)).sort((a, b) => a - b);
    return {
      userId: user.id,
      name: user.name,
      companyNick: user.companyNick,
      nodes,
      granted: await repo.directGrants(this.db, user.id),
      jobGranted: await repo.jobGrants(this.db, user.jobId),
      manageable,
    };
  }

  /**
   * Replaces the user's direct grants. Items the caller may not manage keep their current state;
   * asking to grant one of them, or an item the company has not bought, is refused.
   */
  async save(session: Session, userId: number, menuIds: number[]): Promise<StaffPermission> {
    const scope = await this.scopeFor(session);
    const user = await this.target(session, scope, userId);
    if (session.role === 'emp' && user.id === session.userId) {
      throw rejected(403, 'staff_permission.self', '不能修改自己的权限');
    }
    const bought = await repo.boughtIds(this.db, user.companyId);
    const requested = [...new Set(menuIds)];
    const notBought = requested.filter((id) => !bought.has(id));
    if (notBought.length > 0) {
      throw badRequest('staff_permission.not_bought', '只能授予公司已购买的菜单', [
        { path: 'menuIds', message: `未购买的菜单：${notBought.join('、')}` },
      ]);
    }
    const before = await repo.directGrants(this.db, user.id);
    const manageable = (id: number) => !scope.held || scope.held.has(id);
    const sneaked = requested.filter((id) => !manageable(id) && !before.includes(id));
    if (sneaked.length > 0) throw rejected(403, 'staff_permission.not_manageable', '不能授予您自己未获授权的菜单');
    const next = [...new Set([...before.filter((id) => !manageable(id)), ...requested.filter(manageable)])].sort(
      (a, b) => a - b,
    );
    const added = next.filter((id) => !before.includes(id));
    const removed = before.filter((id) => !next.includes(id));
    await this.db.transaction(async (tx) => {
      await repo.replaceGrants(tx, user.id, next);
      await repo.logGrantChange(tx, {
        companyId: user.companyId,
        userId: session.userId,
        targetId: user.id,
        added,
        removed,
      });
    });
    return this.describe(scope, user);
  }
}
