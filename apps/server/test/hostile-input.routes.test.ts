import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from './harness';

// What a hostile tester sent to the demo (issue 25, items 20 and 21): years outside 1900-2100 in a
// period, JSON true or "1abc" as an id, a negative amount in a voucher template. Each is a 400 with
// a Chinese message, and nothing is stored.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
});
afterAll(() => t.close());

const CHINESE = /[\u4e00-\u9fff]/;
const count = async (query: ReturnType<typeof sql>) => {
  const [row] = await t.database.db.execute<{ n: number }>(query);
  return Number(row?.n ?? 0);
};
/** A house of emp01's company (上海安居), its estate and a one-off (其他) charge item of the company. */
async function shanghaiHouse() {
  const [row] = await t.database.db.execute<{ house_id: number; estate_id: number; company_id: number; item_id: number }>(sql`
    select h.id::int as house_id, h.estate_id::int as estate_id, h.company_id::int as company_id,
           (select i.id::int from charge_items i where i.company_id = h.company_id order by i.id limit 1) as item_id
    from houses h join users u on u.company_id = h.company_id
    where u.username = 'emp01' and h.deleted_at is null order by h.id limit 1`);
  if (!row) throw new Error('no house of emp01');
  return { houseId: row.house_id, estateId: row.estate_id, companyId: row.company_id, itemId: row.item_id };
}

function expectRefused(res: { status: number; body: { code: number; msg: string } }) {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(400);
  expect(res.body.msg).toMatch(CHINESE);
}

describe('periods with a year outside 1900-2100', () => {
  it.each(['0000-01', '0999-12', '1899-12', '2101-01'])('折旧预览 of %s is a 400 naming the years', async (period) => {
    const res = await t.as('acc01').post('/api/accounting/depreciation/preview', { period });
    expectRefused(res);
    expect(res.body.msg).toContain('1900');
  });

  it('refuses a one-off line for 0999-12 and stores nothing', async () => {
    const h = await shanghaiHouse();
    const before = await count(sql`select count(*)::int as n from bill_lines where period < '1900'`);
    const res = await t.as('emp01').post('/api/charging/lines/other', { houseId: h.houseId, itemId: h.itemId, period: '0999-12', amount: '1.00' });
    expectRefused(res);
    expect(await count(sql`select count(*)::int as n from bill_lines where period < '1900'`)).toBe(before);
  });

  it('refuses a bill run from 0001-01 instead of storing a failed run', async () => {
    const h = await shanghaiHouse();
    const before = await count(sql`select count(*)::int as n from bill_runs`);
    const res = await t.as('emp01').post('/api/charging/runs', { estateId: h.estateId, kind: 'normal', periodFrom: '0001-01', periodTo: '0001-01' });
    expectRefused(res);
    expect(await count(sql`select count(*)::int as n from bill_runs`)).toBe(before);
  });

  it('refuses a dashboard month, a ledger span and a log day outside the years', async () => {
    expectRefused(await t.as('mgr01').get('/api/dashboards/settlement?from=0999-01&to=2026-11'));
    expectRefused(await t.as('mgr01').get('/api/dashboards/drill?source=complaints.month&key=0000-01'));
    expectRefused(await t.as('mgr01').get('/api/dashboards/drill?source=receipts.day&from=0000-01&to=0000-02'));
    expectRefused(await t.as('acc01').post('/api/accounting/ledger/general', { from: '0000-01', to: '2026-11' }));
    expectRefused(await t.as('sa01').get('/api/system-log?from=0000-01-01&to=2026-11-30'));
  });
});

describe('ids are integers, never booleans or loose text', () => {
  it('refuses a 预交 with houseId true and makes no payment on house 1', async () => {
    const before = await count(sql`select count(*)::int as n from payments where house_id = 1`);
    const res = await t.as('emp01').post('/api/settle/prepay', { houseId: true, total: '10.00', tenders: [{ method: '1', amount: '10.00' }] });
    expectRefused(res);
    expect(await count(sql`select count(*)::int as n from payments where house_id = 1`)).toBe(before);
  });

  it.each([true, '1abc', ' 1', '1.0', '1e0', '0x1', '', false])('refuses a one-off line with houseId %j and stores nothing', async (houseId) => {
    const h = await shanghaiHouse();
    const before = await count(sql`select count(*)::int as n from bill_lines`);
    const res = await t.as('emp01').post('/api/charging/lines/other', { houseId, itemId: h.itemId, period: '2026-11', amount: '1.00' });
    expectRefused(res);
    expect(await count(sql`select count(*)::int as n from bill_lines`)).toBe(before);
  });

  it('takes an id in a path or query as canonical decimal text, and refuses any other text', async () => {
    const [run] = await t.database.db.execute<{ id: number }>(sql`
      select r.id::int as id from bill_runs r join users u on u.company_id = r.company_id where u.username = 'emp01' order by r.id limit 1`);
    if (run) expect((await t.as('emp01').get(`/api/charging/runs/${run.id}`)).status).toBe(200);
    for (const bad of ['1abc', '0x1', '1.0', '1e0', '01', 'true']) expectRefused(await t.as('emp01').get(`/api/charging/runs/${bad}`));
  });
});

describe('money entered where the domain allows no negatives', () => {
  it('refuses a voucher template line of −1.00 and stores no template', async () => {
    const [subject] = await t.database.db.execute<{ id: number }>(sql`
      select s.id::int as id from acct_subjects s join users u on u.company_id = s.company_id
      where u.username = 'acc01' and s.code = '1001'`);
    const before = await count(sql`select count(*)::int as n from acct_voucher_templates`);
    const res = await t.as('acc01').post('/api/accounting/voucher-templates', {
      name: '负数模板',
      lines: [{ summary: '测试', subjectId: subject!.id, side: 'D', amount: '-1.00' }],
    });
    expectRefused(res);
    expect(res.body.msg).toContain('不能为负数');
    expect(await count(sql`select count(*)::int as n from acct_voucher_templates`)).toBe(before);
  });
});
