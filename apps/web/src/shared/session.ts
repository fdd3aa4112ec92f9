import { useSyncExternalStore } from 'react';

import type { UserInformation as UserInformationData } from '@pm/contracts';

/** userInformation of spec section 3 (the data of POST /api/auth besides token), kept in sessionStorage. */
export type UserInformation = UserInformationData & { [extra: string]: unknown };

const TOKEN_KEY = 'token';
const USER_KEY = 'UserInformation';
export const DEVICE_AUTH_KEY = 'deviceAuthList';
/** The sign-in public key (PEM) of /api/site, kept in sessionStorage (spec 7). */
export const PUBLIC_KEY_KEY = 'pubKey';
/** The sign-in signature key (the server's AUTH_SIGN_KEY) of /api/site, kept beside the public key. */
export const SIGN_KEY_KEY = 'signKey';

type Listener = () => void;
const listeners = new Set<Listener>();
function emit(): void {
  for (const l of listeners) l();
}

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function getUser(): UserInformation | null {
  const raw = sessionStorage.getItem(USER_KEY);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as UserInformation;
  } catch {
    return null;
  }
}

export function setSession(token: string, user: UserInformation): void {
  sessionStorage.setItem(TOKEN_KEY, token);
  sessionStorage.setItem(USER_KEY, JSON.stringify(user));
  emit();
}

export function updateUser(patch: Partial<UserInformation>): void {
  const user = getUser();
  if (!user) return;
  sessionStorage.setItem(USER_KEY, JSON.stringify({ ...user, ...patch }));
  emit();
}

/**
 * Clears every session key the spec lists (token, user info, name, routes, call-centre flag,
 * active menu, panes, pane list, device list and persisted state): all of them live in
 * sessionStorage, so the whole of it goes.
 */
export function clearSession(): void {
  sessionStorage.clear();
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

let cachedRaw: string | null = null;
let cachedUser: UserInformation | null = null;
function snapshot(): UserInformation | null {
  const raw = sessionStorage.getItem(USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = getUser();
  }
  return cachedUser;
}

/** The signed-in user, re-rendering on sign-in, change and sign-out. */
export function useUser(): UserInformation | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
