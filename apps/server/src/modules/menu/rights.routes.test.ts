import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { allRecords, MENU_FUNCTIONS, pathParams, type Endpoint, type Role } from '@pm/contracts';
import { catalogueItems } from '@pm/seed';
import { registeredEndpoints } from '../../http/endpoint-registry';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';

// Generated from the contracts: every session endpoint against a person granted its function and a colleague of the
// same company and role without it. A new endpoint that names no function fails the first test (and does not compile).

const RIGHTS_CODES = ['auth.not_granted', 'auth.not_bought'];
const recordFunction = new Map([
  ...catalogueItems()
    .map((i) => [/^record\/([^/]+)\/index$/.exec(i.component)?.[1], i.name] as const)
    .filter((e): e is readonly [string, string] => e[0] !== undefined),
  // A record type shown as a tab of another screen (派工单 in 派工管理) belongs to that screen's function.
  ...allRecords().flatMap((d) => (d.homeFunction && catalogueItems().some((i) => i.name === d.homeFunction) ? [[d.key, d.homeFunction] as const] : [])),
]);

let t: TestApp;
let companyId: number;
let bareCompanyId: number;
const users = new Map<string, Promise<TestUser>>();

/** One user per (role, grants): emp users on the new layout, where a function not granted does not open read-only. */
function userWith(role: Role, grants: readonly string[], company = companyId): Promise<TestUser> {
  const key = `${company}:${role}:${grants.join(',')}`;
  let user = users.get(key);
  if (!user) users.set(key, (user = buildUser(t.database.db, { companyId: company, role, menuStyle: 1, grants })));
  return user;
}

function urlOf(e: Endpoint, recordKey?: string): string {
  let url = e.path;
  for (const p of pathParams(e.path)) url = url.replace(`:${p}`, p === 'key' && recordKey ? recordKey : '1');
  return url;
}

async function call(user: TestUser, e: Endpoint, recordKey?: string) {
  const { status, body } = await t.call<{ errorCode?: string }>({
    method: e.method,
    url: urlOf(e, recordKey),
    headers: await t.as(user).headers(),
    ...(e.method === 'GET' || e.method === 'DELETE' ? {} : { payload: {} }),
  });
  return { status, errorCode: typeof body === 'object' && body ? body.errorCode : undefined };
}

const roleFor = (e: Endpoint, admits: readonly Role[] = e.roles ?? ['emp']): Role => (admits.includes('emp') ? 'emp' : (admits[0] as Role));

beforeAll(async () => {
  t = await createTestApp();
  companyId = (await buildCompany(t.database.db)).id;
  bareCompanyId = (await buildCompany(t.database.db)).id;
  // The company buys every function (grants 'all'); the colleagues below hold only what each test gives them.
  await buildUser(t.database.db, { companyId, role: 'sa', grants: 'all' });
});
afterAll(() => t.close());

const sessionEndpoints = () => registeredEndpoints().filter((e) => e.auth === 'session');

test('every session endpoint says which function it belongs to, by a name of the catalogue', () => {
  const known = new Set(Object.keys(MENU_FUNCTIONS));
  const catalogue = new Set(catalogueItems().map((i) => i.name));
  expect([...known].sort()).toEqual([...catalogue].sort());
  for (const e of sessionEndpoints()) {
    expect(e.rights, `${e.method} ${e.path} declares no function`).toBeDefined();
    if (e.rights?.kind === 'function') {
      expect(e.rights.functions.length, `${e.method} ${e.path}`).toBeGreaterThan(0);
      for (const f of e.rights.functions) expect(known.has(f), `${e.method} ${e.path}: ${f}`).toBe(true);
    }
  }
  expect(sessionEndpoints().length).toBeGreaterThan(200);
});

test('every record type is a function of the catalogue', () => {
  for (const def of allRecords()) expect(recordFunction.has(def.key), def.key).toBe(true);
});

describe('function endpoints: granted passes, a colleague without the function is refused', () => {
  test('each endpoint', async () => {
    const failures: string[] = [];
    for (const e of sessionEndpoints()) {
      if (e.rights?.kind !== 'function') continue;
      const role = roleFor(e);
      const name = `${e.method} ${e.path} (${role})`;
      const granted = await call(await userWith(role, [e.rights.functions[0] as string]), e);
      if (RIGHTS_CODES.includes(granted.errorCode ?? '')) failures.push(`${name}: granted ${e.rights.functions[0]} refused`);
      const without = await call(await userWith(role, []), e);
      const readOnly = e.rights.access === 'read' && role !== 'emp';
      if (readOnly) {
        // Not granted opens read-only for every role but emp on the new layout; not bought opens nothing.
        if (RIGHTS_CODES.includes(without.errorCode ?? '')) failures.push(`${name}: read-only read refused`);
        const bare = await call(await userWith(role, [], bareCompanyId), e);
        if (bare.status !== 403 || bare.errorCode !== 'auth.not_bought') failures.push(`${name}: not bought answered ${bare.status} ${bare.errorCode}`);
      } else if (without.status !== 403 || without.errorCode !== 'auth.not_granted') {
        failures.push(`${name}: without the function answered ${without.status} ${without.errorCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);
});

describe('record endpoints follow the record type of the path', () => {
  const recordEndpoints = () => sessionEndpoints().filter((e) => e.rights?.kind === 'record');

  test('each record type: a person with its item reads and writes, a colleague without it is refused', async () => {
    const failures: string[] = [];
    const samples = recordEndpoints().filter((e) => ['GET /api/records/:key', 'POST /api/records/:key', 'POST /api/records/:key/export', 'POST /api/records/:key/import'].includes(`${e.method} ${e.path}`));
    expect(samples).toHaveLength(4);
    for (const def of allRecords()) {
      const fn = recordFunction.get(def.key) as string;
      for (const e of samples) {
        const write = e.rights?.kind === 'record' && e.rights.access === 'write';
        const role = roleFor(e, write ? def.writeRoles : def.readRoles);
        const name = `${e.method} ${e.path.replace(':key', def.key)} (${role})`;
        const granted = await call(await userWith(role, [fn]), e, def.key);
        if (RIGHTS_CODES.includes(granted.errorCode ?? '')) failures.push(`${name}: granted ${fn} refused`);
        if (role !== 'emp') continue;
        const without = await call(await userWith(role, []), e, def.key);
        if (without.status !== 403 || without.errorCode !== 'auth.not_granted') failures.push(`${name}: without answered ${without.status} ${without.errorCode}`);
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  test('every record endpoint of one type', async () => {
    for (const e of recordEndpoints()) {
      const granted = await call(await userWith('emp', ['common_house']), e, 'house');
      expect(RIGHTS_CODES, `${e.method} ${e.path}`).not.toContain(granted.errorCode);
      const without = await call(await userWith('emp', []), e, 'house');
      expect(without, `${e.method} ${e.path}`).toMatchObject({ status: 403, errorCode: 'auth.not_granted' });
    }
  });

  test('a screen that lists another record type reads it, but does not write it', async () => {
    const meters = await userWith('emp', ['charge_setup-meters']);
    const list = registeredEndpoints().find((e) => e.method === 'GET' && e.path === '/api/records/:key') as Endpoint;
    const create = registeredEndpoints().find((e) => e.method === 'POST' && e.path === '/api/records/:key') as Endpoint;
    expect(RIGHTS_CODES).not.toContain((await call(meters, list, 'meter')).errorCode);
    expect(await call(meters, create, 'meter')).toMatchObject({ status: 403, errorCode: 'auth.not_granted' });
    expect(await call(meters, list, 'house')).toMatchObject({ status: 403, errorCode: 'auth.not_granted' });
  });

  test('资料导入 imports the basic data kinds only', async () => {
    const importer = await userWith('emp', ['common_data-import']);
    const importEndpoint = registeredEndpoints().find((e) => e.path === '/api/records/:key/import' && e.method === 'POST') as Endpoint;
    expect(RIGHTS_CODES).not.toContain((await call(importer, importEndpoint, 'house')).errorCode);
    expect(await call(importer, importEndpoint, 'complaint')).toMatchObject({ status: 403, errorCode: 'auth.not_granted' });
  });
});
