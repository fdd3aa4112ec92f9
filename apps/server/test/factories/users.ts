import { eq, sql } from 'drizzle-orm';
import type { Role } from '@pm/contracts';
import { schema, type Db } from '@pm/db';
import argon2 from 'argon2';
import { ARGON2_OPTIONS } from '../../src/modules/auth/password-hash';

export const TEST_PASSWORD = 'Test@2026';

export interface BuildUserOptions {
  companyId: number;
  role: Role;
  username?: string;
  password?: string;
  menuStyle?: number;
  mustChangePassword?: boolean;
  name?: string;
  jobId?: number | null;
  phone?: string;
  /**
   * The functions (menu items by route name) the user is granted directly, the company buying them too. Default 'all':
   * a test about a use case is not about rights; the rights tests (modules/menu/rights.*.test.ts) grant exactly.
   */
  grants?: 'all' | readonly string[];
}

export interface TestUser {
  id: number;
  companyId: number;
  role: Role;
  username: string;
  /** The plain password, for signIn. */
  password: string;
  name: string;
  menuStyle: number;
  mustChangePassword: boolean;
  jobId: number | null;
}

let seq = 0;
const hashes = new Map<string, Promise<string>>();
/**
 * Test users' hashes are argon2id at the lightest cost (1 MiB, one pass): a hash carries its own parameters, so each
 * sign-in of a test user verifies in about 2 ms instead of the OWASP parameters' 40 ms of CPU, over thousands of
 * sign-ins a run. What the product stores is hashPassword's (password-hash.test.ts holds its parameters).
 */
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = argon2.hash(password, { ...ARGON2_OPTIONS, memoryCost: 1024, timeCost: 1 });
    hashes.set(password, hash);
  }
  return hash;
}

/** A user that can sign in with `password` (default TEST_PASSWORD); username unique by default. */
export async function buildUser(db: Db, options: BuildUserOptions): Promise<TestUser> {
  seq += 1;
  const username = options.username ?? `u${process.pid % 10000}x${seq}${Date.now().toString(36).slice(-4)}`;
  const password = options.password ?? TEST_PASSWORD;
  const [row] = await db
    .insert(schema.users)
    .values({
      companyId: options.companyId,
      username,
      passwordHash: await cachedHash(password),
      name: options.name ?? `测试用户${seq}`,
      role: options.role,
      menuStyle: options.menuStyle ?? 0,
      mustChangePassword: options.mustChangePassword ?? false,
      jobId: options.jobId ?? null,
      phone: options.phone ?? '',
    })
    .returning();
  if (!row) throw new Error('buildUser: no row');
  await grantFunctions(db, row.companyId, row.id, options.grants ?? 'all');
  return {
    id: row.id,
    companyId: row.companyId,
    role: row.role as Role,
    username: row.username,
    password,
    name: row.name,
    menuStyle: row.menuStyle,
    mustChangePassword: row.mustChangePassword,
    jobId: row.jobId,
  };
}

/** The company buys and the user is granted these functions (leaf menu items by name, or all of them). */
export async function grantFunctions(db: Db, companyId: number, userId: number, names: 'all' | readonly string[]): Promise<void> {
  const m = schema.menuItems;
  const leaves = await db
    .select({ id: m.id, name: m.name })
    .from(m)
    .where(sql`not exists (select 1 from ${m} c where c.parent_id = ${m.id})`);
  const ids = leaves.filter((l) => names === 'all' || names.includes(l.name)).map((l) => l.id);
  if (ids.length === 0) return;
  await db.insert(schema.companyMenus).values(ids.map((menuId) => ({ companyId, menuId }))).onConflictDoNothing();
  await db.insert(schema.userMenuGrants).values(ids.map((menuId) => ({ userId, menuId }))).onConflictDoNothing();
}

/** Re-reads a user row (e.g. after a password change). */
export async function findUser(db: Db, id: number) {
  const [row] = await db.select().from(schema.users).where(eq(schema.users.id, id));
  return row;
}
