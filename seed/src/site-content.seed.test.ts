import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { isMobile } from '@pm/domain';
import { runDemoSeed } from './index';
import { seedSiteContent } from './site-content.seed';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

describe('site-content demo seed', () => {
  it('stores one registration request in each state, once', async () => {
    const step = { name: 'site-content', run: seedSiteContent };
    expect(await runDemoSeed(database.db, [step])).toEqual(['site-content']);
    expect(await runDemoSeed(database.db, [step])).toEqual([]);
    const rows = await database.db.select().from(schema.registrationRequests);
    expect(rows.map((r) => r.status).sort()).toEqual(['已开通', '已拒绝', '已联系', '待处理'].sort());
    expect(rows.every((r) => isMobile(r.mobile))).toBe(true);
    const handled = rows.filter((r) => r.status !== '待处理');
    expect(handled.every((r) => r.handledAt && r.note && r.handledAt > r.createdAt)).toBe(true);
    expect(rows.every((r) => r.createdAt.getTime() < Date.now())).toBe(true);
  });
});
