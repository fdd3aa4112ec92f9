import { useSyncExternalStore } from 'react';
import { emptyTabs, type TabsState } from './tabs-logic';

/** Open tabs (panes) and the active one, kept in sessionStorage so a reload keeps them. */
const PANES_KEY = 'panes';
const ACTIVE_KEY = 'activeMenu';

function load(): TabsState {
  try {
    const panes: unknown = JSON.parse(sessionStorage.getItem(PANES_KEY) ?? '[]');
    return Array.isArray(panes) ? { panes: panes as TabsState['panes'], active: sessionStorage.getItem(ACTIVE_KEY) } : emptyTabs;
  } catch {
    return emptyTabs;
  }
}

let state: TabsState = load();
const listeners = new Set<() => void>();

export function getTabs(): TabsState {
  return state;
}

export function setTabs(next: TabsState): void {
  if (next === state) return;
  state = next;
  sessionStorage.setItem(PANES_KEY, JSON.stringify(next.panes));
  if (next.active) sessionStorage.setItem(ACTIVE_KEY, next.active);
  else sessionStorage.removeItem(ACTIVE_KEY);
  listeners.forEach((l) => l());
}

/** Forget the tabs (sign-out): sessionStorage is cleared by the session itself. */
export function resetTabs(): void {
  state = emptyTabs;
  listeners.forEach((l) => l());
}

export function useTabs(): TabsState {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
  );
}
