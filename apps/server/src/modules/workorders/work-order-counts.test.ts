import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { envelopeOf, WorkOrderDetail } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { buildTeam, buildTechnician } from '../../../test/factories/workorders';

// The board's totals of its state views come from work_order_state_counts (kept by triggers); every other filter
// counts rows. Both must agree with the table whatever was written: created, stepped, cancelled, moved by SQL.
// Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.

let t: TestApp;
let companyId = 0;
let dispatcher: TestUser;
let tech: TestUser;
let teamId = 0;
const o = schema.workOrders;
const OPEN = ['pending', 'assigned', 'accepted', 'arrived', 'working', 'paused'];

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  companyId = company.id;
  dispatcher = await buildUser(t.database.db, { companyId, role: 'emp', name: '派单员' });
  tech = await buildTechnician(t.database.db, companyId, '维修工');
  teamId = (await buildTeam(t.database.db, companyId, { name: '综合维修班', members: [tech] })).id;
  // another company's orders never count here
  const other = await buildCompany(t.database.db);
  const stranger = await buildUser(t.database.db, { companyId: other.id, role: 'emp' });
  await t.as(stranger).post('/api/workorders', { kind: 'repair', content: '别家的工单' });
});
afterAll(() => t.close());

const board = async (query: string) => {
  const res = await t.as(dispatcher).get<{ total: number }>(`/api/workorders?page=1&size=5&${query}`);
  expect(res.status).toBe(200);
  return res.body.data.total;
};
const counted = async (states?: string[]) =>
  Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(o).where(and(eq(o.companyId, companyId), states ? inArray(o.state, states) : undefined)))[0]!.n);

async function expectTotalsRight() {
  expect(await board('open=true')).toBe(await counted(OPEN));
  expect(await board('open=false')).toBe(await counted(['closed', 'cancelled']));
  expect(await board('')).toBe(await counted());
  for (const state of ['pending', 'assigned', 'accepted', 'cancelled']) expect([state, await board(`state=${state}`)]).toEqual([state, await counted([state])]);
  // 超时 of the open orders from the due-hour counts (and the current hour's rows)
  expect(await board('open=true&sla=overdue')).toBe(
    Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(o).where(and(eq(o.companyId, companyId), inArray(o.state, OPEN), isNotNull(o.dueAt), lte(o.dueAt, sql`now()`))))[0]!.n),
  );
  // a filter beyond state counts rows
  expect(await board('open=true&kind=complaint')).toBe(
    Number((await t.database.db.select({ n: sql<number>`count(*)::int` }).from(o).where(and(eq(o.companyId, companyId), eq(o.kind, 'complaint'), inArray(o.state, OPEN))))[0]!.n),
  );
}

describe('the board’s totals', () => {
  it('follow orders created, stepped, cancelled, and changed by SQL several at once', async () => {
    const made: number[] = [];
    for (const [i, kind] of ['repair', 'repair', 'complaint', 'paid_service', 'repair'].entries()) {
      const res = await t.as(dispatcher).post('/api/workorders', { kind, content: `第${i + 1}张工单`, ...(i % 2 === 0 ? { staffId: tech.id, teamId } : {}) });
      made.push(envelopeOf(WorkOrderDetail).parse(res.body).data!.id);
    }
    await expectTotalsRight();
    expect(await board('state=assigned')).toBe(3);
    expect((await t.as(tech).post(`/api/workorders/${made[0]}/accept`, { id: made[0] })).status).toBe(200);
    expect((await t.as(dispatcher).post(`/api/workorders/${made[1]}/cancel`, { id: made[1], reason: '业主已自行修好' })).status).toBe(200);
    await expectTotalsRight();
    expect(await board('state=cancelled')).toBe(1);
    // several rows in one statement (a tool or a migration may do so)
    await t.database.db.update(o).set({ state: 'closed' }).where(and(eq(o.companyId, companyId), inArray(o.id, [made[2]!, made[3]!])));
    await expectTotalsRight();
    expect(await board('open=false')).toBe(3);
  });

  it('count 超时 right as due times pass, move across hours, and orders close, by the API and by SQL several at once', async () => {
    const made: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const res = await t.as(dispatcher).post('/api/workorders', { kind: 'repair', content: `超时测试${i + 1}`, staffId: tech.id, teamId });
      made.push(envelopeOf(WorkOrderDetail).parse(res.body).data!.id);
    }
    const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes})`;
    // due long ago, earlier this hour or just now, and ahead: several rows per statement
    await t.database.db.update(o).set({ dueAt: ago(60 * 30) }).where(inArray(o.id, [made[0]!, made[1]!]));
    await t.database.db.update(o).set({ dueAt: ago(1) }).where(eq(o.id, made[2]!));
    await t.database.db.update(o).set({ dueAt: ago(-60 * 5) }).where(inArray(o.id, [made[3]!, made[4]!]));
    await t.database.db.update(o).set({ dueAt: null }).where(eq(o.id, made[5]!));
    await expectTotalsRight();
    const overdue = await board('open=true&sla=overdue');
    expect(overdue).toBeGreaterThanOrEqual(3);
    // a due time moved into the past, another out of it, one closed through the API, one cancelled by SQL
    await t.database.db.update(o).set({ dueAt: ago(60 * 2) }).where(eq(o.id, made[3]!));
    await t.database.db.update(o).set({ dueAt: ago(-60) }).where(eq(o.id, made[1]!));
    expect((await t.as(dispatcher).post(`/api/workorders/${made[0]}/cancel`, { id: made[0], reason: '重复报修' })).status).toBe(200);
    await t.database.db.update(o).set({ state: 'cancelled' }).where(eq(o.id, made[2]!));
    await expectTotalsRight();
    expect(await board('open=true&sla=overdue')).toBe(overdue - 2);
  });
});
