import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { envelopeOf, WorkOrderDetail, WorkOrderPage } from '@pm/contracts';
import { PORTAL_DEMO } from '@pm/seed';
import { createTestApp, type TestApp } from '../../../test/harness';

// The demo company's orders: the board of 上海公司 shows them at every stage, the portal's demo repair is one of
// them, held by a technician of 水电维修班, and the flow goes on from where the seed left it.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
});
afterAll(() => t.close());

describe('工单 demo data', () => {
  it('shows 上海公司 open orders at several stages, soonest due first, and none in 杭州公司', async () => {
    const board = envelopeOf(WorkOrderPage).parse((await t.as('mgr01').get('/api/workorders?open=true&size=50')).body).data!;
    expect(board.total).toBeGreaterThanOrEqual(8);
    expect(new Set(board.rows.map((r) => r.state))).toEqual(new Set(['pending', 'assigned', 'accepted', 'working', 'paused']));
    expect(board.rows.every((r) => r.teamName === '水电维修班')).toBe(true);
    const all = envelopeOf(WorkOrderPage).parse((await t.as('mgr01').get('/api/workorders?size=50')).body).data!;
    expect(all.rows.map((r) => r.state)).toEqual(expect.arrayContaining(['awaiting_visit', 'closed', 'cancelled']));
    const [hz] = await t.database.db.execute<{ n: number }>(sql`select count(*)::int as n from work_orders w join companies c on c.id = w.company_id where c.code = 'HZ'`);
    expect(hz!.n).toBe(0);
  });

  it('makes the portal demo repair an order its technician carries on', async () => {
    const [account] = await t.database.db.execute<{ id: number }>(sql`select id from portal_accounts where phone = ${PORTAL_DEMO.owner}`);
    const [row] = await t.database.db.execute<{ id: number; handler_id: number; record_id: number }>(
      sql`select id, handler_id, record_id from work_orders where owner_account_id = ${account!.id}`,
    );
    const [tech] = await t.database.db.execute<{ username: string }>(sql`select username from users where id = ${row!.handler_id}`);
    const order = envelopeOf(WorkOrderDetail).parse((await t.as('mgr01').get(`/api/workorders/${row!.id}`)).body).data!;
    expect(order).toMatchObject({ state: 'accepted', recordKey: 'case-accept' });
    expect(order.events.map((e) => e.action)).toEqual(['create', 'assign', 'accept']);
    const arrived = await t.as(tech!.username).post(`/api/workorders/${row!.id}/arrive`, {});
    expect(arrived.status, JSON.stringify(arrived.body)).toBe(200);
    const [record] = await t.database.db.execute<{ status: string }>(sql`select status from case_accepts where id = ${row!.record_id}`);
    expect(record!.status).toBe('2');
  });
});
