import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillRun, LinePage } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { addMeter, addReading, addStandard, bind, buildChargingWorld, storedLines, type ChargingWorld } from '../../../../test/factories/charging';

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;

type Run = ReturnType<typeof BillRun.parse>;

async function finished(world: ChargingWorld, id: number): Promise<Run> {
  for (let i = 0; i < 400; i++) {
    const { body } = await t.as(world.clerk).get<Run>(`/api/charging/runs/${id}`);
    if (body.data.state !== 'running') return BillRun.parse(body.data);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('run did not finish');
}

async function run(world: ChargingWorld, body: object) {
  const answer = await t.as(world.clerk).post<Run>('/api/charging/runs', { estateId: world.estateId, ...body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return finished(world, answer.body.data.id);
}

async function lines(world: ChargingWorld, query: object = {}) {
  const { body } = await t.as(world.clerk).post('/api/charging/lines/list', { estateId: world.estateId, size: 999, ...query });
  return LinePage.parse(body.data);
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  // House 1: C1 (89.47 m² × 2.30); house 2: C2 (100.05 m² × 1.55); house 3 vacant at 50 %.
  w = await buildChargingWorld(db, [{ buildArea: '89.47' }, { buildArea: '100.05' }, { buildArea: '100.00', useState: '5' }]);
  const [h1, h2, h3] = w.houses;
  await addStandard(db, w, { itemId: w.items.property, code: 'WY-C1', unitPrice: '2.3000' });
  await addStandard(db, w, { itemId: w.items.property, code: 'WY-C2', unitPrice: '1.5500', vacantRate: '0.5000' });
  await addStandard(db, w, { itemId: w.items.parking, code: 'TC', priceMethod: '2', basis: 'parking', fixedAmount: '150.00' });
  await addStandard(db, w, {
    itemId: w.items.water,
    code: 'SF',
    priceMethod: '3',
    basis: 'usage',
    tiers: [
      { from: '0', to: '20', unitPrice: '3.50' },
      { from: '20', to: '30', unitPrice: '4.55' },
      { from: '30', to: null, unitPrice: '6.10' },
    ],
  });
  await addStandard(db, w, { itemId: w.items.once, code: 'ZX', priceMethod: '2', basis: 'house', fixedAmount: '300.00' });
  await bind(db, w, h1!.id, w.items.property, 'WY-C1');
  await bind(db, w, h2!.id, w.items.property, 'WY-C2');
  await bind(db, w, h3!.id, w.items.property, 'WY-C2');
  await bind(db, w, h1!.id, w.items.parking, 'TC', '2020-01-01', { targetType: 'parking', targetId: 9001 });
  const meter = await addMeter(db, w, `M${w.companyId}`, '1', h2!.id);
  await bind(db, w, h2!.id, w.items.water, 'SF', '2020-01-01', { targetType: 'meter', targetId: meter });
  await bind(db, w, h1!.id, w.items.once, 'ZX');
  other = await buildChargingWorld(db);
});
afterAll(() => t.close());

describe('starting a bill run', () => {
  it('refuses a caller without a session', async () => {
    const { status } = await t.call({ method: 'POST', url: '/api/charging/runs', payload: { estateId: w.estateId, kind: 'normal', periodFrom: '2024-01' } });
    expect(status).toBe(401);
  });

  it.each([
    [{ kind: 'normal', periodFrom: '2024-03', periodTo: '2024-01' }, 'periodTo', '结束期间不能早于开始期间'],
    [{ kind: 'normal', periodFrom: '2024-01', periodTo: '2025-01' }, 'periodTo', '一次最多计费12个月'],
    [{ kind: 'mid_month', periodFrom: '2024-03', dateTo: '2024-03-31' }, 'dateFrom', '请选择计费开始日期'],
    [{ kind: 'mid_month', periodFrom: '2024-03', dateFrom: '2024-04-01', dateTo: '2024-04-30' }, 'dateFrom', '计费开始日期须在计费期间内'],
    [{ kind: 'other', periodFrom: '2024-03' }, 'itemIds', '请选择收费项目'],
    [{ kind: 'service', periodFrom: '2024-03', serviceItemId: 1 }, 'workOrderIds', '请选择工单或派工单'],
    [{ kind: 'share', periodFrom: '2024-03' }, 'shareRuleId', '请选择分摊设置'],
    [{ kind: 'normal', periodFrom: '2024-13' }, 'periodFrom', '期间格式应为YYYY-MM'],
  ])('refuses %j naming %s', async (body, path, message) => {
    const { status, body: answer } = await t.as(w.clerk).post('/api/charging/runs', { estateId: w.estateId, ...body });
    expect(status).toBe(400);
    expect(answer.details?.[0]).toMatchObject({ path, message });
  });

  it("answers 404 for another company's estate and 400 for its houses", async () => {
    expect((await t.as(w.clerk).post('/api/charging/runs', { estateId: other.estateId, kind: 'normal', periodFrom: '2024-01' })).status).toBe(404);
    const foreign = await t.as(w.clerk).post('/api/charging/runs', { estateId: w.estateId, kind: 'normal', periodFrom: '2024-01', houseIds: [other.houses[0]!.id] });
    expect(foreign.status).toBe(400);
    expect(foreign.body.details?.[0]?.path).toBe('houseIds');
  });

  it('refuses a second run of the estate while one is running', async () => {
    const [row] = await t.database.db.insert(schema.billRuns).values({ companyId: other.companyId, estateId: other.estateId, kind: 'normal', periodFrom: '2024-01', periodTo: '2024-01', scope: {} }).returning();
    const answer = await t.as(other.clerk).post('/api/charging/runs', { estateId: other.estateId, kind: 'normal', periodFrom: '2024-01' });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ errorCode: 'charging.run_in_progress', msg: '该楼盘有计费作业正在进行，请稍后' });
    await t.database.db.delete(schema.billRuns).where(eq(schema.billRuns.id, row!.id));
  });
});

describe('a monthly run', () => {
  it('bills the golden numbers, reaches done with its progress, and never bills twice', async () => {
    const first = await run(w, { kind: 'normal', periodFrom: '2024-01', periodTo: '2024-03' });
    expect(first).toMatchObject({ state: 'done', total: 3, done: 3, linesSkipped: 0, estateName: expect.any(String) });
    // 操作人: the one who started it (the list says it too).
    expect(first.createdByName).toBe(w.clerk.name);
    const listed = await t.as(w.clerk).post<{ rows: Run[] }>('/api/charging/runs/list', { estateId: w.estateId, page: 1, size: 50 });
    expect(listed.body.data.rows.find((r) => r.id === first.id)?.createdByName).toBe(w.clerk.name);
    const page = await lines(w, { runId: first.id });
    const of = (houseIndex: number, itemId: number) => page.rows.filter((r) => r.houseId === w.houses[houseIndex]!.id && r.itemId === itemId).sort((a, b) => a.period.localeCompare(b.period));
    // C1: 89.47 × 2.30 = 205.781 → 205.78 each month.
    expect(of(0, w.items.property).map((r) => r.net)).toEqual(['205.78', '205.78', '205.78']);
    // C2: 100.05 × 1.55 = 155.0775 → 155.08 per month, three lines = 465.24 (not 465.23).
    expect(of(1, w.items.property).map((r) => r.net)).toEqual(['155.08', '155.08', '155.08']);
    // Vacant house at 50 %: 100 × 1.55 × 0.5 = 77.50.
    expect(of(2, w.items.property).map((r) => r.net)).toEqual(['77.50', '77.50', '77.50']);
    expect(of(0, w.items.parking).map((r) => [r.net, r.targetType])).toEqual([['150.00', 'parking'], ['150.00', 'parking'], ['150.00', 'parking']]);
    // Water without an audited reading: 待计费 with no amount; a one-off item is not in a normal run.
    expect(of(1, w.items.water).map((r) => [r.status, r.net])).toEqual([['pending_calc', null], ['pending_calc', null], ['pending_calc', null]]);
    expect(of(0, w.items.once)).toEqual([]);
    expect(page.rows.filter((r) => r.net !== null).every((r) => r.status === 'pending_audit')).toBe(true);
    expect(first.linesCreated).toBe(15);
    expect(first.amount).toBe('1765.08');
    expect(page.sumNet).toBe('1765.08');

    const again = await run(w, { kind: 'normal', periodFrom: '2024-01', periodTo: '2024-03' });
    expect(again).toMatchObject({ state: 'done', linesCreated: 0, linesSkipped: 15, amount: '0.00' });
    const events = await t.as(w.clerk).get<unknown[]>(`/api/charging/lines/${page.rows[0]!.id}/events`);
    expect(events.body.data).toEqual([expect.objectContaining({ action: 'create', toStatus: page.rows[0]!.status === 'pending_calc' ? 'pending_calc' : 'pending_audit' })]);
  });

  it('prorates a binding starting inside the month by actual days (C3: 14/31 → 92.93)', async () => {
    const db = t.database.db;
    const x = await buildChargingWorld(db, [{ buildArea: '89.47' }]);
    await addStandard(db, x, { itemId: x.items.property, code: 'WY', unitPrice: '2.3000' });
    await bind(db, x, x.houses[0]!.id, x.items.property, 'WY', '2024-03-18');
    await run(x, { kind: 'normal', periodFrom: '2024-02', periodTo: '2024-04' });
    const page = await lines(x);
    expect(page.rows.map((r) => [r.period, r.net, r.fraction]).sort()).toEqual([
      ['2024-03', '92.93', '14/31'],
      ['2024-04', '205.78', null],
    ]);
  });

  it('bills a mid-month run from dateFrom to dateTo (C3) and then the month is billed', async () => {
    const db = t.database.db;
    const x = await buildChargingWorld(db, [{ buildArea: '89.47' }]);
    await addStandard(db, x, { itemId: x.items.property, code: 'WY', unitPrice: '2.3000', proration: 'days30' });
    await bind(db, x, x.houses[0]!.id, x.items.property, 'WY');
    const mid = await run(x, { kind: 'mid_month', periodFrom: '2024-03', dateFrom: '2024-03-18', dateTo: '2024-03-31' });
    expect(mid.linesCreated).toBe(1);
    // C4: the 30-day convention, 205.781 × 14/30 = 96.03.
    expect((await lines(x)).rows.map((r) => [r.net, r.periodFrom, r.periodTo])).toEqual([['96.03', '2024-03-18', '2024-03-31']]);
    expect(await run(x, { kind: 'normal', periodFrom: '2024-03' })).toMatchObject({ linesCreated: 0, linesSkipped: 1 });
  });

  it('recomputes a 待计费 usage line once its reading is audited (C5 tiered 143.56)', async () => {
    const db = t.database.db;
    const page = await lines(w, { itemId: w.items.water, period: '2024-01' });
    const line = page.rows[0]!;
    const [meter] = await db.select().from(schema.meters).where(eq(schema.meters.code, `M${w.companyId}`));
    await addReading(db, w, meter!.id, '2024-02', '10.0', 'W');
    await addReading(db, w, meter!.id, '2024-01', '34.6');
    expect(page.rows.length).toBe(1);
    const answer = await t.as(w.clerk).post('/api/charging/lines/recompute', { ids: [line.id] });
    expect(answer.body.data).toEqual({ moved: 1, status: 'pending_audit' });
    const after = (await lines(w, { itemId: w.items.water, period: '2024-01' })).rows[0]!;
    expect(after).toMatchObject({ status: 'pending_audit', net: '143.56', quantity: '34.6' });
    // February's reading is not audited: the line stays 待计费.
    const feb = (await lines(w, { itemId: w.items.water, period: '2024-02' })).rows[0]!;
    expect((await t.as(w.clerk).post('/api/charging/lines/recompute', { ids: [feb.id] })).body.data).toEqual({ moved: 0, status: 'pending_audit' });
    const refused = await t.as(w.clerk).post('/api/charging/lines/recompute', { ids: [after.id] });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('只能重新计算待计费的费用');
  });

  it('bills one-off items in an other run, once', async () => {
    const x = await run(w, { kind: 'other', periodFrom: '2024-05', itemIds: [w.items.once] });
    expect(x).toMatchObject({ linesCreated: 1 });
    expect((await lines(w, { runId: x.id })).rows.map((r) => r.net)).toEqual(['300.00']);
    expect(await run(w, { kind: 'other', periodFrom: '2024-05', itemIds: [w.items.once] })).toMatchObject({ linesCreated: 0, linesSkipped: 1 });
  });

  it('bills completed work orders (labour + material) once in a service run', async () => {
    const db = t.database.db;
    const h = w.houses[0]!.id;
    const dispatch = async (orderNo: string, status: string) => {
      const [row] = await db
        .insert(schema.dispatches)
        .values({ companyId: w.companyId, orderNo, houseId: h, workType: '1', content: '换水龙头', handlerId: w.clerk.id, plannedAt: '2024-03-02 10:00:00', finishedAt: '2024-03-02 12:00:00', status, laborCost: '50.00', materialCost: '35.50' })
        .returning({ id: schema.dispatches.id });
      return row!.id;
    };
    const done = await dispatch(`PG${w.companyId}-1`, '3');
    const open = await dispatch(`PG${w.companyId}-2`, '2');
    const x = await run(w, { kind: 'service', periodFrom: '2024-03', dispatchIds: [done, open], serviceItemId: w.items.service });
    expect(x).toMatchObject({ total: 1, linesCreated: 1, amount: '85.50' });
    expect((await lines(w, { runId: x.id })).rows[0]).toMatchObject({ targetType: 'service', net: '85.50', status: 'pending_audit' });
    expect(await run(w, { kind: 'service', periodFrom: '2024-04', dispatchIds: [done], serviceItemId: w.items.service })).toMatchObject({ total: 0, linesCreated: 0 });
  });

  it("keeps each company's runs and lines to itself", async () => {
    const mine = (await t.as(w.clerk).post<{ rows: Run[] }>('/api/charging/runs/list', {})).body.data.rows;
    expect(mine.length).toBeGreaterThan(0);
    expect((await t.as(other.clerk).get(`/api/charging/runs/${mine[0]!.id}`)).status).toBe(404);
    const theirs = await t.as(other.clerk).post('/api/charging/lines/list', { estateId: w.estateId });
    expect(LinePage.parse(theirs.body.data).total).toBe(0);
    expect((await storedLines(t.database.db, other.companyId)).length).toBe(0);
  });
});

describe('the runs list', () => {
  it('pages runs started together by id, the latest first, with the estate and the starter beside', async () => {
    const at = new Date('2024-05-01T02:00:00Z');
    const base = { companyId: other.companyId, estateId: other.estateId, kind: 'other', periodFrom: '2024-05', periodTo: '2024-05', scope: {}, state: 'done', createdBy: other.clerk.id, createdAt: at };
    const ids = (await t.database.db.insert(schema.billRuns).values([base, base, base]).returning()).map((x) => x.id);
    const page = async (n: number) => (await t.as(other.clerk).post<{ total: number; rows: Run[] }>('/api/charging/runs/list', { kind: 'other', page: n, size: 2 })).body.data;
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((x) => x.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(first.rows[0]).toMatchObject({ estateName: expect.any(String) as unknown, createdByName: other.clerk.name });
  });
});
