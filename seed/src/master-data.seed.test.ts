import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { isIdNumber, isMobile } from '@pm/domain';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { seedCompanies } from './companies.seed';
import { seedEstates } from './estates.seed';
import { seedPeople } from './people.seed';
import { seedContext } from './seed-context';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.transaction(async (tx) => {
    await seedCompanies(tx);
    await seedEstates(seedContext(tx));
    await seedPeople(seedContext(tx));
  });
});
afterAll(() => database.close());

describe('master-data demo seed', () => {
  it('gives SH and HZ their own estates and at least 500 houses in all', async () => {
    const db = database.db;
    const [houses] = await db.select({ n: count() }).from(schema.houses);
    expect(houses?.n).toBeGreaterThanOrEqual(500);
    const ctx = seedContext(db);
    for (const code of ['SH', 'HZ']) {
      const companyId = await ctx.company(code);
      const estates = await db.select().from(schema.estates).where(eq(schema.estates.companyId, companyId));
      expect(estates.length).toBeGreaterThan(0);
      const buildings = await db.select().from(schema.buildings).where(eq(schema.buildings.companyId, companyId));
      expect(buildings.every((b) => estates.some((e) => e.id === b.estateId))).toBe(true);
    }
  });

  it('gives owners and residents valid mobiles and ID numbers', async () => {
    const owners = await database.db.select().from(schema.owners);
    expect(owners.length).toBeGreaterThan(300);
    expect(owners.every((o) => o.mobile !== null && isMobile(o.mobile))).toBe(true);
    expect(owners.every((o) => o.idNumber !== null && isIdNumber(o.idNumber))).toBe(true);
    const residents = await database.db.select().from(schema.residents);
    expect(residents.every((r) => r.mobile === null || isMobile(r.mobile))).toBe(true);
    const transfers = await database.db.select().from(schema.houseOwnerEvents).where(eq(schema.houseOwnerEvents.event, '2'));
    expect(transfers.length).toBeGreaterThan(0);
  });
});
