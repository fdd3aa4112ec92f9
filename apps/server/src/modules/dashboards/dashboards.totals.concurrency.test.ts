import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillLineRow } from '@pm/contracts';
import { dec, sumAmounts } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { releasedLines } from '../../../test/factories/settlement';
import { keptHouseStates, keptPeriods, keptTenders, recountHouseStates, recountPeriods, recountTenders, totalsDrift } from '../../../test/factories/dashboard-totals';

// The kept totals of 结算看板 under writers at the same time: one estate, one period and one day,
// so every writer upserts the same totals rows. Needs several connections: PostgreSQL only.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let w: ChargingWorld;
const PERIOD = '2099-03';
const net = (i: number) => dec('10.01').times(i + 1).toFixed(2);

describe.skipIf(!onPostgres)('结算看板 kept totals under concurrent writers (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    w = await buildChargingWorld(t.database.db, Array.from({ length: 40 }, () => ({})));
  });
  afterAll(() => t.close());

  it('30 payments, 10 冲红 and 10 releases at once leave the totals equal to a recount and to the sums by hand', async () => {
    const db = t.database.db;
    const lines: number[] = [];
    for (const [i, h] of w.houses.entries()) lines.push(...(await releasedLines(db, w, h.id, [{ period: PERIOD, net: net(i), due: '2099-03-15' }])));
    const pay = (i: number) => {
      const total = net(i);
      const cash = dec(total).div(2).toFixed(2);
      return t.as(w.clerk).post<{ id: number }>('/api/settle/pay', {
        houseId: w.houses[i]!.id,
        settleType: '1',
        lineIds: [lines[i]],
        total,
        tenders: [{ method: '1', amount: cash }, { method: '4', amount: dec(total).minus(cash).toFixed(2) }],
      });
    };
    const first: number[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await pay(i);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      first.push(res.body.data.id);
    }
    // Ten one-off lines of 7.77 of the same period, audited, released one request each at the same time.
    const pending: number[] = [];
    for (let i = 0; i < 10; i++) {
      const made = await t.as(w.clerk).post('/api/charging/lines/other', { houseId: w.houses[i]!.id, itemId: w.items.once, period: PERIOD, amount: '7.77', dueDate: '2099-03-20' });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      pending.push(BillLineRow.parse(made.body.data).id);
    }
    expect((await t.as(w.auditor).post('/api/charging/lines/transition', { ids: pending, action: 'approve' })).status).toBe(200);

    const answers = await Promise.all([
      ...Array.from({ length: 30 }, (_, k) => pay(k + 10)),
      ...first.map((paymentId) => t.as(w.clerk).post('/api/settle/reverse', { paymentId, reason: '收错' })),
      ...pending.map((id) => t.as(w.auditor).post('/api/charging/lines/transition', { ids: [id], action: 'release' })),
    ]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);

    expect(await keptPeriods(db, w.companyId)).toEqual(await recountPeriods(db, w.companyId));
    expect(await keptTenders(db, w.companyId)).toEqual(await recountTenders(db, w.companyId));
    expect(await totalsDrift(db)).toEqual({ periods: 0, tenders: 0 });
    // Receivable: the 40 lines and 10 × 7.77. Open: the 10 reversed lines and the one-off ones. Taken: houses 10-39.
    const nets = w.houses.map((_, i) => net(i));
    const [row] = await keptPeriods(db, w.companyId);
    expect(row).toMatchObject({ period: PERIOD, receivable: sumAmounts([...nets, ...pending.map(() => '7.77')]), open: sumAmounts([...nets.slice(0, 10), ...pending.map(() => '7.77')]) });
    const tenders = await keptTenders(db, w.companyId);
    expect(sumAmounts(tenders.map((r) => r.amount))).toBe(sumAmounts(nets.slice(10)));
    expect(tenders.find((r) => r.method === '1')!.amount).toBe(sumAmounts(nets.slice(10).map((n) => dec(n).div(2).toFixed(2))));
  });

  it('houses added and deleted at once leave 楼盘看板’s kept counts equal to a recount', async () => {
    const add = (code: string) =>
      t.as(w.clerk).post<{ id: number }>('/api/records/house', { estateId: w.estateId, buildingId: w.buildingId, code, name: `并发${code}`, useState: '1', useType: '1', buildArea: 33.33 });
    const first = await Promise.all(Array.from({ length: 20 }, (_, i) => add(`P-${i}`)));
    for (const a of first) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const answers = await Promise.all([
      ...first.slice(0, 10).map((a) => t.as(w.clerk).del(`/api/records/house/${a.body.data.id}`)),
      ...Array.from({ length: 10 }, (_, i) => add(`Q-${i}`)),
    ]);
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const kept = await keptHouseStates(t.database.db, w.companyId);
    expect(kept).toEqual(await recountHouseStates(t.database.db, w.companyId));
    expect(kept.find((r) => r.use_state === '1')).toMatchObject({ houses: 20, area: '666.60' });
  });
});
