import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { DEMO_STEPS, runDemoSeed } from './index';

// The demo notices (告知公文) name a building or house: it must be one of the company that sends
// them (issue 25: they named 锦绣花园, which no demo company manages).
let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await runDemoSeed(database.db, DEMO_STEPS.filter((s) => ['companies', 'users', 'menu-catalogue', 'help-content', 'estates'].includes(s.name)));
});
afterAll(() => database.close());

describe('the demo notices', () => {
  it('name a building or a house of their own company', async () => {
    const rows = (await database.db.execute(sql`
      select n.house_name as "houseName",
        exists (select 1 from houses h where h.company_id = n.company_id and h.name = n.house_name) as "isHouse",
        exists (select 1 from buildings b join estates e on e.id = b.estate_id
                where e.company_id = n.company_id and e.name || b.name = n.house_name) as "isBuilding"
      from notices n where n.house_name is not null order by n.id`)) as unknown as { houseName: string; isHouse: boolean; isBuilding: boolean }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((r) => !r.isHouse && !r.isBuilding).map((r) => r.houseName)).toEqual([]);
  });
});
