import type { MenuCentre, MenuGroup, MenuNode } from '@pm/contracts';
import { CALL_CENTRE_MENU_ID, DEVICE_AUTH_MENU_IDS, MENU_STATE_USABLE, shownGroups } from '@pm/contracts';

/** A screen route built from a menu item (spec section 2, navigation behaviour). */
export type ScreenRoute = Pick<MenuNode, 'name' | 'path' | 'title' | 'component' | 'redirect' | 'state'> & {
  menuId: number;
  /** Shown inside LayoutBlank: no header, menu or tabs. */
  blank: boolean;
};

export const NOT_BOUGHT_MSG = '该程序尚未购买使用权，不可操作！';
export const NOT_GRANTED_MSG = '您未获得授权，不可作业！';

const FRAMES = new Set(['Layout', 'LayoutBlank', '']);

function joinPath(parent: string, path: string): string {
  if (path.startsWith('/')) return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * Routes of a menu tree: every item whose component is a screen path becomes a route. Layout is
 * the standard page frame; LayoutBlank a frameless one: nested inside a Layout it only groups
 * (its children show in the standard frame), on its own its children show without the shell.
 */
export function menuRoutes(tree: readonly MenuNode[]): ScreenRoute[] {
  const out: ScreenRoute[] = [];
  const seen = new Set<string>();
  const walk = (nodes: readonly MenuNode[], parentPath: string, frame: 'none' | 'layout' | 'blank') => {
    for (const node of nodes) {
      const path = joinPath(parentPath || '/', node.path || '');
      const next =
        node.component === 'Layout'
          ? 'layout'
          : node.component === 'LayoutBlank' && frame !== 'layout'
            ? 'blank'
            : frame;
      if (!FRAMES.has(node.component) && !seen.has(path)) {
        seen.add(path);
        out.push({
          menuId: node.id,
          name: node.name,
          path,
          title: node.title,
          component: node.component,
          state: node.state,
          blank: next === 'blank',
          redirect: node.redirect,
        });
      }
      walk(node.children, path, next);
    }
  };
  walk(tree, '', 'none');
  return out;
}

/** Menu items of the centre layout as routes (centre → group → item and below). */
export function centreRoutes(centres: readonly MenuCentre[]): ScreenRoute[] {
  return menuRoutes(centres.flatMap((c) => c.children.flatMap((g) => g.children)));
}

/** The old layout's tree: three levels, hidden items left out. */
export function visibleTree(tree: readonly MenuNode[], depth = 3): MenuNode[] {
  if (depth === 0) return [];
  return [...tree]
    .filter((n) => !n.hidden)
    .sort((a, b) => a.order - b.order)
    .map((n) => ({ ...n, children: visibleTree(n.children, depth - 1) }));
}

/** The groups a centre shows: 4, 5 or 2 by centre id; the extra last child is dropped (the contracts' rule). */
export function centreGroups(centre: MenuCentre): MenuGroup[] {
  return shownGroups(centre);
}

/** The centre a user lands on: the first whose shown groups hold an item they can use, else the first. */
export function firstUsableCentre(centres: readonly MenuCentre[]): MenuCentre | undefined {
  const usable = (c: MenuCentre) => centreGroups(c).some((g) => g.children.some((i) => !i.hidden && i.state === MENU_STATE_USABLE));
  return centres.find(usable) ?? centres[0];
}

export type ItemLook = 'usable' | 'notBought' | 'notGranted';

/** State 3 is usable; no state means not bought (grey); another state not granted (orange). */
export function itemLook(state: number | undefined): ItemLook {
  if (state === MENU_STATE_USABLE) return 'usable';
  return state === undefined || state === null ? 'notBought' : 'notGranted';
}

/** The message of the menu-state modal for emp users of the new layout. */
export function stateMessage(state: number | undefined): string {
  return state === undefined || state === null ? NOT_BOUGHT_MSG : NOT_GRANTED_MSG;
}

/** What a click on a menu item (or a direct visit of its route) does. */
export type MenuClick = { kind: 'open'; readOnly: boolean } | { kind: 'refused'; message: string } | { kind: 'notOpened' };

/**
 * A usable item opens. emp users of the new layout get the spec's modal for any other item. Everyone
 * else is told 暂未开通 for an item the company has not bought (grey) and opens one they are not
 * granted (orange) read-only.
 */
export function menuClick(state: number | undefined, user: { role: string; menuStyle: number }): MenuClick {
  if (state === MENU_STATE_USABLE) return { kind: 'open', readOnly: false };
  if (user.role === 'emp' && user.menuStyle === 1) return { kind: 'refused', message: stateMessage(state) };
  if (itemLook(state) === 'notBought') return { kind: 'notOpened' };
  return { kind: 'open', readOnly: true };
}

export interface DeviceAuth {
  id: number;
  title: string;
  state: number | undefined;
}

/** The device-authorisation list kept in sessionStorage deviceAuthList (ids 128, 129, 135, 418, 73, 420). */
export function deviceAuthList(routes: readonly ScreenRoute[]): DeviceAuth[] {
  const ids = new Set<number>(DEVICE_AUTH_MENU_IDS);
  const out: DeviceAuth[] = [];
  for (const r of routes)
    if (ids.has(r.menuId) && !out.some((d) => d.id === r.menuId))
      out.push({ id: r.menuId, title: r.title, state: r.state });
  return out;
}

/** A menu item with id 94 at the third nesting level marks the call-centre feature. */
export function hasCallCenterItem(tree: readonly MenuNode[]): boolean {
  return tree.some((a) => a.children.some((b) => b.children.some((c) => c.id === CALL_CENTRE_MENU_ID)));
}
