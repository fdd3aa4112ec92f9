import { ERR_LIST_CAP, ERR_LIST_KEY } from './config';

export interface ErrEntry {
  date: string;
  message: string;
  stack: string;
}

export function readErrList(storage: Storage = localStorage): ErrEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(ERR_LIST_KEY) ?? '[]');
    return Array.isArray(parsed) ? (parsed as ErrEntry[]) : [];
  } catch {
    return [];
  }
}

/** Saves a local error (spec section 8): at most 100 entries, the oldest dropped first. */
export function recordError(error: unknown, storage: Storage = localStorage, now: Date = new Date()): void {
  const message = error instanceof Error ? error.message : String(error);
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const list = readErrList(storage);
  list.push({ date: now.toISOString(), message, stack });
  while (list.length > ERR_LIST_CAP) list.shift();
  try {
    storage.setItem(ERR_LIST_KEY, JSON.stringify(list));
  } catch {
    // storage full: losing a log line must not break the page
  }
}

/** Records uncaught errors and rejected promises of the page. */
export function installErrorRecorder(): void {
  window.addEventListener('error', (e) => recordError(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => recordError(e.reason));
}
