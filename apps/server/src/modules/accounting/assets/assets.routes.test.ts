import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { assetEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../../test/factories/users';
import { buildBook } from '../../../../test/factories/assets-book';
import { readXlsx } from '../../../../test/factories/records';

// 固定资产 over HTTP: cards, the monthly run (A14-A16), disposal, scope and bad input.

let t: TestApp;
let clerk: TestUser;
let outsider: TestUser;
let gov: TestUser;
let otherCompanyId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  await buildBook(t.database.db, company.id, { startPeriod: '2024-03', periods: ['2024-03', '2024-04', '2024-05'] });
  clerk = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '会计甲' });
  gov = await buildUser(t.database.db, { companyId: company.id, role: 'gov' });
  const other = await buildCompany(t.database.db);
  otherCompanyId = other.id;
  await buildBook(t.database.db, other.id, { startPeriod: '2024-01', periods: ['2024-01'] });
  outsider = await buildUser(t.database.db, { companyId: other.id, role: 'emp' });
});
afterAll(() => t.close());

const ok = async <T>(res: Promise<{ status: number; body: { data?: unknown; msg: string } }>, parse: (d: unknown) => T) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return parse(r.body.data);
};
const createAsset = (body: Record<string, unknown>) => ok(t.as(clerk).post(e.createAsset.path, body), (d) => e.createAsset.output.parse(d));
const run = (period: string, who = clerk) => t.as(who).post(e.runDepreciation.path, { period });

let a14: number;
let a15: number;

describe('资产卡片', () => {
  it('answers 401 without a session, 403 to another role and 400 naming a bad field', async () => {
    expect((await t.call({ method: 'POST', url: e.listAssets.path, payload: {} })).status).toBe(401);
    expect((await t.as(gov).post(e.listAssets.path, {})).status).toBe(403);
    const bad = await t.as(clerk).post(e.createAsset.path, { code: 'X1', name: '坏卡', acquiredOn: '2024-03-15', cost: '-1', residualRate: '0.05', lifeMonths: 60, method: 1 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('cost');
    const badRate = await t.as(clerk).post(e.createAsset.path, { code: 'X1', name: '坏卡', acquiredOn: '2024-03-15', cost: '100', residualRate: '1.5', lifeMonths: 60, method: 1 });
    expect(badRate.status).toBe(400);
    expect(badRate.body.msg).toContain('残值率');
  });

  it('creates a category and cards; the expense subject defaults to 管理费用-折旧费', async () => {
    const cat = await ok(t.as(clerk).post(e.createAssetCategory.path, { name: '电子设备', lifeMonths: 60, residualRate: '0.05', method: 1 }), (d) => e.createAssetCategory.output.parse(d));
    expect(cat).toMatchObject({ name: '电子设备', methodName: '平均年限法', assets: 0 });
    const card = await createAsset({ code: 'A14', name: '监控主机', categoryId: cat.id, acquiredOn: '2024-03-15', cost: '12000.00', residualRate: '0.05', lifeMonths: 60, method: 1 });
    a14 = card.id;
    expect(card).toMatchObject({ expenseSubjectCode: '560201', accumulated: '0.00', netValue: '12000.00', editable: true, categoryName: '电子设备' });
    // Bought 2021-04: months 1-34 (2021-05..2024-02) fall before the book and count as opening 累计折旧.
    const old = await createAsset({ code: 'A15', name: '电梯控制柜', acquiredOn: '2021-04-10', cost: '10000.00', residualRate: '0.05', lifeMonths: 36, method: 1 });
    a15 = old.id;
    expect(old.accumulated).toBe((263.89 * 34).toFixed(2));
    const dup = await t.as(clerk).post(e.createAsset.path, { code: 'A14', name: '重复', acquiredOn: '2024-03-15', cost: '1', residualRate: '0', lifeMonths: 12, method: 1 });
    expect(dup.status).toBe(409);
    expect(dup.body.msg).toBe('资产编码已存在');
  });

  it('refuses method 2 without total work and method 3 with a life in part years', async () => {
    const r2 = await t.as(clerk).post(e.createAsset.path, { code: 'W1', name: '清洗车', acquiredOn: '2024-03-01', cost: '5000', residualRate: '0', lifeMonths: 60, method: 2 });
    expect(r2.status).toBe(400);
    expect(r2.body.msg).toBe('工作量法必须填写预计总工作量');
    const r3 = await t.as(clerk).post(e.createAsset.path, { code: 'D1', name: '发电机', acquiredOn: '2024-03-01', cost: '5000', residualRate: '0', lifeMonths: 30, method: 3 });
    expect(r3.status).toBe(400);
    expect(r3.body.msg).toContain('整年');
  });
});

describe('计提折旧', () => {
  it('A14: nothing in the month of purchase; 190.00 from the next month, voucher Dr 560201 / Cr 1602 entering 待审核', async () => {
    const march = await ok(t.as(clerk).post(e.previewDepreciation.path, { period: '2024-03' }), (d) => e.previewDepreciation.output.parse(d));
    expect(march.rows.find((r) => r.assetId === a14)).toBeUndefined();
    expect(march.rows.find((r) => r.assetId === a15)).toMatchObject({ amount: '263.89' });
    await ok(run('2024-03'), (d) => e.runDepreciation.output.parse(d));

    const preview = await ok(t.as(clerk).post(e.previewDepreciation.path, { period: '2024-04' }), (d) => e.previewDepreciation.output.parse(d));
    expect(preview).toMatchObject({ done: false, periodOpen: true, total: '453.85' });
    expect(preview.lines).toEqual([
      { summary: '计提2024-04固定资产折旧', subjectCode: '560201', debit: '453.85', credit: '0.00' },
      { summary: '计提2024-04固定资产折旧', subjectCode: '1602', debit: '0.00', credit: '453.85' },
    ]);
    const done = await ok(run('2024-04'), (d) => e.runDepreciation.output.parse(d));
    expect(done.done).toBe(true);
    expect(done.rows.map((r) => [r.code, r.amount, r.accumulatedBefore, r.netValueAfter])).toEqual([
      ['A14', '190.00', '0.00', '11810.00'],
      // A15: month 36 takes the remainder, Σ = 10,000.00 × 95 % exactly.
      ['A15', '263.85', (263.89 * 35).toFixed(2), '500.00'],
    ]);
    expect(done.voucher).toMatchObject({ status: 2, period: '2024-04', word: '记', voucherDate: '2024-04-30', total: '453.85' });
    const [v] = await t.database.db.select().from(schema.acctVouchers).where(eq(schema.acctVouchers.id, done.voucher!.id));
    expect(v).toMatchObject({ source: 'depreciation', sourceRef: 'depreciation:2024-04', makerId: clerk.id });
  });

  it('A16: the second run of a period is refused and writes nothing', async () => {
    const count = async () =>
      (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.acctDepreciations).where(eq(schema.acctDepreciations.period, '2024-04')))[0]!.n;
    const before = await count();
    const again = await run('2024-04');
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('2024-04已计提折旧，不能重复计提');
    expect(await count()).toBe(before);
    const preview = await ok(t.as(clerk).post(e.previewDepreciation.path, { period: '2024-04' }), (d) => e.previewDepreciation.output.parse(d));
    expect(preview.done).toBe(true);
    expect(preview.voucher?.lines.map((l) => l.subjectName)).toEqual(['折旧费', '累计折旧']);
  });

  it('lists cards with 累计折旧 and 净值; a depreciated card keeps its terms but may be renamed', async () => {
    const list = await ok(t.as(clerk).post(e.listAssets.path, {}), (d) => e.listAssets.output.parse(d));
    const card = list.rows.find((r) => r.id === a14)!;
    expect(card).toMatchObject({ accumulated: '190.00', netValue: '11810.00', lastPeriod: '2024-04', editable: false });
    expect(list.rows.find((r) => r.id === a15)).toMatchObject({ accumulated: '9500.00', netValue: '500.00' });
    expect(list.total).toEqual({ cost: '22000.00', accumulated: '9690.00', netValue: '12310.00' });
    const body = { code: 'A14', name: '监控主机', acquiredOn: '2024-03-15', cost: '12000.00', residualRate: '0.05', lifeMonths: 60, method: 1 };
    const changed = await t.as(clerk).put(`/api/accounting/assets/${a14}`, { ...body, cost: '13000.00' });
    expect(changed.status).toBe(409);
    expect(changed.body.msg).toContain('已计提折旧');
    const renamed = await ok(t.as(clerk).put(`/api/accounting/assets/${a14}`, { ...body, name: '监控主机(一期)' }), (d) => e.updateAsset.output.parse(d));
    expect(renamed.name).toBe('监控主机(一期)');
  });

  it('refuses a run into a period that is not open, and into a closed one', async () => {
    const notOpen = await run('2024-06');
    expect(notOpen.status).toBe(409);
    expect(notOpen.body.msg).toBe('会计期间2024-06未开启，不能生成凭证');
    await t.database.db.insert(schema.acctAssets).values({ companyId: otherCompanyId, code: 'O1', name: '外司资产', acquiredOn: '2023-11-02', cost: '1200.00', residualRate: '0', lifeMonths: 12, method: 1 });
    await t.database.db.update(schema.acctPeriods).set({ status: 'closed' }).where(and(eq(schema.acctPeriods.companyId, otherCompanyId), eq(schema.acctPeriods.period, '2024-01')));
    const closed = await run('2024-01', outsider);
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toBe('会计期间2024-01已结账，不能生成凭证');
  });

  it('disposal waits for the month’s run, then moves cost and 累计折旧 to 1606 固定资产清理', async () => {
    const early = await t.as(clerk).post(`/api/accounting/assets/${a14}/dispose`, { disposedOn: '2024-05-20' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe('请先计提2024-05的折旧，再处置该资产');
    await ok(run('2024-05'), (d) => d);
    const res = await ok(t.as(clerk).post(`/api/accounting/assets/${a14}/dispose`, { disposedOn: '2024-05-20', remark: '报废' }), (d) => e.disposeAsset.output.parse(d));
    expect(res.asset).toMatchObject({ status: 'disposed', disposedOn: '2024-05-20', accumulated: '380.00', netValue: '11620.00' });
    expect(res.voucher.lines.map((l) => [l.subjectCode, l.debit, l.credit])).toEqual([
      ['1606', '11620.00', '0.00'],
      ['1602', '380.00', '0.00'],
      ['1601', '0.00', '12000.00'],
    ]);
    expect(res.voucher.status).toBe(2);
    const twice = await t.as(clerk).post(`/api/accounting/assets/${a14}/dispose`, { disposedOn: '2024-05-21' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('该资产已处置，不能修改');
  });

  it('exports the cards as Excel', async () => {
    const res = await t.app.inject({ method: 'POST', url: e.exportAssets.path, payload: { usage: '审计', auditor: '王经理', auditDate: '2024.05.31' }, headers: await t.as(clerk).headers() });
    expect(res.statusCode).toBe(200);
    const sheet = Object.values(await readXlsx(res.rawPayload))[0]!;
    expect(sheet[0]).toContain('累计折旧');
    expect(sheet.slice(1).map((r) => [r[0], r[9], r[10]])).toEqual([
      ['A14', '380.00', '11620.00'],
      ['A15', '9500.00', '500.00'],
    ]);
  });
});

describe('another company', () => {
  it('sees none of the cards and cannot change, dispose or depreciate them', async () => {
    const list = await ok(t.as(outsider).post(e.listAssets.path, {}), (d) => e.listAssets.output.parse(d));
    expect(list.rows.map((r) => r.code)).toEqual(['O1']);
    const body = { code: 'A15', name: '偷改', acquiredOn: '2021-04-10', cost: '1.00', residualRate: '0', lifeMonths: 12, method: 1 };
    expect((await t.as(outsider).put(`/api/accounting/assets/${a15}`, body)).status).toBe(404);
    expect((await t.as(outsider).post(`/api/accounting/assets/${a15}/dispose`, { disposedOn: '2024-05-20' })).status).toBe(404);
    const [card] = await t.database.db.select().from(schema.acctAssets).where(eq(schema.acctAssets.id, a15));
    expect(card).toMatchObject({ name: '电梯控制柜', status: 'in_use' });
  });
});
