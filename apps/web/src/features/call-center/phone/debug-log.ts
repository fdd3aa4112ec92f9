import { appendCapped, CALL_CENTER_TIMERS } from '@pm/domain';

/** Shared design point 9: the debug log (≤ 500 entries) and the agent info live in localStorage. */
export const LOG_KEY = 'callCenterLog';
export const INFO_KEY = 'callCenterInfo';

export interface LogEntry {
  time: string;
  level: 'info' | 'warn' | 'error';
  message: string;
}

export function readLog(): LogEntry[] {
  try {
    const parsed = JSON.parse(localStorage.getItem(LOG_KEY) ?? '[]') as unknown;
    return Array.isArray(parsed) ? (parsed as LogEntry[]) : [];
  } catch {
    return [];
  }
}

/** Appends one entry, keeping the newest 500; also echoes it to the console for support. */
export function log(level: LogEntry['level'], message: string): void {
  const entry: LogEntry = { time: new Date().toISOString(), level, message };
  try {
    localStorage.setItem(LOG_KEY, JSON.stringify(appendCapped(readLog(), entry, CALL_CENTER_TIMERS.debugLogMax)));
  } catch {
    // storage full or disabled: the log is a help, never a reason to fail a call
  }
  if (level === 'error') console.error(`[call-center] ${message}`);
}

export function saveInfo(info: Record<string, unknown> | null): void {
  if (info) localStorage.setItem(INFO_KEY, JSON.stringify(info));
  else localStorage.removeItem(INFO_KEY);
}
