import { logout as logoutEndpoint } from '@pm/contracts';
import { api } from '../api/client';
import { clearSession } from '../shared/session';
import { queryClient } from './providers';
import { resetTabs } from './tabs/tabs-store';

function loginUrl(): string {
  const here = `${location.pathname}${location.search}`;
  return here.startsWith('/home') ? '/home' : `/home?redirect=${encodeURIComponent(here)}`;
}

/** Client-only forced logout: clears the same state as logout without calling the server. */
export function forcedLogout(target = loginUrl()): void {
  clearSession();
  resetTabs();
  queryClient.clear();
  history.replaceState(null, '', target);
  dispatchEvent(new PopStateEvent('popstate'));
}

/** 退出: tells the server (the token is revoked), then clears everything and returns to /home with a redirect. */
export async function logout(): Promise<void> {
  const target = loginUrl();
  await api(logoutEndpoint).catch(() => undefined);
  forcedLogout(target);
}
