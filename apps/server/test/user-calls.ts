import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { schema } from '@pm/db';
import { tokenFor } from './factories/session';
import type { TestApp } from './harness';

/** The response envelope every JSON endpoint answers with. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
  errorCode?: string;
  details?: { path: string; message: string }[];
}

export interface Answer<T> {
  status: number;
  body: Envelope<T>;
  response: LightMyRequestResponse;
}

/** Calls made with one user's session. */
export interface UserCalls {
  get<T = unknown>(url: string): Promise<Answer<T>>;
  post<T = unknown>(url: string, payload: object): Promise<Answer<T>>;
  put<T = unknown>(url: string, payload: object): Promise<Answer<T>>;
  del<T = unknown>(url: string): Promise<Answer<T>>;
  /** PUT a record's values based on its current version (read first), as the form does after loading it. */
  edit<T = unknown>(url: string, payload: object): Promise<Answer<T>>;
  /** The user's Authorization header, for requests the helpers above do not cover (uploads, downloads). */
  headers(): Promise<{ authorization: string }>;
}

/** Who to call as: a username (`'emp01'`) or a built user. */
export type Caller = string | { id: number };

async function userId(t: TestApp, who: Caller): Promise<number> {
  if (typeof who !== 'string') return who.id;
  const [row] = await t.database.db
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(eq(schema.users.username, who));
  if (!row) throw new Error(`t.as: no user named ${who}`);
  return row.id;
}

/**
 * The calls of `t.as(who)`. The session token is issued on the first call and kept in `tokens`
 * (one per user and app), so `t.as(emp).post(...)` in every line costs one token.
 */
export function userCalls(t: TestApp, who: Caller, tokens: Map<string, Promise<{ authorization: string }>>): UserCalls {
  const key = typeof who === 'string' ? `name:${who}` : `id:${who.id}`;
  const headers = () => {
    let token = tokens.get(key);
    if (!token) {
      token = userId(t, who).then((id) => tokenFor(t, { id }));
      tokens.set(key, token);
    }
    return token;
  };
  const send = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.call<Envelope<T>>({ method, url, headers: await headers(), ...(payload === undefined ? {} : { payload }) });
  return {
    get: (url) => send('GET', url),
    post: (url, payload) => send('POST', url, payload),
    put: (url, payload) => send('PUT', url, payload),
    del: (url) => send('DELETE', url),
    edit: async (url, payload) => {
      const current = await send<{ version: number }>('GET', url);
      return send('PUT', url, { ...payload, version: current.body.data.version });
    },
    headers,
  };
}
