import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines } from '../../../test/factories/settlement';

// Payments at the same time need a real server with several connections: PostgreSQL only (PGlite
// serves one connection, so it would only run them one after another).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let w: ChargingWorld;

describe.skipIf(!onPostgres)('收银台 under concurrent payments (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildChargingWorld(t.database.db, Array.from({ length: 51 }, () => ({})));
  });
  afterAll(() => t.close());

  it('100 payments of one line at once: exactly one succeeds, 99 are refused in Chinese, one allocation', async () => {
    const houseId = w.houses[0]!.id;
    const [line] = await releasedLines(t.database.db, w, houseId, [{ period: '2099-01', net: '205.78', due: '2099-01-15' }]);
    const pay = () => t.as(w.clerk).post('/api/settle/pay', { houseId, settleType: '1', lineIds: [line], total: '205.78', tenders: [{ method: '1', amount: '205.78' }] });
    const answers = await Promise.all(Array.from({ length: 100 }, pay));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 200);
    expect(refused).toHaveLength(99);
    for (const a of refused) {
      expect(a.status).toBe(409);
      expect(a.body.msg).toMatch(/^[\u4e00-\u9fa5，]+$/);
    }
    const allocations = await t.database.db.select().from(schema.paymentAllocations).where(eq(schema.paymentAllocations.lineId, line!));
    expect(allocations).toHaveLength(1);
    expect(await t.database.db.select().from(schema.billLineOpen).where(eq(schema.billLineOpen.lineId, line!))).toHaveLength(0);
  });

  it('50 payments of 50 lines of one estate at once take 50 consecutive receipt numbers', async () => {
    const houses = w.houses.slice(1, 51).map((h) => h.id);
    for (const houseId of houses) await releasedLines(t.database.db, w, houseId, [{ period: '2099-02', net: '10.00', due: '2099-02-15' }]);
    const answers = await Promise.all(
      houses.map((houseId) => t.as(w.clerk).post<{ id: number }>('/api/settle/pay', { houseId, settleType: '1', total: '10.00', tenders: [{ method: '1', amount: '10.00' }] })),
    );
    expect(answers.map((a) => a.status)).toEqual(houses.map(() => 200));
    const receipts = await t.database.db
      .select({ number: schema.receipts.number })
      .from(schema.receipts)
      .where(inArray(schema.receipts.paymentId, answers.map((a) => a.body.data.id)));
    const serials = receipts.map((r) => Number(r.number.slice(-6))).sort((a, b) => a - b);
    expect(new Set(serials).size).toBe(50);
    expect(serials.at(-1)! - serials[0]!).toBe(49);
  });
});
