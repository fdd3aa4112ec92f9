/** One open screen in the tabs bar: the route name is its key. */
export interface Tab {
  name: string;
  path: string;
  title: string;
}

export interface TabsState {
  panes: Tab[];
  active: string | null;
}

export const emptyTabs: TabsState = { panes: [], active: null };

export const TOO_MANY_TABS = '当前打开菜单过多，请关闭一些后再重试';

/**
 * Opens (or activates) a tab. A new tab is refused when `limit` tabs are open and the target is
 * not among them (spec section 5, Tabs); the view then stays on the active tab.
 */
export function openTab(state: TabsState, tab: Tab, limit: number): { state: TabsState; refused: boolean } {
  const existing = state.panes.findIndex((p) => p.name === tab.name);
  if (existing >= 0) {
    const panes = state.panes.map((p, i) => (i === existing ? { ...p, path: tab.path, title: tab.title } : p));
    return { state: { panes, active: tab.name }, refused: false };
  }
  if (state.panes.length >= limit) return { state, refused: true };
  return { state: { panes: [...state.panes, tab], active: tab.name }, refused: false };
}

export interface CloseResult {
  state: TabsState;
  /** Where to go next: the newly active tab, or the search route when none is left. */
  navigateTo: string | null;
  /** The last tab was closed: the new layout reopens its menu. */
  reopenMenu: boolean;
}

/**
 * Closes a tab (spec section 2, tabs bar): closing the current tab activates the previous one, or
 * the second one when the first was closed; closing the last one goes to the search route.
 */
export function closeTab(state: TabsState, name: string, searchPath = '/search'): CloseResult {
  const index = state.panes.findIndex((p) => p.name === name);
  if (index < 0) return { state, navigateTo: null, reopenMenu: false };
  const panes = state.panes.filter((p) => p.name !== name);
  if (panes.length === 0) return { state: { panes, active: null }, navigateTo: searchPath, reopenMenu: true };
  if (state.active !== name) return { state: { panes, active: state.active }, navigateTo: null, reopenMenu: false };
  // previous tab; when the first was closed, the former second (now first)
  const next = panes[index === 0 ? 0 : index - 1] as Tab;
  return { state: { panes, active: next.name }, navigateTo: next.path, reopenMenu: false };
}

/** Clicking a tab: the active one closes the menu; another one becomes active. */
export function clickTab(state: TabsState, name: string): { state: TabsState; closeMenu: boolean; navigateTo: string | null } {
  if (state.active === name) return { state, closeMenu: true, navigateTo: null };
  const tab = state.panes.find((p) => p.name === name);
  if (!tab) return { state, closeMenu: false, navigateTo: null };
  return { state: { ...state, active: name }, closeMenu: false, navigateTo: tab.path };
}
