import { vi } from 'vitest';
import { json } from './responses';

/** One fetch a component made, as the stub saw it. */
export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/** A route's answer: data (wrapped in the success envelope) or a ready Response (errors). */
export type Answer = (call: Call) => unknown;

/** The success envelope. */
export const ok = (data: unknown) => json(200, { code: 200, msg: 'success', data });

/** A refusal as the server sends it: HTTP status, the Chinese message, its code. */
export const refusal = (status: number, msg: string, errorCode: string) => json(status, { code: status, msg, errorCode, details: [] });

/**
 * Stubs fetch with routes keyed "METHOD /path" (path without the query); every call is recorded.
 * A route answering a Response sends it as is; anything else is wrapped as success data.
 * Unknown routes answer an empty success (pick lists).
 */
export function stubApi(routes: Record<string, Answer>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const u = new URL(url, 'http://localhost');
      const call: Call = { method: init.method ?? 'GET', path: u.pathname, query: u.searchParams, body: init.body ? JSON.parse(init.body as string) : undefined };
      calls.push(call);
      const route = routes[`${call.method} ${call.path}`];
      const answer = route ? route(call) : [];
      return answer instanceof Response ? answer : ok(answer);
    }),
  );
  return calls;
}
