import { getAccount, getMenu, getMenuV2, type AccountInfo, type MenuCentre, type MenuNode } from '@pm/contracts';
import { api } from '../api/client';
import { localText } from '../i18n';
import { DEVICE_AUTH_KEY, getUser, updateUser } from '../shared/session';
import { centreRoutes, deviceAuthList, hasCallCenterItem, menuRoutes, type ScreenRoute } from './menu/menu-logic';

/** What the shell loads after sign-in: account info, then the menu, then the routes. */
export interface ShellData {
  account: AccountInfo;
  /** Old layout (menuStyle not 1). */
  tree: MenuNode[];
  /** New layout (menuStyle 1). */
  centres: MenuCentre[];
  routes: ScreenRoute[];
}

export const CALL_CENTER_FLAG_KEY = 'hasCallCenterMenu';

/** Menu titles and remarks (catalogue data in simplified Chinese) in the interface's script. */
function localTree(nodes: MenuNode[]): MenuNode[] {
  return nodes.map((n) => ({ ...n, title: localText(n.title), ...(n.remark ? { remark: localText(n.remark) } : {}), children: localTree(n.children) }));
}
function localCentres(centres: MenuCentre[]): MenuCentre[] {
  return centres.map((c) => ({
    ...c,
    title: localText(c.title),
    remark: localText(c.remark),
    children: c.children.map((g) => ({ ...g, title: localText(g.title), remark: localText(g.remark), children: localTree(g.children) })),
  }));
}

/**
 * Loads the account, then the menu of the user's layout, and records the device-authorisation
 * list. While the password must be changed the menu is not asked for: the server refuses it.
 */
export async function loadShellData(): Promise<ShellData> {
  const account = await api(getAccount);
  const { phone: _p, jobId: _j, pendingDocumentsNumber: _n, passwordChanged: _c, ...info } = account;
  const before = getUser();
  if (before && JSON.stringify({ ...before, ...info }) !== JSON.stringify(before)) updateUser(info);
  if (!account.passwordChanged || account.mustChangePassword) return { account, tree: [], centres: [], routes: [] };
  let tree: MenuNode[] = [];
  let centres: MenuCentre[] = [];
  let routes: ScreenRoute[];
  if (account.menuStyle === 1) {
    centres = localCentres(await api(getMenuV2));
    routes = centreRoutes(centres);
  } else {
    tree = localTree(await api(getMenu));
    routes = menuRoutes(tree);
  }
  sessionStorage.setItem(DEVICE_AUTH_KEY, JSON.stringify(deviceAuthList(routes)));
  sessionStorage.setItem(CALL_CENTER_FLAG_KEY, String(hasCallCenterItem(tree) || routes.some((r) => r.menuId === 94)));
  return { account, tree, centres, routes };
}
