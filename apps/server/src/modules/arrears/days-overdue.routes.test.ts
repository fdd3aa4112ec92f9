import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { arrearsEndpoints as a, commonEndpoints as c, counterEndpoints as k } from '@pm/contracts';
import { addDays, chinaToday, daysOverdue } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { arrearsSetting, releasedLines } from '../../../test/factories/settlement';
import { daysOverdueSql } from './arrears-sql.repo';

// 逾期天数 is one rule (the domain's daysOverdue): 欠费查询 (houses and lines), the house panel of
// the search (arrears-house-detail) and the counter (收银) show the same figure for one debt, even
// when grace days make the late fee count fewer days (the trial saw 378 against 348).

let t: TestApp;
let w: ChargingWorld;
const today = chinaToday();
const due = addDays(today, -378);

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{}]);
  await arrearsSetting(t.database.db, w, { ratePerDay: 0.0003, graceDays: 30 });
  await releasedLines(t.database.db, w, w.houses[0]!.id, [{ period: '2025-11', net: '205.78', due }]);
});
afterAll(() => t.close());

const post = async <T>(endpoint: { path: string; output: { parse: (v: unknown) => T } }, body: object) => {
  const res = await t.as(w.clerk).post(endpoint.path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return endpoint.output.parse(res.body.data);
};

describe('逾期天数 of one debt', () => {
  it('is the same in 欠费查询, the search’s house panel and the counter, and not the late fee’s days', async () => {
    const houseId = w.houses[0]!.id;
    const houses = await post(a.arrearsHouses, {});
    const lines = await post(a.arrearsLines, { houseId });
    const panel = await post(c.arrearsHouseDetail, { houseId });
    const counter = await post(k.counterHouse, { houseId });
    expect(houses.rows.map((r) => r.daysOverdue)).toEqual([378]);
    expect(lines.rows.map((r) => r.daysOverdue)).toEqual([378]);
    expect(panel.rows.map((r) => r.daysOverdue)).toEqual([378]);
    expect(counter.lines.map((l) => l.daysOverdue)).toEqual([378]);
    // the fee counts after the 30 grace days only
    expect(counter.lines.map((l) => l.lateDays)).toEqual([348]);
  });

  it('filters 欠费查询 by the same days', async () => {
    expect((await post(a.arrearsHouses, { minDays: 378 })).total).toBe(1);
    expect((await post(a.arrearsHouses, { minDays: 379 })).total).toBe(0);
  });
});

describe('daysOverdueSql', () => {
  // The SQL the arrears lists run against the domain's rule, on the database's own date arithmetic.
  it.each([
    ['2026-11-29', '2026-11-29'],
    ['2026-12-15', '2026-11-29'],
    ['2026-11-28', '2026-11-29'],
    ['2026-01-31', '2026-03-01'],
    ['2028-02-01', '2028-03-01'],
    ['2028-02-29', '2029-02-28'],
    ['2027-12-31', '2028-12-31'],
    ['2025-11-16', '2026-11-29'],
  ])('due %s as of %s agrees with the domain', async (dueDate, asOf) => {
    const [row] = await t.database.db.execute<{ days: number }>(sql`select ${daysOverdueSql(sql`${dueDate}::date`, asOf)} as days`);
    expect(Number(row!.days)).toBe(daysOverdue(dueDate, asOf));
  });
});
