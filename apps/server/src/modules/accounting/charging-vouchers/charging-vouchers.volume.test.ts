import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { chargingVoucherEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { dec } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';
import { releasedLines } from '../../../../test/factories/settlement';
import { buildBook } from '../../../../test/factories/assets-book';

// A busy day: 3,000 payments over 7 tenders become a handful of vouchers in a few set-based reads.
// Prints the time; the bound is loose (2 shared cores) but a query per payment would break it.

const N = 3000;
let t: TestApp;
let w: ChargingWorld;
const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
const methods = ['1', '2', '3', '4', '5', '6', '10'];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, Array.from({ length: 20 }, () => ({})));
  await buildBook(t.database.db, w.companyId, { startPeriod: today.slice(0, 7), periods: [today.slice(0, 7)] });
  const db = t.database.db;
  const lines: number[] = [];
  for (let h = 0; h < 20; h++)
    lines.push(...(await releasedLines(db, w, w.houses[h]!.id, Array.from({ length: N / 20 }, (_, i) => ({ period: today.slice(0, 7), net: `${100 + i}.${String(h).padStart(2, '0')}`, due: today })))));
  const lineRows = await db.select({ id: schema.billLines.id, houseId: schema.billLines.houseId, net: sql<string>`${schema.billLines.net}::text` }).from(schema.billLines).where(eq(schema.billLines.companyId, w.companyId));
  await db.transaction(async (tx) => {
    const payments = await tx
      .insert(schema.payments)
      .values(lineRows.map((l) => ({ companyId: w.companyId, estateId: w.estateId, houseId: l.houseId, settleType: '1', total: l.net, principal: l.net, businessDate: today, cashierId: w.clerk.id })))
      .returning({ id: schema.payments.id });
    await tx.insert(schema.paymentTenders).values(payments.map((p, i) => ({ paymentId: p.id, seq: 1, companyId: w.companyId, method: methods[i % 7]!, amount: lineRows[i]!.net })));
    await tx.insert(schema.paymentAllocations).values(
      payments.map((p, i) => ({ companyId: w.companyId, paymentId: p.id, lineId: lineRows[i]!.id, houseId: lineRows[i]!.houseId, itemId: w.items.property, principal: lineRows[i]!.net })),
    );
  });
}, 300_000);
afterAll(() => t.close());

describe('a day with thousands of payments', () => {
  it('generates per tender in set-based reads, balancing against the tenders', async () => {
    const started = performance.now();
    const res = await t.as(w.clerk).post(e.generateChargingVouchers.path, { dateFrom: today, dateTo: today });
    const ms = performance.now() - started;
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const made = e.generateChargingVouchers.output.parse(res.body.data);
    console.log(`charging vouchers: ${N} payments + ${N} released lines → ${made.created.length} vouchers in ${Math.round(ms)} ms`);
    expect(made.created).toHaveLength(8);
    const tenderTotal = (await t.database.db.select({ s: sql<string>`sum(amount)::text` }).from(schema.paymentTenders).where(eq(schema.paymentTenders.companyId, w.companyId)))[0]!.s;
    const money = made.created.filter((v) => v.tender !== null).reduce((s, v) => s.plus(dec(v.total)), dec('0'));
    expect(money.toFixed(2)).toBe(dec(tenderTotal).toFixed(2));
    const [sources] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.acctVoucherSources).where(eq(schema.acctVoucherSources.companyId, w.companyId));
    expect(sources!.n).toBe(2 * N);
  }, 120_000);
});
