import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Role } from '@pm/contracts';
import type { Db } from '@pm/db';
import { createTestApp, type TestApp } from '../harness';
import { buildCompany } from '../factories/companies';
import { buildUser } from '../factories/users';
import { tokenFor } from '../factories/session';
import { ownerAuthorization } from '../factories/owner-portal';
import type { Caller } from './fuzz-targets';
import { typedCases } from './typed-values';

// The typed pass of the fuzz suite: every integer, month and day field of every endpoint gets JSON
// booleans, "1abc"-like text and years outside 1900-2100. Each answer is a 400 naming the field, and
// no table gains or loses a row.

const ROLES: Role[] = ['emp', 'sa', 'super', 'root', 'gov'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/**
 * What the clock writes, not a request: the system schedules fire each minute (缴费成功, 工单时限 …) and a long
 * pass crosses several minutes, each firing a job with its task and moving its cursor.
 */
const CLOCK_TABLES = new Set(['background_jobs', 'background_tasks', 'job_schedules', 'outbound_cursors', 'work_order_plan_cursors']);

/** Rows per table of the public schema (but the clock's). */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const tables = await db.execute<{ name: string }>(sql`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    if (CLOCK_TABLES.has(name)) continue;
    const [row] = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${name}"`));
    counts[name] = Number(row?.n ?? 0);
  }
  return counts;
}

describe('typed hostile values on every endpoint', () => {
  it('refuses boolean and loose-text integers and years outside 1900-2100 with a 400 naming the field, storing nothing', async () => {
    const company = await buildCompany(t.database.db);
    const headers = new Map<Caller, { authorization: string }>();
    for (const role of ROLES) headers.set(role, await tokenFor(t, await buildUser(t.database.db, { companyId: company.id, role })));
    headers.set('owner', await ownerAuthorization(t.database.db));
    const cases = typedCases();
    const before = await rowCounts(t.database.db);
    const wrong: string[] = [];
    for (const c of cases) {
      const response = await t.app.inject({
        method: c.method,
        url: c.url,
        headers: { ...(c.role ? headers.get(c.role) : {}), ...(c.body ? { 'content-type': 'application/json' } : {}) },
        ...(c.body ? { payload: JSON.stringify(c.body) } : {}),
      });
      const json = String(response.headers['content-type'] ?? '').includes('json');
      const body = json ? response.json<{ msg?: string; details?: { path: string }[] }>() : { msg: `(${String(response.headers['content-type'])})` };
      const named = body.details?.some((d) => d.path === c.field) ?? false;
      if (response.statusCode !== 400 || !named)
        wrong.push(`${response.statusCode} ${c.method} ${c.url} ${c.field}=${JSON.stringify(c.value)} → ${String(body.msg)}`);
    }
    const after = await rowCounts(t.database.db);
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    expect(cases.length).toBeGreaterThan(1000);
    expect(wrong.slice(0, 40), `${wrong.length} of ${cases.length} not refused by the contract`).toEqual([]);
    expect(changed, 'tables whose row count changed').toEqual([]);
  }, 600_000);
});
