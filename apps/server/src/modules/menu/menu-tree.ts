import {
  MENU_STATE_NOT_GRANTED,
  MENU_STATE_USABLE,
  type MenuCentre,
  type MenuItem,
  type MenuNode,
} from '@pm/contracts';
import { defaultVisible, FIXED_ROLE } from './menu-rights';

// The contract's item fields as the catalogue stores them (a missing redirect is null, a missing remark ''), with the
// caller's flags. A type alias (not an interface) so rows satisfy Record<string, unknown> for db.execute.
export type CatalogueRow = Omit<MenuItem, 'redirect' | 'remark' | 'state'> & {
  redirect: string | null;
  remark: string;
  bought: boolean;
  granted: boolean;
};

/** Builds the node tree from flat rows (rows are in display order); states on every node. */
export function buildTree(rows: CatalogueRow[], opts: { allUsable: boolean }): MenuNode[] {
  const nodes = new Map<number, MenuNode>();
  for (const r of rows) {
    // One object shape for every node (absent values are undefined, which JSON leaves out).
    const state = opts.allUsable
      ? MENU_STATE_USABLE
      : r.bought
        ? r.granted
          ? MENU_STATE_USABLE
          : MENU_STATE_NOT_GRANTED
        : undefined;
    nodes.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      name: r.name,
      path: r.path,
      title: r.title,
      icon: r.icon,
      component: r.component,
      redirect: r.redirect ?? undefined,
      hidden: r.hidden,
      order: r.order,
      remark: r.remark === '' ? undefined : r.remark,
      state,
      children: [],
    });
  }
  const roots: MenuNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else if (r.parentId === null) roots.push(node);
  }
  if (!opts.allUsable) for (const root of roots) foldState(root);
  return roots;
}

/** A folder is usable when a child is, bought when a child is bought; leaves keep their own state. */
function foldState(node: MenuNode): void {
  if (node.children.length === 0) return;
  for (const child of node.children) foldState(child);
  const states = node.children.map((c) => c.state);
  node.state = states.includes(MENU_STATE_USABLE)
    ? MENU_STATE_USABLE
    : states.includes(MENU_STATE_NOT_GRANTED)
      ? MENU_STATE_NOT_GRANTED
      : undefined;
}

/** Old layout: only what the company bought (folders kept while they hold a bought item). */
export function boughtOnly(nodes: MenuNode[]): MenuNode[] {
  const out: MenuNode[] = [];
  for (const n of nodes) {
    if (n.state === undefined) continue;
    out.push({ ...n, children: boughtOnly(n.children) });
  }
  return out;
}

/** New layout: centres → groups → items, every group kept (the web drops the extra last one). */
export function toCentres(roots: MenuNode[]): MenuCentre[] {
  return roots
    .filter((c) => !c.hidden)
    .map((c) => ({
      id: c.id,
      title: c.title,
      icon: c.icon,
      remark: c.remark ?? '',
      children: c.children.map((g) => ({
        id: g.id,
        title: g.title,
        icon: g.icon,
        remark: g.remark ?? '',
        children: g.children,
      })),
    }));
}

/** Whether a role may hold a leaf item at all (function-roles.ts); every item when absent. */
export type RoleAdmits = (role: string, item: { name: string; component: string }) => boolean;

/**
 * The tree as the role may see it (权限管理): a node the role's rights (or the default rule, see menu-rights.ts)
 * hide goes with everything below it; a leaf whose function serves no call of the role goes too, and with it a folder
 * left empty by that.
 */
export function forRole(
  nodes: MenuNode[],
  role: string,
  rights: ReadonlyMap<number, boolean> = new Map(),
  admits?: RoleAdmits,
): MenuNode[] {
  if (role === FIXED_ROLE) return nodes;
  const strip = (list: MenuNode[]): MenuNode[] =>
    list
      .filter((n) => rights.get(n.id) ?? defaultVisible(role, n))
      .flatMap((n) => {
        if (n.children.length === 0) return admits && !admits(role, n) ? [] : [n];
        const children = strip(n.children);
        return children.length > 0 ? [{ ...n, children }] : [];
      });
  return strip(nodes);
}
