import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SlaReport, slaReportEndpoints } from '@pm/contracts';
import { schema } from '@pm/db';
import { chinaToday, DEFAULT_ORDER_SETTINGS, DEFAULT_SLA_POLICIES } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { buildTeam } from '../../../test/factories/workorders';

// 工单时效报表 on seeded 紧急 orders (24×7 clocks: 接单 5 min, 完工 24 h) whose in / out of time figures are known.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
let dispatcher: TestUser;
let colleague: TestUser;
let otherDispatcher: TestUser;
let water = 0;
let green = 0;
const db = () => t.database.db;
const MIN = 60_000;
const T = Date.parse('2026-03-02T10:00:00+08:00');

async function order(
  companyId: number,
  teamId: number | null,
  at: { created?: number; accepted?: number; finished?: number },
  o: { kind?: string; state?: string } = {},
) {
  const when = (m: number | undefined) => (m === undefined ? null : new Date((at.created ?? T) + m * MIN));
  const kind = o.kind ?? 'repair';
  await db()
    .insert(schema.workOrders)
    .values({
      companyId,
      number: `GD${Math.random().toString().slice(2, 14)}`,
      kind,
      priority: 'urgent',
      state: o.state ?? (at.finished === undefined ? 'working' : 'awaiting_rating'),
      content: '水管漏水',
      teamId,
      mode: 'assign',
      settings: DEFAULT_ORDER_SETTINGS.repair,
      slaClass: kind === 'patrol' ? null : 'urgent',
      slaPolicy: kind === 'patrol' ? [] : DEFAULT_SLA_POLICIES.urgent,
      stateSince: new Date(at.created ?? T),
      acceptedAt: when(at.accepted),
      finishedAt: when(at.finished),
      createdAt: new Date(at.created ?? T),
    });
}

const range = () => ({ dateFrom: '2026-03-01', dateTo: chinaToday() });
const report = async (who: TestUser, q: Record<string, string | number> = {}) => {
  const res = await t
    .as(who)
    .get<unknown>(
      `/api/workorders/sla-report?${new URLSearchParams(Object.entries({ ...range(), ...q }).map(([k, v]): [string, string] => [k, String(v)])).toString()}`,
    );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return SlaReport.parse((res.body as { data: unknown }).data);
};

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(db(), [{}]);
  other = await buildChargingWorld(db(), [{}]);
  dispatcher = await buildUser(db(), { companyId: w.companyId, role: 'emp', name: '派单员' });
  colleague = await buildUser(db(), { companyId: w.companyId, role: 'emp', name: '保洁员', grants: [], menuStyle: 1 });
  otherDispatcher = await buildUser(db(), { companyId: other.companyId, role: 'emp' });
  water = (await buildTeam(db(), w.companyId, { name: '水电班', members: [] })).id;
  green = (await buildTeam(db(), w.companyId, { name: '绿化班', members: [] })).id;
  await order(w.companyId, water, { accepted: 3, finished: 60 }); // in time
  await order(w.companyId, water, { accepted: 10, finished: 60 }); // 接单 late
  await order(w.companyId, water, { accepted: 2, finished: 25 * 60 }); // 完工 late
  await order(w.companyId, water, { created: Date.parse('2026-02-10T10:00:00+08:00'), accepted: 2, finished: 60 }); // before the range
  await order(w.companyId, water, { accepted: 2 }); // open since March: overdue
  await order(w.companyId, green, { accepted: 1, finished: 30 }); // in time
  await order(w.companyId, green, { created: Date.now() }, { state: 'pending' }); // open, within its 5 minutes
  await order(w.companyId, null, { accepted: 1, finished: 30 }, { kind: 'patrol' }); // a task: no SLA
  await order(w.companyId, green, { accepted: 1 }, { state: 'cancelled' });
  await order(other.companyId, null, { accepted: 9, finished: 60 });
});
afterAll(() => t.close());

describe('工单时效报表', () => {
  it('counts per team the orders finished in and out of time, the share, and the open ones already overdue', async () => {
    expect(await report(dispatcher)).toEqual({
      ...range(),
      rows: [
        {
          teamId: water,
          teamName: '水电班',
          finished: 3,
          inTime: 1,
          outOfTime: 2,
          inTimeShare: '33.3',
          open: 1,
          overdue: 1,
        },
        {
          teamId: green,
          teamName: '绿化班',
          finished: 1,
          inTime: 1,
          outOfTime: 0,
          inTimeShare: '100.0',
          open: 1,
          overdue: 0,
        },
      ],
      total: { finished: 4, inTime: 2, outOfTime: 2, inTimeShare: '50.0', open: 2, overdue: 1 },
    });
  });

  it('narrows to a team and a range of China days', async () => {
    expect((await report(dispatcher, { teamId: green })).rows.map((r) => r.teamName)).toEqual(['绿化班']);
    const february = await report(dispatcher, { dateFrom: '2026-02-10', dateTo: '2026-02-10' });
    expect(february.rows).toEqual([
      {
        teamId: water,
        teamName: '水电班',
        finished: 1,
        inTime: 1,
        outOfTime: 0,
        inTimeShare: '100.0',
        open: 0,
        overdue: 0,
      },
    ]);
  });

  it('shows another company none of them, nor its teams; refuses a reversed range in Chinese and a colleague without 派工管理', async () => {
    const theirs = await report(otherDispatcher, { teamId: water });
    expect(theirs.rows).toEqual([]);
    expect((await report(otherDispatcher)).total).toMatchObject({ finished: 1, inTime: 0, outOfTime: 1 });
    const bad = await t.as(dispatcher).get<unknown>('/api/workorders/sla-report?dateFrom=2026-03-05&dateTo=2026-03-01');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('结束日期不能早于开始日期');
    expect((await t.as(colleague).get('/api/workorders/sla-report?dateFrom=2026-03-01&dateTo=2026-03-02')).status).toBe(
      403,
    );
  });

  it('exports the report as a workbook, 合计 last', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: slaReportEndpoints.exportSlaReport.path,
      payload: { ...range(), usage: '月度考核', auditor: '王经理', auditDate: '2026.03.31' },
      headers: await t.as(dispatcher).headers(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const values = book.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as unknown[]).slice(1));
    expect(values.slice(1)).toEqual([
      ['班组', '完工', '按时', '超时', '按时率(%)', '未完成', '未完成已超时'],
      ['水电班', 3, 1, 2, '33.3', 1, 1],
      ['绿化班', 1, 1, 0, '100.0', 1, 0],
      ['合计', 4, 2, 2, '50.0', 2, 1],
    ]);
  });
});
