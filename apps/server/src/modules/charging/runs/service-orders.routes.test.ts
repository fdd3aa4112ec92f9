import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillRun, LinePage } from '@pm/contracts';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../../test/factories/charging';
import { paidServiceOrder } from '../../../../test/factories/workorders';

// 服务计费 of finished 有偿服务 work orders: listed with their 完工 figures, billed once as a line waiting for 计费审核.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
type Run = ReturnType<typeof BillRun.parse>;
type Billable = { id: number; number: string; houseName: string; labour: string; materials: string; total: string };

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;

async function finished(world: ChargingWorld, id: number): Promise<Run> {
  for (let i = 0; i < 400; i++) {
    const { body } = await t.as(world.clerk).get<Run>(`/api/charging/runs/${id}`);
    if (body.data.state !== 'running') return BillRun.parse(body.data);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('run did not finish');
}

const start = (world: ChargingWorld, body: object) =>
  t
    .as(world.clerk)
    .post<Run>('/api/charging/runs', {
      estateId: world.estateId,
      kind: 'service',
      periodFrom: '2026-03',
      serviceItemId: world.items.service,
      ...body,
    });

async function billable(world: ChargingWorld, estateId = world.estateId) {
  const { status, body } = await t
    .as(world.clerk)
    .post<{ total: number; rows: Billable[] }>('/api/charging/service/work-orders', { estateId, size: 50 });
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const linesOf = async (orderId: number) => [
  ...(await t.database.db.execute<{ net: string; generation: number; bill_key: string }>(
    sql`select net::text, generation, bill_key from bill_lines where work_order_id = ${orderId}`,
  )),
];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{}, {}]);
  other = await buildChargingWorld(t.database.db, [{}]);
});
afterAll(() => t.close());

describe('服务计费 of 有偿服务 work orders', () => {
  it('lists finished orders with labour, materials and total as exact decimals; bills each once, waiting for 计费审核', async () => {
    const db = t.database.db;
    // 人工 30 × 1.5 = 45.00 and 上门费 20.00; 材料 0.3333 × 3 = 1.00 and 12.345 × 1 = 12.35: total 78.35.
    const order = await paidServiceOrder(db, w.companyId, w.houses[0]!.id, [
      ['labour', '人工', '30', '1.5'],
      ['visit_fee', '上门费', '20', '1'],
      ['material', '密封圈', '0.3333', '3'],
      ['material', '水龙头', '12.345', '1'],
    ]);
    const notFinished = await paidServiceOrder(db, w.companyId, w.houses[1]!.id, [['labour', '人工', '10', '1']], {
      state: 'working',
    });
    const theirs = await paidServiceOrder(db, other.companyId, other.houses[0]!.id, [['labour', '人工', '10', '1']]);

    const listed = await billable(w);
    expect(listed.rows).toEqual([
      expect.objectContaining({
        id: order.id,
        number: order.number,
        houseName: '1栋0001',
        labour: '65.00',
        materials: '13.35',
        total: '78.35',
      }),
    ]);
    expect((await billable(other, w.estateId)).total).toBe(0);

    const answer = await start(w, { workOrderIds: [order.id, notFinished.id, theirs.id] });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await finished(w, answer.body.data.id)).toMatchObject({
      state: 'done',
      total: 1,
      linesCreated: 1,
      amount: '78.35',
    });
    const { body } = await t
      .as(w.clerk)
      .post('/api/charging/lines/list', { estateId: w.estateId, runId: answer.body.data.id, size: 50 });
    expect(LinePage.parse(body.data).rows).toEqual([
      expect.objectContaining({
        targetType: 'service',
        targetName: order.number,
        net: '78.35',
        unitPrice: '78.35',
        status: 'pending_audit',
        itemId: w.items.service,
      }),
    ]);
    expect(await linesOf(theirs.id)).toEqual([]);

    expect((await billable(w)).total).toBe(0);
    const again = await start(w, { workOrderIds: [order.id], serviceItemId: w.items.once });
    expect(await finished(w, again.body.data.id)).toMatchObject({ total: 0, linesCreated: 0 });
    expect(await linesOf(order.id)).toHaveLength(1);
  });

  it('asks for the orders and the item in Chinese', async () => {
    const { status, body } = await t
      .as(w.clerk)
      .post<unknown>('/api/charging/runs', {
        estateId: w.estateId,
        kind: 'service',
        periodFrom: '2026-03',
        serviceItemId: w.items.service,
      });
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('请选择工单或派工单');
  });

  it('refuses a second generation-0 line of an order whatever its key (the database constraint)', async () => {
    const order = await paidServiceOrder(t.database.db, w.companyId, w.houses[1]!.id, [['labour', '人工', '10', '1']]);
    const insert = (key: string) =>
      t.database.db
        .execute(sql`insert into bill_lines (company_id, estate_id, house_id, item_id, target_type, target_id, period, period_from, period_to, bill_key, quantity, unit_price, gross, net, due_date, status, work_order_id)
        values (${w.companyId}, ${w.estateId}, ${w.houses[1]!.id}, ${w.items.service}, 'service', ${order.id}, '2026-03', '2026-03-01', '2026-03-31', ${key}, 1, 10, 10, 10, '2026-03-01', 'pending_audit', ${order.id})`);
    await insert('k1');
    await expect(insert('k2')).rejects.toThrow();
    expect(await linesOf(order.id)).toHaveLength(1);
  });
});

describe.skipIf(!onPostgres)('service runs racing on one work order (PostgreSQL)', () => {
  it('write exactly one line', async () => {
    const order = await paidServiceOrder(t.database.db, w.companyId, w.houses[0]!.id, [
      ['material', '灯泡', '15.5', '2'],
    ]);
    const a = await start(w, { workOrderIds: [order.id] });
    // Let a second run start while the first is writing (as after a stale first run), under another item.
    await t.database.db.execute(sql`update bill_runs set state = 'done' where id = ${a.body.data.id}`);
    const b = await start(w, { workOrderIds: [order.id], serviceItemId: w.items.once });
    expect(b.status).toBe(200);
    await t.database.db.execute(
      sql`update bill_runs set state = 'running' where id = ${a.body.data.id} and finished_at is null`,
    );
    const [ra, rb] = await Promise.all([finished(w, a.body.data.id), finished(w, b.body.data.id)]);
    expect(ra.linesCreated + rb.linesCreated).toBe(1);
    expect(await linesOf(order.id)).toEqual([{ net: '31.00', generation: 0, bill_key: `wo:${order.id}` }]);
  });

  it('wait for a 退单 holding the order, then leave the returned order out', async () => {
    const db = t.database.db;
    const order = await paidServiceOrder(db, w.companyId, w.houses[1]!.id, [['labour', '人工', '12', '1']]);
    const run = await db.transaction(async (tx) => {
      await tx.execute(sql`select id from work_orders where id = ${order.id} for update`);
      const started = await start(w, { workOrderIds: [order.id] });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      // The run computed its line and now waits for the order's row before writing it.
      for (let i = 0; ; i++) {
        const [waiting] = await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and query like '%from work_orders w where w.id = any%'`);
        if (waiting!.n > 0) break;
        if (i > 400) throw new Error('the run never waited for the order');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await tx.execute(sql`update work_orders set state = 'accepted', charge = null where id = ${order.id}`);
      return started.body.data.id;
    });
    expect(await finished(w, run)).toMatchObject({ state: 'done', linesCreated: 0 });
    expect(await linesOf(order.id)).toEqual([]);
  });
});
