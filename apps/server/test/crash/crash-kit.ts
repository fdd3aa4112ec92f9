import { eq } from 'drizzle-orm';
import { schema, type Database } from '@pm/db';
import { catalogueRows } from '@pm/seed';
import { TokenService } from '../../src/modules/auth/token.service';
import { ensureMenuCatalogue } from '../../src/modules/menu/index';
import { loadJwtSecret } from '../../src/modules/secrets/secrets.service';
import { installTestKeys } from '../test-keys';
import type { SpawnedServer } from './spawned-server';

// What the kill -9 tests share: a database ready for a spawned server, a user's token, JSON calls and polling.

/** The keys and the menu catalogue (a company built afterwards buys what is in it; the server adds it too, but later). */
export async function prepareDatabase(db: Database): Promise<void> {
  await installTestKeys(db.db);
  await ensureMenuCatalogue(db.db, catalogueRows());
}

/** A session token of the user, signed with the database's secret (what a spawned server verifies). */
export async function tokenOf(db: Database, userId: number): Promise<string> {
  const [user] = await db.db.select().from(schema.users).where(eq(schema.users.id, userId));
  const tokens = new TokenService(await loadJwtSecret(db.db, undefined), 3600);
  const { token } = await tokens.issue({ userId: user!.id, companyId: user!.companyId, role: 'emp', username: user!.username, mustChangePassword: false, tokenVersion: user!.tokenVersion });
  return token;
}

export async function call<T>(
  server: SpawnedServer,
  token: string,
  method: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; data: T }> {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const json = (await res.json()) as { data: T };
  return { status: res.status, data: json.data };
}

/** Polls `path` every 100 ms until `until` holds; a timeout throws with the last answer and the server's output. */
export async function waitFor<T>(server: SpawnedServer, token: string, path: string, until: (data: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { data } = await call<T>(server, token, 'GET', path);
    if (until(data)) return data;
    if (Date.now() > deadline) throw new Error(`${path} stuck: ${JSON.stringify(data)}\n${server.output().slice(-2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
