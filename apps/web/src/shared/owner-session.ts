import { useSyncExternalStore } from 'react';

// 业主端 (issue 31): the owner's session lives apart from the staff one. The staff token is in sessionStorage (one tab);
// the owner's in localStorage, so an owner who opens the portal again from WeChat stays signed in until it expires.

const OWNER_TOKEN_KEY = 'ownerToken';
/** The house the owner chose last (the bills open on it). */
const OWNER_HOUSE_KEY = 'ownerHouseId';

type Listener = () => void;
const listeners = new Set<Listener>();
function emit(): void {
  for (const l of listeners) l();
}

export function getOwnerToken(): string | null {
  return localStorage.getItem(OWNER_TOKEN_KEY);
}

export function setOwnerToken(token: string): void {
  localStorage.setItem(OWNER_TOKEN_KEY, token);
  emit();
}

/** Signs the owner out locally (退出, or a 401 of an owner endpoint); the chosen house is kept for the next sign-in. */
export function clearOwnerToken(): void {
  if (localStorage.getItem(OWNER_TOKEN_KEY) === null) return;
  localStorage.removeItem(OWNER_TOKEN_KEY);
  emit();
}

export function getOwnerHouseId(): number | null {
  const id = Number(localStorage.getItem(OWNER_HOUSE_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function setOwnerHouseId(houseId: number): void {
  localStorage.setItem(OWNER_HOUSE_KEY, String(houseId));
  emit();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The owner's token, re-rendering on sign-in and sign-out (the portal leaves for /owner/login when it goes). */
export function useOwnerToken(): string | null {
  return useSyncExternalStore(subscribe, getOwnerToken, () => null);
}

/** The house chosen last, re-rendering when another is chosen. */
export function useOwnerHouseId(): number | null {
  return useSyncExternalStore(subscribe, getOwnerHouseId, () => null);
}
