import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arrearsEndpoints as a, dunningEndpoints as d, lineEndpoints as ch } from '@pm/contracts';
import { schema } from '@pm/db';
import { addDays, chinaToday, naturalCompare } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines } from '../../../test/factories/settlement';

// House codes sort as people read them (natural order, houses.code_sort), not as text: 2-101,
// 10-1, 101, 1002 — where text order puts 10-1 and 1002 before 101.

const CODES = ['1002', '101', '10-1', '2-101'];
const NATURAL = ['2-101', '10-1', '101', '1002'];
let t: TestApp;
let w: ChargingWorld;
const today = chinaToday();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  w = await buildChargingWorld(db, CODES.map((code) => ({ code })));
  for (const h of w.houses) {
    await releasedLines(db, w, h.id, [{ period: '2026-01', net: '100.00', due: addDays(today, -40) }]);
    // a line waiting for 计费审核
    await db.insert(schema.billLines).values({
      companyId: w.companyId, estateId: w.estateId, houseId: h.id, itemId: w.items.parking, targetType: 'house', targetId: h.id,
      period: '2026-02', periodFrom: '2026-02-01', periodTo: '2026-02-28', billKey: `audit:${h.id}`, gross: '50.00', net: '50.00',
      dueDate: addDays(today, 10), status: 'pending_audit',
    });
  }
});
afterAll(() => t.close());

const post = async <T>(endpoint: { path: string; output: { parse: (v: unknown) => T } }, body: object) => {
  const res = await t.as(w.clerk).post(endpoint.path, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return endpoint.output.parse(res.body.data);
};

describe('house codes in natural order', () => {
  it('the table is the domain’s naturalCompare', () => {
    expect([...CODES].sort(naturalCompare)).toEqual(NATURAL);
  });

  it('欠费查询 sorted by 房屋', async () => {
    const page = await post(a.arrearsHouses, { sort: 'code' });
    expect(page.rows.map((r) => r.houseCode)).toEqual(NATURAL);
  });

  it('计费审核: the lines waiting for audit', async () => {
    const page = await post(ch.listLines, { status: 'pending_audit' });
    expect(page.rows.map((r) => r.houseCode)).toEqual(NATURAL);
  });

  it('催缴通知: the houses in arrears to choose from', async () => {
    const page = await post(d.dunningCandidates, { estateId: w.estateId });
    expect(page.rows.map((r) => r.houseCode)).toEqual(NATURAL);
  });
});
