import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
});
