// The rule the menu applies per role (权限管理): what a role sees when the platform has not said otherwise, and
// what it may never lose. The sysadmin rights screen stores only the differences (role_menu_rights).

/** The platform's system-administration group (customers, menus, releases, rights …) of the catalogue. */
export const SYSTEM_ADMINISTRATION_GROUP = 'group_data_sysadmin';
/** The rights screen itself: sa keeps it, or nobody below super could undo a mistake. */
export const RIGHTS_SCREEN = 'sysadmin/rights/index';
/** super sees the whole catalogue, every item usable; its rights are not configurable. */
export const FIXED_ROLE = 'super';
/** Roles that administer the platform; the others (emp, gov) do not see its items by default. */
const ADMIN_ROLES = new Set(['sa', 'super', 'root']);

interface NodeKey {
  name: string;
  component: string;
}

export const isSystemAdministration = (n: NodeKey) =>
  n.name === SYSTEM_ADMINISTRATION_GROUP || n.component.startsWith('sysadmin/');

/** The default rule: staff (emp) and government (gov) users never see system administration. */
export function defaultVisible(role: string, n: NodeKey): boolean {
  return ADMIN_ROLES.has(role) || !isSystemAdministration(n);
}

/**
 * Nodes sa may not lose: the 系统管理 group, the centre holding it and the 权限管理 item (ids of `nodes`, the
 * whole catalogue with parent ids).
 */
export function lockedFor(role: string, nodes: (NodeKey & { id: number; parentId: number | null })[]): Set<number> {
  if (role !== 'sa') return new Set();
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const locked = new Set<number>();
  for (const n of nodes) {
    if (n.name !== SYSTEM_ADMINISTRATION_GROUP && n.component !== RIGHTS_SCREEN) continue;
    for (let at: typeof n | undefined = n; at; at = at.parentId === null ? undefined : byId.get(at.parentId)) locked.add(at.id);
  }
  return locked;
}
