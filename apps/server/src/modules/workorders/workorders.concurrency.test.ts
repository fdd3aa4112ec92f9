import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { envelopeOf, WorkOrderDetail } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { buildTeam, buildTechnician } from '../../../test/factories/workorders';

// Steps at the same instant need several connections: PostgreSQL only (PGlite serves one, so it would run them in turn).
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

let t: TestApp;
let dispatcher: TestUser;
let techs: TestUser[] = [];
let teamId = 0;

describe.skipIf(!onPostgres)('工单 steps racing each other (PostgreSQL)', () => {
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const company = await buildCompany(db);
    dispatcher = await buildUser(db, { companyId: company.id, role: 'emp' });
    techs = await Promise.all(Array.from({ length: 8 }, (_, i) => buildTechnician(db, company.id, `维修工${i + 1}`)));
    teamId = (await buildTeam(db, company.id, { name: '抢单班', members: techs })).id;
  });
  afterAll(() => t.close());

  const create = async (body: object) => {
    const res = await t.as(dispatcher).post('/api/workorders', { kind: 'repair', content: '公共走廊灯不亮', ...body });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return envelopeOf(WorkOrderDetail).parse(res.body).data!;
  };
  const eventsOf = (orderId: number) => t.database.db.select().from(schema.workOrderEvents).where(eq(schema.workOrderEvents.orderId, orderId));

  it('two technicians grabbing one pooled order: exactly one wins, the other gets 409, one event', async () => {
    for (let round = 0; round < 5; round++) {
      const order = await create({ mode: 'grab', teamId });
      const pair = [techs[(2 * round) % 8]!, techs[(2 * round + 1) % 8]!];
      const answers = await Promise.all(pair.map((tech) => t.as(tech).post<unknown>(`/api/workorders/${order.id}/grab`, {})));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      const lost = answers.find((a) => a.status === 409)!.body as { errorCode: string; msg: string };
      expect(lost).toMatchObject({ errorCode: 'workorders.wrong_state', msg: '工单当前为「已接单」，不能抢单' });
      const winner = pair[answers.findIndex((a) => a.status === 200)]!;
      const events = await eventsOf(order.id);
      expect(events.filter((e) => e.action === 'grab')).toHaveLength(1);
      const [row] = await t.database.db.select().from(schema.workOrders).where(eq(schema.workOrders.id, order.id));
      expect(row).toMatchObject({ state: 'accepted', handlerId: winner.id });
    }
  });

  it('eight technicians at once on one order: one holder, seven refusals in Chinese', async () => {
    const order = await create({ mode: 'grab', teamId });
    const answers = await Promise.all(techs.map((tech) => t.as(tech).post<unknown>(`/api/workorders/${order.id}/grab`, {})));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    expect((await eventsOf(order.id)).map((e) => e.action)).toEqual(['create', 'grab']);
  });

  it('派单 racing 取消: one of them happens, the other is refused for the state the first left', async () => {
    const outcomes = new Set<string>();
    for (let round = 0; round < 6; round++) {
      const order = await create({});
      const [assign, cancel] = await Promise.all([
        t.as(dispatcher).post<unknown>(`/api/workorders/${order.id}/assign`, { staffId: techs[round]!.id, teamId }),
        t.as(dispatcher).post<unknown>(`/api/workorders/${order.id}/cancel`, { reason: '业主撤回' }),
      ]);
      const [row] = await t.database.db.select().from(schema.workOrders).where(eq(schema.workOrders.id, order.id));
      const actions = (await eventsOf(order.id)).map((e) => e.action);
      if (cancel.status === 200 && assign.status === 409) {
        // Cancelled first: the 派单 finds 已取消.
        expect(row!.state).toBe('cancelled');
        expect(actions).toEqual(['create', 'cancel']);
        outcomes.add('cancel-first');
      } else {
        // Assigned first: 取消 of an 已派单 order is still allowed, so both happen in turn.
        expect(assign.status).toBe(200);
        expect(cancel.status).toBe(200);
        expect(row!.state).toBe('cancelled');
        expect(actions).toEqual(['create', 'assign', 'cancel']);
        outcomes.add('assign-first');
      }
    }
    expect(outcomes.size).toBeGreaterThan(0);
  });
});
