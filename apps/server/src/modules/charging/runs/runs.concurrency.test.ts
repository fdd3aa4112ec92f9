import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { addStandard, buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';

// Concurrency needs a real server with several connections: PostgreSQL only (PGlite serves one).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let w: ChargingWorld;

async function waitDone(id: number) {
  for (;;) {
    const { body } = await t.as(w.clerk).get<{ state: string; linesCreated: number; linesSkipped: number }>(`/api/charging/runs/${id}`);
    if (body.data.state !== 'running') return body.data;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.skipIf(!onPostgres)('bill runs and reversals at the same time (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const houses = Array.from({ length: 1200 }, (_, i) => ({ buildArea: `${80 + (i % 40)}.25` }));
    w = await buildChargingWorld(t.database.db, houses);
    await addStandard(t.database.db, w, { itemId: w.items.property, code: 'WY', unitPrice: '2.3000' });
    await addStandard(t.database.db, w, { itemId: w.items.garbage, code: 'LJ', priceMethod: '2', basis: 'house', fixedAmount: '15.00' });
    await t.database.db.insert(schema.chargeBindings).values(
      w.houses.flatMap((h) => [
        { companyId: w.companyId, estateId: w.estateId, houseId: h.id, targetType: 'house', targetId: h.id, itemId: w.items.property, standardCode: 'WY', startDate: '2020-01-01' },
        { companyId: w.companyId, estateId: w.estateId, houseId: h.id, targetType: 'house', targetId: h.id, itemId: w.items.garbage, standardCode: 'LJ', startDate: '2020-01-01' },
      ]),
    );
  });
  afterAll(() => t.close());

  it('starts one of two runs of an estate started at once; the other is refused', async () => {
    const start = () => t.as(w.clerk).post<{ id: number }>('/api/charging/runs', { estateId: w.estateId, kind: 'normal', periodFrom: '2024-01' });
    const answers = await Promise.all([start(), start()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.status === 200)!;
    expect(await waitDone(winner.body.data.id)).toMatchObject({ state: 'done', linesCreated: 2400 });
  });

  it('never bills a house, item and period twice when two runs write at once', async () => {
    const start = () => t.as(w.clerk).post<{ id: number }>('/api/charging/runs', { estateId: w.estateId, kind: 'normal', periodFrom: '2024-02' });
    const a = await start();
    // Let a second run start while the first is writing (as after a stale first run).
    await t.database.db.update(schema.billRuns).set({ state: 'done' }).where(eq(schema.billRuns.id, a.body.data.id));
    const b = await start();
    expect(b.status).toBe(200);
    await t.database.db.update(schema.billRuns).set({ state: 'running' }).where(eq(schema.billRuns.id, a.body.data.id));
    const [ra, rb] = await Promise.all([waitDone(a.body.data.id), waitDone(b.body.data.id)]);
    expect(ra.linesCreated + rb.linesCreated).toBe(2400);
    expect(ra.linesSkipped + rb.linesSkipped).toBe(2400);
    const [dup] = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from (select bill_key from bill_lines where company_id = ${w.companyId} and period = '2024-02' group by bill_key, generation having count(*) > 1) d`);
    expect(dup?.n).toBe(0);
  });

  it('lets exactly one of two concurrent reversals of a line win', async () => {
    const [line] = await t.database.db.select().from(schema.billLines).where(eq(schema.billLines.companyId, w.companyId)).orderBy(schema.billLines.id).limit(1);
    await t.as(w.auditor).post('/api/charging/lines/transition', { ids: [line!.id], action: 'approve' });
    await t.as(w.auditor).post('/api/charging/lines/transition', { ids: [line!.id], action: 'release' });
    const reverse = () => t.as(w.clerk).post('/api/charging/lines/reverse', { id: line!.id, reason: '并发冲销', cancel: true });
    const answers = await Promise.all([reverse(), reverse(), reverse()]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const reversals = await t.database.db.select().from(schema.billLines).where(eq(schema.billLines.reversalOf, line!.id));
    expect(reversals).toHaveLength(1);
  });
});
