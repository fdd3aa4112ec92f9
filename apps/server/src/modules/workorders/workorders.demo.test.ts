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

  it('offers the finished 有偿服务 order to 服务计费 and counts the team in 工单时效报表', async () => {
    const [paid] = await t.database.db.execute<{ id: number; estate_id: number }>(
      sql`select w.id, h.estate_id from work_orders w join houses h on h.id = w.house_id where w.kind = 'paid_service' and w.state = 'awaiting_payment'`,
    );
    const billable = await t
      .as('mgr01')
      .post<{ rows: { id: number; labour: string; materials: string; total: string }[] }>(
        '/api/charging/service/work-orders',
        { estateId: paid!.estate_id },
      );
    expect(billable.body.data.rows).toEqual([
      expect.objectContaining({ id: Number(paid!.id), labour: '65.00', materials: '96.30', total: '161.30' }),
    ]);
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const from = new Date(Date.now() - 7 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
    const report = await t
      .as('mgr01')
      .get<{ rows: { teamName: string; finished: number; open: number }[] }>(
        `/api/workorders/sla-report?dateFrom=${from}&dateTo=${today}`,
      );
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    expect(report.body.data.rows).toEqual([expect.objectContaining({ teamName: '水电维修班', finished: 3 })]);
    expect(report.body.data.rows[0]!.open).toBeGreaterThanOrEqual(7);
  });
});
