import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { ownerAccountEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { addOwner, approvalDoc, ownerEvent } from '../../../test/factories/owners';
import { buildUser } from '../../../test/factories/users';

// 公共账户 and 维修资金 through HTTP: entries append-only with exact balances, shares by area × rate,
// interest by balance to the fen, a withdrawal only after a passed item-5 vote and a finished
// approval document, the house statement, and another company kept out.

let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{ buildArea: '89.50' }, { buildArea: '120.25' }, { buildArea: '70.00' }]);
  other = await buildChargingWorld(t.database.db, [{}]);
});
afterAll(() => t.close());

const entryCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.ownerAccountEntries).where(eq(schema.ownerAccountEntries.companyId, w.companyId)))[0]!.n;
const ok = async (url: string, body: Record<string, unknown>) => {
  const res = await t.as(w.clerk).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};
const refused = async (url: string, body: Record<string, unknown>, status: number, msg: string) => {
  const before = await entryCount();
  const res = await t.as(w.clerk).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.msg).toBe(msg);
  expect(await entryCount()).toBe(before);
};
const house = (i: number) => w.houses[i]!.id;

describe('access', () => {
  it('needs a session and a staff role; checks the fields; keeps another company out', async () => {
    expect((await t.call({ method: 'GET', url: `/api/owners/accounts/public?estateId=${w.estateId}` })).status).toBe(401);
    const gov = await buildUser(t.database.db, { companyId: w.companyId, role: 'gov' });
    expect((await t.as(gov).get(`/api/owners/accounts/public?estateId=${w.estateId}`)).status).toBe(403);
    const bad = await t.as(w.clerk).post('/api/owners/accounts/public/income', { estateId: w.estateId, kind: 'rent', amount: '10.005', summary: '租金', sourceDoc: 'ZL-1' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('金额最多2位小数');
    await refused('/accounts/public/income', { estateId: other.estateId, kind: 'rent', amount: '10.00', summary: '租金', sourceDoc: 'ZL-1' }, 404, '楼盘不存在');
    await refused('/repair-fund/deposit', { houseId: other.houses[0]!.id, amount: '10.00', sourceDoc: 'JC-1' }, 404, '房屋不存在');
    expect((await t.as(other.clerk).get(`/api/owners/repair-fund/statement?houseId=${house(0)}`)).status).toBe(404);
    expect((await t.as(other.clerk).get(`/api/owners/accounts/public?estateId=${w.estateId}`)).status).toBe(404);
  });
});

describe('公共账户', () => {
  it('takes income with its source document and spending within the balance, newest first', async () => {
    const income = e.publicIncome.output.parse(await ok('/accounts/public/income', { estateId: w.estateId, kind: 'advertising', amount: '1200.00', entryDate: '2026-10-08', summary: '电梯广告10月', sourceDoc: 'GG-2026-10' }));
    expect(income).toMatchObject({ seq: 1, kind: 'income', categoryName: '广告收益', amount: '1200.00', balanceAfter: '1200.00', sourceDoc: 'GG-2026-10' });
    await ok('/accounts/public/income', { estateId: w.estateId, kind: 'parking', amount: '305.5', summary: '地面停车10月', sourceDoc: 'TC-2026-10' });
    const spent = e.publicSpending.output.parse(await ok('/accounts/public/spending', { estateId: w.estateId, kind: 'repair', amount: '505.50', summary: '大门维修', sourceDoc: 'FP-0098' }));
    expect(spent).toMatchObject({ seq: 3, kind: 'spending', amount: '-505.50', balanceAfter: '1000.00' });
    await refused('/accounts/public/spending', { estateId: w.estateId, kind: 'repair', amount: '1000.01', summary: '围墙', sourceDoc: 'FP-0099' }, 409, '支出金额超过公共账户余额（余额1000.00元）');
    await refused('/accounts/public/income', { estateId: w.estateId, kind: 'repair', amount: '1.00', summary: '错', sourceDoc: 'X' }, 400, '收益类别不正确');
    const page = e.publicAccount.output.parse((await t.as(w.clerk).get(`/api/owners/accounts/public?estateId=${w.estateId}`)).body.data);
    expect(page).toMatchObject({ balance: '1000.00', income: '1505.50', spending: '505.50', total: 3 });
    expect(page.rows.map((r) => r.seq)).toEqual([3, 2, 1]);
    const second = e.publicAccount.output.parse((await t.as(w.clerk).get(`/api/owners/accounts/public?estateId=${w.estateId}&page=2&size=2`)).body.data);
    expect([second.total, second.rows.map((r) => r.seq)]).toEqual([3, [1]]);
    expect(second.rows[0]).toMatchObject({ houseId: null, houseCode: null, summary: '电梯广告10月', entryDate: '2026-10-08' });
  });

  it('refuses to update or delete an entry by direct SQL', async () => {
    const refusal = async (q: ReturnType<typeof sql>) => {
      const error = await t.database.db.execute(q).then(() => null, (e: unknown) => e as { cause?: { message?: string } });
      return error?.cause?.message ?? 'written';
    };
    expect(await refusal(sql`update owner_account_entries set amount = 1 where company_id = ${w.companyId}`)).toMatch(/append-only/);
    expect(await refusal(sql`delete from owner_account_entries where company_id = ${w.companyId}`)).toMatch(/append-only/);
    expect(await refusal(sql`update owner_accounts set balance = 0 where company_id = ${w.companyId}`)).toMatch(/only through their entries/);
    expect(await entryCount()).toBe(3);
  });
});

describe('维修资金', () => {
  it('lists every live house by code before any account is opened, a page after another', async () => {
    const url = (q: string) => `/api/owners/repair-fund/houses?estateId=${w.estateId}&${q}`;
    const list = async (q: string) => e.repairHouses.output.parse((await t.as(w.clerk).get(url(q))).body.data);
    const [all, first, second] = [await list('size=10'), await list('size=2&page=1'), await list('size=2&page=2')];
    expect([all.total, first.total, second.total]).toEqual([3, 3, 3]);
    expect([...first.rows, ...second.rows]).toEqual(all.rows);
    expect(all.rows.map((r) => r.houseId)).toEqual([house(0), house(1), house(2)]);
    expect(all.rows[0]).toMatchObject({ houseCode: w.houses[0]!.code, area: '89.50', rate: null, due: '0.00', deposited: '0.00', balance: '0.00' });
    expect(all.rows[0]!.buildingName).toBeTruthy();
  });

  it('sets each house’s due to area × rate and lists the ledger per house', async () => {
    const shares = e.repairShares.output.parse(await ok('/repair-fund/shares', { estateId: w.estateId, rate: '55.5' }));
    // 89.50 × 55.5 = 4967.25; 120.25 × 55.5 = 6673.875 → 6673.88; 70 × 55.5 = 3885.00
    expect(shares).toEqual({ estateId: w.estateId, rate: '55.5', houses: 3, totalDue: '15526.13' });
    const list = e.repairHouses.output.parse((await t.as(w.clerk).get(`/api/owners/repair-fund/houses?estateId=${w.estateId}`)).body.data);
    expect(list.rows.map((r) => [r.area, r.due, r.balance])).toEqual([['89.50', '4967.25', '0.00'], ['120.25', '6673.88', '0.00'], ['70.00', '3885.00', '0.00']]);
    expect(list.totalDue).toBe('15526.13');
  });

  it('takes deposits and splits interest by balance so the parts sum to the interest exactly', async () => {
    await ok('/repair-fund/deposit', { houseId: house(0), amount: '1000.00', sourceDoc: 'JC-001' });
    await ok('/repair-fund/deposit', { houseId: house(1), amount: '1000.00', sourceDoc: 'JC-002' });
    await ok('/repair-fund/deposit', { houseId: house(2), amount: '1000.00', sourceDoc: 'JC-003' });
    const interest = e.repairInterest.output.parse(await ok('/repair-fund/interest', { estateId: w.estateId, amount: '100.00', summary: '2026年度利息' }));
    expect(interest.parts.map((p) => p.amount)).toEqual(['33.34', '33.33', '33.33']);
    const list = e.repairHouses.output.parse((await t.as(w.clerk).get(`/api/owners/repair-fund/houses?estateId=${w.estateId}`)).body.data);
    expect(list).toMatchObject({ totalDeposited: '3000.00', totalBalance: '3100.00' });
    expect(list.rows.map((r) => [r.rate, r.deposited, r.balance])).toEqual([['55.5000', '1000.00', '1033.34'], ['55.5000', '1000.00', '1033.33'], ['55.5000', '1000.00', '1033.33']]);
    await refused('/repair-fund/interest', { estateId: other.estateId, amount: '1.00', summary: '利息' }, 404, '楼盘不存在');
  });

  it('refuses a withdrawal without a passed item-5 vote or a finished approval, then pays one by area', async () => {
    const finished = await approvalDoc(t.database.db, w.companyId);
    const running = await approvalDoc(t.database.db, w.companyId, 'running');
    // Every house has an owner: two owners, both take part and agree on item 5.
    const a = await addOwner(t.database.db, w.companyId, '张一');
    const b = await addOwner(t.database.db, w.companyId, '李二');
    await ownerEvent(t.database.db, w.companyId, house(0), a);
    await ownerEvent(t.database.db, w.companyId, house(1), a);
    await ownerEvent(t.database.db, w.companyId, house(2), b);
    const vote = async (matterClass: string, choice: 'agree' | 'disagree', close = true) => {
      const v = (await ok('/votes', { estateId: w.estateId, title: `更换电梯${matterClass}${choice}`, matterClass, startsOn: '2026-11-01', endsOn: '2026-11-30' })) as { id: number };
      for (const ownerId of [a, b]) await ok(`/votes/${v.id}/ballots`, { ownerId, choice });
      if (close) await ok(`/votes/${v.id}/close`, {});
      return v.id;
    };
    const body = (voteId: number, wfDocId = finished) => ({ estateId: w.estateId, voteId, wfDocId, project: '1栋电梯更换', amount: '310.00' });
    await refused('/repair-fund/withdrawals', body(await vote('5', 'agree', false)), 409, '表决尚未结束，不能使用维修资金');
    await refused('/repair-fund/withdrawals', body(await vote('5', 'disagree')), 409, '表决未通过，不能使用维修资金');
    await refused('/repair-fund/withdrawals', body(await vote('4', 'agree')), 409, '该表决不是“使用建筑物及其附属设施的维修资金”事项，不能使用维修资金');
    const passed = await vote('5', 'agree');
    await refused('/repair-fund/withdrawals', body(passed, running), 409, '审批公文尚未完结，不能使用维修资金');
    await refused('/repair-fund/withdrawals', { ...body(passed), amount: '3100.01' }, 409, '1户维修资金余额不足，不能使用');
    const paid = e.repairWithdraw.output.parse(await ok('/repair-fund/withdrawals', body(passed)));
    // 310.00 by 89.50 : 120.25 : 70.00 (Σ 279.75) = 99.18 / 133.25 / 77.57 to the fen, summing to 310.00.
    expect(paid.parts.map((p) => p.amount)).toEqual(['99.18', '133.25', '77.57']);
    await refused('/repair-fund/withdrawals', body(passed), 409, '该表决已用于一次维修资金使用，不能重复使用');
    const statement = e.repairStatement.output.parse((await t.as(w.clerk).get(`/api/owners/repair-fund/statement?houseId=${house(1)}`)).body.data);
    expect(statement).toMatchObject({ due: '6673.88', deposited: '1000.00', interest: '33.33', withdrawn: '133.25', balance: '900.08' });
    expect(statement.house.ownerNames).toBe('张一');
    expect(statement.rows.map((r) => [r.kindName, r.amount, r.balanceAfter])).toEqual([
      ['交存', '1000.00', '1000.00'],
      ['增值分配', '33.33', '1033.33'],
      ['使用', '-133.25', '900.08'],
    ]);
    const list = e.repairWithdrawals.output.parse((await t.as(w.clerk).get(`/api/owners/repair-fund/withdrawals?estateId=${w.estateId}`)).body.data);
    expect(list.rows).toHaveLength(1);
    expect(list.rows[0]).toMatchObject({ amount: '310.00', houses: 3, voteId: passed, wfDocId: finished });
  });

  it('exports the per-house ledger with its totals and a house statement as workbooks; another company gets 404', async () => {
    const sheet = async (url: string, payload: Record<string, unknown>, as = w.clerk) => {
      const res = await t.app.inject({ method: 'POST', url: `/api/owners${url}`, headers: await t.as(as).headers(), payload: { ...payload, usage: '业主查询', auditor: '王经理', auditDate: '2026.11.30' } });
      if (res.statusCode !== 200) return { status: res.statusCode, rows: [] as unknown[][] };
      expect(res.headers['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      return { status: 200, rows };
    };
    const houses = await sheet('/repair-fund/houses/export', { estateId: w.estateId });
    expect(houses.rows[0]).toEqual(['房屋编号', '房屋名称', '楼宇', '建筑面积（㎡）', '单价（元/㎡）', '应交', '已交', '余额']);
    expect(houses.rows).toHaveLength(w.houses.length + 2);
    const page = e.repairHouses.output.parse((await t.as(w.clerk).get(`/api/owners/repair-fund/houses?estateId=${w.estateId}`)).body.data);
    expect(houses.rows.at(-1)!.slice(5)).toEqual([page.totalDue, page.totalDeposited, page.totalBalance]);
    const statement = await sheet('/repair-fund/statement/export', { houseId: house(1) });
    expect(statement.rows.slice(1, -1).map((r) => [r[2], r[5] ?? '', r[6] ?? '', r[7]])).toEqual([
      ['交存', '1000.00', '', '1000.00'],
      ['增值分配', '33.33', '', '1033.33'],
      ['使用', '', '133.25', '900.08'],
    ]);
    expect((await sheet('/repair-fund/statement/export', { houseId: house(1) }, other.clerk)).status).toBe(404);
    expect((await sheet('/repair-fund/houses/export', { estateId: w.estateId }, other.clerk)).status).toBe(404);
  });
});
