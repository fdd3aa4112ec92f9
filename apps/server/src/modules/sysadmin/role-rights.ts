import { roles, type RoleRights, type RoleSummary, type SetRoleRightInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { defaultVisible, FIXED_ROLE, lockedFor } from '../menu/index';
import { logOperation } from '../records/index';
import * as repo from './sysadmin-settings.repo';
import * as errors from './sysadmin-settings.errors';

// 权限管理: which catalogue nodes each role may see. The default rule (menu-rights.ts: system administration for sa,
// super and root only) holds unless set apart here; only the differences are stored (role_menu_rights), and the
// statement trigger moves the menu stamp so /api/menu answers the change at the caller's next read.

type Role = RoleRights['role'];

export async function listRoleRights(db: Db): Promise<RoleSummary[]> {
  const [nodes, rows] = await Promise.all([repo.catalogueNodes(db), repo.roleRights(db)]);
  return roles.map((role) => {
    const own = new Map(rows.filter((r) => r.role === role).map((r) => [r.menuId, r.visible]));
    const fixed = role === FIXED_ROLE;
    return {
      role,
      fixed,
      hiddenCount: fixed ? 0 : nodes.filter((n) => !(own.get(n.id) ?? defaultVisible(role, n))).length,
      changedCount: fixed ? 0 : own.size,
    };
  });
}

export async function getRoleRights(db: Db, role: Role): Promise<RoleRights> {
  const [nodes, rows] = await Promise.all([repo.catalogueNodes(db), repo.roleRights(db, role)]);
  const own = new Map(rows.map((r) => [r.menuId, r.visible]));
  const fixed = role === FIXED_ROLE;
  const locked = lockedFor(role, nodes);
  return {
    role,
    fixed,
    nodes: nodes.map((n) => {
      const byDefault = fixed || defaultVisible(role, n);
      return {
        id: n.id,
        parentId: n.parentId,
        title: n.title,
        component: n.component,
        visible: fixed || (own.get(n.id) ?? byDefault),
        defaultVisible: byDefault,
        locked: fixed || locked.has(n.id),
      };
    }),
  };
}

/** Setting a node back to what the default rule says removes the role's own row. */
export async function setRoleRight(db: Db, session: Session, input: SetRoleRightInput): Promise<RoleRights> {
  if (input.role === FIXED_ROLE) throw errors.superFixed();
  const nodes = await repo.catalogueNodes(db);
  const node = nodes.find((n) => n.id === input.menuId);
  if (!node) throw errors.menuNotFound();
  if (!input.visible && lockedFor(input.role, nodes).has(node.id)) throw errors.saLocked();
  await db.transaction(async (tx) => {
    if (input.visible === defaultVisible(input.role, node)) await repo.deleteRoleRight(tx, input.role, node.id);
    else await repo.upsertRoleRight(tx, input.role, node.id, input.visible, session.userId);
    await logOperation(tx, session, {
      recordKey: 'role-rights',
      recordId: node.id,
      action: input.visible ? 'show' : 'hide',
      detail: { role: input.role, title: node.title },
    });
  });
  return getRoleRights(db, input.role);
}
