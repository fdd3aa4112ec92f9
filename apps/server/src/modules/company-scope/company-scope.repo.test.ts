import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { ancestorCompanyIds, isVisibleCompany, visibleCompanyIds } from './company-scope.repo';

let t: TestApp;
let group: number;
let sh: number;
let shPd: number;
let hz: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  group = (await buildCompany(db, { level: 1 })).id;
  sh = (await buildCompany(db, { parentId: group, level: 2 })).id;
  shPd = (await buildCompany(db, { parentId: sh, level: 3 })).id;
  hz = (await buildCompany(db, { parentId: group, level: 2 })).id;
});
afterAll(() => t.close());

describe('company scope', () => {
  it('sees the own company and every company below it', async () => {
    expect((await visibleCompanyIds(t.database.db, group)).sort()).toEqual([group, sh, shPd, hz].sort());
    expect((await visibleCompanyIds(t.database.db, sh)).sort()).toEqual([sh, shPd].sort());
    expect(await visibleCompanyIds(t.database.db, shPd)).toEqual([shPd]);
  });

  it('does not see a sibling or a parent', async () => {
    expect(await isVisibleCompany(t.database.db, sh, hz)).toBe(false);
    expect(await isVisibleCompany(t.database.db, sh, group)).toBe(false);
    expect(await isVisibleCompany(t.database.db, sh, shPd)).toBe(true);
  });

  it('lists the companies above for messages published downwards', async () => {
    expect((await ancestorCompanyIds(t.database.db, shPd)).sort()).toEqual([group, sh, shPd].sort());
    expect(await ancestorCompanyIds(t.database.db, 999_999)).toEqual([]);
  });
});
