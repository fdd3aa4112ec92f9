import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { SCREEN_POP_DEMO, seedCallCenter } from './call-center.seed';
import { seedCompanies } from './companies.seed';
import { seedEstates } from './estates.seed';
import { seedContext } from './seed-context';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
  await database.db.transaction(async (tx) => {
    await seedCompanies(tx);
    await seedEstates(seedContext(tx));
    await seedCallCenter(seedContext(tx));
  });
});
afterAll(() => database.close());

describe('call-centre demo seed', () => {
  it('gives the call-centre tenant a phone book of more than one page', async () => {
    const cc = await seedContext(database.db).company('SH-CC');
    const rows = await database.db.select().from(schema.ccPhoneBook).where(eq(schema.ccPhoneBook.companyId, cc));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.every((r) => r.name && r.phone)).toBe(true);
  });

  it('adds an owner with a current house for the screen-pop demo', async () => {
    const [owner] = await database.db.select().from(schema.owners).where(eq(schema.owners.mobile, SCREEN_POP_DEMO.mobile));
    expect(owner?.name).toBe(SCREEN_POP_DEMO.ownerName);
    const events = await database.db.select().from(schema.houseOwnerEvents).where(eq(schema.houseOwnerEvents.ownerId, owner?.id ?? 0));
    expect(events.map((e) => e.event)).toEqual(['1']);
  });
});
