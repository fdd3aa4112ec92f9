import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardEndpoints as e } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { keptHouseStates, recountHouseStates } from '../../../test/factories/dashboard-totals';
import type { TestUser } from '../../../test/factories/users';

// 楼盘看板 reads live houses and area per (company, estate, use state) kept by the houses' triggers
// (packages/db/sql/house_state_totals.sql). After houses are added, change use state and area, move
// estate and are deleted through the records endpoints, the kept rows equal a recount of the houses
// and the dashboard shows the figures worked out by hand.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let second: { estateId: number; buildingId: number };

const call = async <T>(res: Promise<{ status: number; body: { data: T } }>) => {
  const { status, body } = await res;
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
};
const board = async (who: TestUser) => e.estateDashboard.output.parse(await call(t.as(who).get(e.estateDashboard.path)));

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{ buildArea: '89.47', useState: '4' }, { buildArea: '120.05', useState: '5' }]);
  other = await buildChargingWorld(t.database.db, [{ buildArea: '999.99', useState: '4' }]);
  const estate = await call(t.as(w.clerk).post<{ id: number }>('/api/records/estate', { code: 'DT2', name: '看板二期', chargeArea: '1' }));
  const building = await call(t.as(w.clerk).post<{ id: number }>('/api/records/building', { estateId: estate.id, code: 'DB2', name: '2栋', type: '4', floors: 6 }));
  second = { estateId: estate.id, buildingId: building.id };
});
afterAll(() => t.close());

describe('楼盘看板 kept totals', () => {
  it('follow creates, edits of use state and area, moves and deletes, and show only the company’s own houses', async () => {
    const as = t.as(w.clerk);
    const add = (code: string, useState: string, buildArea: number, at = { estateId: w.estateId, buildingId: w.buildingId }) =>
      call(as.post<{ id: number; version: number }>('/api/records/house', { ...at, code, name: `房${code}`, useState, useType: '1', buildArea }));
    const a = await add('T-1', '4', 100.5);
    const b = await add('T-2', '1', 60);
    const c = await add('T-3', '4', 75.25);
    await add('T-9', '5', 50, second);
    // a: 自住 → 出租 with a new area; b: a field edit only; c: moved to the second estate; the first house deleted.
    await call(as.put(`/api/records/house/${a.id}`, { version: a.version, useState: '5', buildArea: 110.5 }));
    await call(as.put(`/api/records/house/${b.id}`, { version: b.version, name: '改名' }));
    await call(as.put(`/api/records/house/${c.id}`, { version: c.version, estateId: second.estateId, buildingId: second.buildingId }));
    await call(as.del(`/api/records/house/${w.houses[0]!.id}`));

    const db = t.database.db;
    expect(await keptHouseStates(db, w.companyId)).toEqual(await recountHouseStates(db, w.companyId));
    expect(await keptHouseStates(db, other.companyId)).toEqual(await recountHouseStates(db, other.companyId));

    const d = await board(w.clerk);
    // First estate: 120.05 (5) + 110.5 (5) + 60 (1). Second: 75.25 (4) + 50 (5).
    expect(d.estates.map((x) => [x.estateId, x.houses, x.area, x.byState])).toEqual([
      [w.estateId, 3, '290.55', [{ state: '1', houses: 1, area: '60.00' }, { state: '5', houses: 2, area: '230.55' }]],
      [second.estateId, 2, '125.25', [{ state: '4', houses: 1, area: '75.25' }, { state: '5', houses: 1, area: '50.00' }]],
    ]);
    expect(d.byState).toEqual([
      { state: '1', houses: 1, area: '60.00' },
      { state: '4', houses: 1, area: '75.25' },
      { state: '5', houses: 3, area: '280.55' },
    ]);
    expect(d.total).toEqual({ houses: 5, area: '415.80' });
    expect((await board(other.clerk)).total).toEqual({ houses: 1, area: '999.99' });
  });
});
