import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { envelopeOf, WorkOrderDetail } from '@pm/contracts';
import { PORTAL_DEMO } from '@pm/seed';
import { createTestApp, type TestApp } from '../../../test/harness';
import { paidServiceOrder } from '../../../test/factories/workorders';
import { sweepSla } from './sla-sweep';

// The demo's finished 有偿服务 order through 服务计费, 计费审核 and the counter: billed, it can no longer be 退单;
// paid in part it waits in 待支付; paid off, the minute sweep takes the system's 支付 step once, however many sweeps run.

let t: TestApp;
let estateId = 0;
let houseId = 0;
let itemId = 0;
let demo = 0;
let owned = 0;
let unbilled = 0;

const one = async <T>(q: ReturnType<typeof sql>) => [...(await t.database.db.execute<T & Record<string, unknown>>(q))][0]!;
const detail = async (id: number) => envelopeOf(WorkOrderDetail).parse((await t.as('mgr01').get(`/api/workorders/${id}`)).body).data!;
const lineOf = async (orderId: number) =>
  Number((await one<{ id: string }>(sql`select id from bill_lines where work_order_id = ${orderId} and generation = 0`)).id);
const pay = async (lineId: number, amount: string) => {
  const res = await t.as('mgr01').post('/api/settle/pay', { houseId, settleType: '4', lineIds: [lineId], total: amount, tenders: [{ method: '1', amount }] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};
const transition = async (ids: number[], action: 'approve' | 'release') => {
  const res = await t.as('mgr01').post('/api/charging/lines/transition', { ids, action });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
  const found = await one<{ id: string; house_id: string; estate_id: string; company_id: string }>(sql`select w.id, w.house_id, h.estate_id, w.company_id
    from work_orders w join houses h on h.id = w.house_id where w.kind = 'paid_service' and w.state = 'awaiting_payment'`);
  [demo, houseId, estateId] = [Number(found.id), Number(found.house_id), Number(found.estate_id)];
  const companyId = Number(found.company_id);
  itemId = Number((await one<{ id: string }>(sql`select id from charge_items where company_id = ${companyId} and name = '特约服务'`)).id);
  const account = await one<{ id: string }>(sql`select id from portal_accounts where phone = ${PORTAL_DEMO.owner}`);
  // An order the owner reported (rates it after paying), and one never billed.
  owned = (await paidServiceOrder(t.database.db, companyId, houseId, [['labour', '人工', '50', '1']], { ownerAccountId: Number(account.id) })).id;
  unbilled = (await paidServiceOrder(t.database.db, companyId, houseId, [['labour', '人工', '10', '1']])).id;

  // 服务计费 by a clerk; 计费审核 by the manager (审批分离).
  const run = await t.as('emp01').post<{ id: number }>('/api/charging/runs', { estateId, kind: 'service', periodFrom: '2026-11', serviceItemId: itemId, workOrderIds: [demo, owned] });
  expect(run.status, JSON.stringify(run.body)).toBe(200);
  for (let i = 0; ; i++) {
    const { body } = await t.as('emp01').get<{ state: string }>(`/api/charging/runs/${run.body.data.id}`);
    if (body.data.state !== 'running') break;
    if (i > 400) throw new Error('run did not finish');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
});
afterAll(() => t.close());

describe('有偿服务: 支付 follows the paid bill line', () => {
  it('refuses 退单 of a billed order in Chinese; an unbilled one still goes back to 已接单', async () => {
    const refused = await t.as('mgr01').post(`/api/workorders/${demo}/return`, { reason: '业主不认可费用' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 1, msg: '该工单已计费，不能退单', errorCode: 'workorders.billed' });
    expect((await detail(demo)).state).toBe('awaiting_payment');
    const returned = await t.as('mgr01').post(`/api/workorders/${unbilled}/return`, { reason: '业主不认可费用' });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect((await detail(unbilled)).state).toBe('accepted');
  });

  it('leaves a line waiting for 计费审核 or paid in part in 待支付, and steps once the line is paid off', async () => {
    const [demoLine, ownedLine] = [await lineOf(demo), await lineOf(owned)];
    expect(await sweepSla(t.database.db, new Date())).toMatchObject({ paid: 0 });
    await transition([demoLine, ownedLine], 'approve');
    await transition([demoLine, ownedLine], 'release');
    await pay(demoLine, '100.00');
    await pay(ownedLine, '50.00');
    expect(await sweepSla(t.database.db, new Date())).toMatchObject({ paid: 1 });
    expect((await detail(demo)).state).toBe('awaiting_payment');
    // The owner reported it: they rate it now.
    const paidOff = await detail(owned);
    expect(paidOff.state).toBe('awaiting_rating');
    expect(paidOff.events.at(-1)).toMatchObject({ action: 'pay', actionName: '支付', from: 'awaiting_payment', to: 'awaiting_rating', actorKind: 'system' });

    await pay(demoLine, '61.30');
    // Two sweeps at once (on PostgreSQL really in parallel): one step, one event.
    const [a, b] = await Promise.all([sweepSla(t.database.db, new Date()), sweepSla(t.database.db, new Date())]);
    expect(a.paid + b.paid).toBe(1);
    const settled = await detail(demo);
    // Registered by staff, no owner to rate it: the domain sends it to 回访.
    expect(settled.state).toBe('awaiting_visit');
    expect(settled.events.filter((e) => e.action === 'pay')).toHaveLength(1);
    const receipt = await one<{ number: string }>(sql`select rc.number from receipts rc join payment_allocations a on a.payment_id = rc.payment_id
      where a.line_id = ${demoLine} order by a.id desc limit 1`);
    expect(settled.events.at(-1)).toMatchObject({ action: 'pay', actorKind: 'system', detail: { reference: receipt.number } });
    expect(await sweepSla(t.database.db, new Date())).toMatchObject({ paid: 0 });
  });
});
