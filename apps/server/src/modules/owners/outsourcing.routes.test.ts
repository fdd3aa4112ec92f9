import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { eq, sql } from 'drizzle-orm';
import { outsourcingEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { addOwner, ownerEvent } from '../../../test/factories/owners';
import { buildUser } from '../../../test/factories/users';

// 外包管理 through HTTP: 草拟 → 表决中 (an owners' vote, item 9) → 已签订 only after the vote passed →
// payments out of the public account (immutable entries, never above the balance nor the unpaid
// amount) → 已终止 / 已到期; a failed vote sends the contract back to 草拟; another company kept out;
// parallel payments on PostgreSQL never overdraw.

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let w: ChargingWorld;
let other: ChargingWorld;
const owner: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  w = await buildChargingWorld(t.database.db, [{ buildArea: '100.00' }, { buildArea: '80.00' }]);
  other = await buildChargingWorld(t.database.db, [{}]);
  for (const [i, name] of ['张一', '李二'].entries()) {
    owner.push(await addOwner(t.database.db, w.companyId, name));
    await ownerEvent(t.database.db, w.companyId, w.houses[i]!.id, owner[i]!);
  }
  const income = { estateId: w.estateId, kind: 'advertising', amount: '20000.00', summary: '电梯广告年度', sourceDoc: 'GG-2027' };
  expect((await t.as(w.clerk).post('/api/owners/accounts/public/income', income)).status).toBe(200);
});
afterAll(() => t.close());

const ok = async (url: string, body: Record<string, unknown> = {}, as = w.clerk) => {
  const res = await t.as(as).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return e.detail.output.parse(res.body.data);
};
const snapshot = async () => {
  const db = t.database.db;
  const [c] = await db.select({ n: sql<string>`count(*) || ':' || coalesce(string_agg(status || coalesce(vote_id::text, '') || amount::text || contractor, ',' order by id), '')` }).from(schema.outsourcingContracts);
  const [en] = await db.select({ n: sql<string>`count(*) || ':' || coalesce(sum(amount), 0)` }).from(schema.ownerAccountEntries).where(eq(schema.ownerAccountEntries.companyId, w.companyId));
  return [c!.n, en!.n];
};
const refused = async (url: string, body: Record<string, unknown>, status: number, msg: string, as = w.clerk) => {
  const before = await snapshot();
  const res = await t.as(as).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.msg).toBe(msg);
  expect(await snapshot()).toEqual(before);
};
const publicBalance = async () => {
  const res = await t.as(w.clerk).get(`/api/owners/accounts/public?estateId=${w.estateId}`);
  return (res.body.data as { balance: string }).balance;
};
const terms = (contractNo: string, more: Record<string, unknown> = {}) => ({
  estateId: w.estateId,
  contractNo,
  contractor: '上海洁美保洁服务有限公司',
  serviceKind: 'cleaning',
  startsOn: '2027-01-01',
  endsOn: '2027-12-31',
  amount: '12000.00',
  paymentTerms: '按季度支付，每季度末付3000元',
  ...more,
});
const vote = async (id: number, choice: 'agree' | 'disagree') => {
  const c = await ok(`/outsourcing/${id}/vote`, { startsOn: '2026-12-01', endsOn: '2026-12-20' });
  for (const ownerId of owner) expect((await t.as(w.clerk).post(`/api/owners/votes/${c.voteId}/ballots`, { ownerId, choice })).status).toBe(200);
  expect((await t.as(w.clerk).post(`/api/owners/votes/${c.voteId}/close`, {})).status).toBe(200);
  return c;
};
const signed = async (no: string, more: Record<string, unknown> = {}) => {
  const c = await ok('/outsourcing', terms(no, more));
  await vote(c.id, 'agree');
  return ok(`/outsourcing/${c.id}/sign`, { signedOn: '2026-12-25' });
};
const pay = (amount: string, sourceDoc = 'FP-1') => ({ amount, summary: '保洁服务费', sourceDoc, entryDate: '2027-03-31' });

describe('outsourcing contracts', () => {
  it('needs a session and a staff role and keeps the fields exact', async () => {
    expect((await t.call({ method: 'GET', url: '/api/owners/outsourcing' })).status).toBe(401);
    const gov = await buildUser(t.database.db, { companyId: w.companyId, role: 'gov' });
    expect((await t.as(gov).get('/api/owners/outsourcing')).status).toBe(403);
    await refused('/outsourcing', terms('WB-X', { amount: '1.005' }), 400, 'amount：金额最多2位小数');
    await refused('/outsourcing', terms('WB-X', { endsOn: '2026-12-31' }), 400, '合同截止日期不能早于开始日期');
    await refused('/outsourcing', terms('WB-X', { serviceKind: 'cooking' }), 400, 'serviceKind：请选择服务类别');
  });

  it('is drafted, voted, signed only after the vote passed, paid out of the public account, and final once ended', async () => {
    const draft = await ok('/outsourcing', terms('WB-2027-01'));
    expect(draft).toMatchObject({ status: 'draft', statusName: '草拟', serviceKindName: '保洁', amount: '12000.00', paid: '0.00', unpaid: '12000.00', voteId: null, payments: [], publicBalance: '20000.00' });
    await refused('/outsourcing', terms('WB-2027-01'), 409, '合同编号“WB-2027-01”已存在');
    await refused(`/outsourcing/${draft.id}/sign`, {}, 409, '合同当前为“草拟”，此操作需在“表决中”状态进行');
    await refused(`/outsourcing/${draft.id}/pay`, pay('10.00'), 409, '合同当前为“草拟”，只有已签订的合同才能付款');
    const edited = await ok(`/outsourcing/${draft.id}`, terms('WB-2027-01', { amount: '12000.40' }));
    expect(edited.unpaid).toBe('12000.40');

    const voting = await ok(`/outsourcing/${draft.id}/vote`, { startsOn: '2026-12-01', endsOn: '2026-12-20' });
    expect(voting).toMatchObject({ status: 'voting', statusName: '表决中', voteTitle: '关于选聘上海洁美保洁服务有限公司提供保洁服务的表决', voteStatus: 'open' });
    const [v] = await t.database.db.select({ matterClass: schema.ownerVotes.matterClass, description: schema.ownerVotes.description }).from(schema.ownerVotes).where(eq(schema.ownerVotes.id, voting.voteId!));
    expect(v).toMatchObject({ matterClass: '9' });
    expect(v!.description).toContain('合同金额12000.40元');
    await refused(`/outsourcing/${draft.id}`, terms('WB-2027-01', { amount: '1.00' }), 409, '合同当前为“表决中”，此操作需在“草拟”状态进行');
    await refused(`/outsourcing/${draft.id}/sign`, {}, 409, '合同的业主表决尚未结束');
    for (const ownerId of owner) expect((await t.as(w.clerk).post(`/api/owners/votes/${voting.voteId}/ballots`, { ownerId, choice: 'agree' })).status).toBe(200);
    expect((await t.as(w.clerk).post(`/api/owners/votes/${voting.voteId}/close`, {})).status).toBe(200);
    await refused(`/outsourcing/${draft.id}/redraft`, {}, 409, '合同的业主表决已通过，不能退回草拟');
    const contract = await ok(`/outsourcing/${draft.id}/sign`, { signedOn: '2026-12-25' });
    expect(contract).toMatchObject({ status: 'signed', statusName: '已签订', signedOn: '2026-12-25', votePassed: true });

    const first = await ok(`/outsourcing/${draft.id}/pay`, pay('3000.10', 'FP-Q1'));
    expect(first).toMatchObject({ paid: '3000.10', unpaid: '9000.30', publicBalance: '16999.90' });
    expect(first.payments.map((p) => [p.instalment, p.amount, p.balanceAfter, p.categoryName, p.sourceDoc])).toEqual([[1, '-3000.10', '16999.90', '外包服务费', 'FP-Q1']]);
    expect(await publicBalance()).toBe('16999.90');
    await refused(`/outsourcing/${draft.id}/pay`, pay('9000.31'), 409, '付款金额超过合同未付金额（未付9000.30元）');
    await refused(`/outsourcing/${draft.id}/pay`, pay('0.001'), 400, 'amount：金额最多2位小数');
    const second = await ok(`/outsourcing/${draft.id}/pay`, pay('9000.30', 'FP-Q2'));
    expect(second).toMatchObject({ paid: '12000.40', unpaid: '0.00', publicBalance: '7999.60' });
    expect(second.payments.map((p) => p.instalment)).toEqual([1, 2]);
    await refused(`/outsourcing/${draft.id}/pay`, pay('0.01'), 409, '付款金额超过合同未付金额（未付0.00元）');
    // A payment is an immutable entry: the database refuses to change or remove it.
    const entryId = second.payments[0]!.id;
    await expect(t.database.db.update(schema.ownerAccountEntries).set({ amount: '-1.00' }).where(eq(schema.ownerAccountEntries.id, entryId))).rejects.toThrow();
    await expect(t.database.db.delete(schema.ownerAccountEntries).where(eq(schema.ownerAccountEntries.id, entryId))).rejects.toThrow();

    await refused(`/outsourcing/${draft.id}/end`, { how: 'expired' }, 409, '合同期限至2027-12-31，尚未届满');
    const ended = await ok(`/outsourcing/${draft.id}/end`, { how: 'terminated', reason: '服务单位经营调整' });
    expect(ended).toMatchObject({ status: 'terminated', statusName: '已终止', endReason: '服务单位经营调整' });
    await refused(`/outsourcing/${draft.id}/end`, { how: 'terminated' }, 409, '合同已终止，不能再变更');
    await expect(t.database.db.update(schema.outsourcingContracts).set({ contractor: '改' }).where(eq(schema.outsourcingContracts.id, draft.id))).rejects.toThrow();
  });

  it('refuses a payment above the public balance, and a spending of the outsourcing kind without a contract', async () => {
    const c = await signed('WB-2027-02', { amount: '900000.00', serviceKind: 'elevator', contractor: '迅达电梯维保' });
    const balance = await publicBalance();
    await refused(`/outsourcing/${c.id}/pay`, pay('800000.00'), 409, `支出金额超过公共账户余额（余额${balance}元）`);
    await refused('/accounts/public/spending', { estateId: w.estateId, kind: 'outsourcing', amount: '1.00', summary: '保洁', sourceDoc: 'x' }, 400, '外包服务费请在外包管理中按合同付款');
    // The database keeps a payment on a signed contract of the account's estate even when the code is bypassed.
    const [account] = await t.database.db.select({ id: schema.ownerAccounts.id }).from(schema.ownerAccounts).where(eq(schema.ownerAccounts.companyId, w.companyId));
    const over = { companyId: w.companyId, accountId: account!.id, kind: 'spending', category: 'outsourcing', amount: '-900000.01', entryDate: '2027-01-01', summary: 'x', outsourcingContractId: c.id };
    await expect(t.database.db.insert(schema.ownerAccountEntries).values(over)).rejects.toThrow();
  });

  it('goes back to 草拟 after a failed vote, keeping that vote, and can be put to a new vote', async () => {
    const c = await ok('/outsourcing', terms('WB-2027-03', { serviceKind: 'greening', contractor: '沪绿园林' }));
    const first = await vote(c.id, 'disagree');
    await refused(`/outsourcing/${c.id}/sign`, {}, 409, '合同的业主表决未通过，不能签订');
    const redrafted = await ok(`/outsourcing/${c.id}/redraft`);
    expect(redrafted).toMatchObject({ status: 'draft', voteId: null, rejectedVoteIds: [first.voteId] });
    await ok(`/outsourcing/${c.id}`, terms('WB-2027-03', { serviceKind: 'greening', contractor: '沪绿园林', amount: '8000.00' }));
    const again = await vote(c.id, 'agree');
    expect(again.voteId).not.toBe(first.voteId);
    expect((await ok(`/outsourcing/${c.id}/sign`)).status).toBe('signed');
  });

  it('lists with filters and exports the list as a workbook', async () => {
    const list = async (q: string) => e.list.output.parse((await t.as(w.clerk).get(`/api/owners/outsourcing?${q}`)).body.data);
    const all = await list(`estateId=${w.estateId}&size=100`);
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect((await list('serviceKind=greening')).rows.map((r) => r.contractNo)).toEqual(['WB-2027-03']);
    expect((await list('status=terminated')).rows.map((r) => r.contractNo)).toEqual(['WB-2027-01']);
    expect((await list('q=迅达')).rows.map((r) => r.contractNo)).toEqual(['WB-2027-02']);
    expect((await list('q=WB-2027-01')).rows[0]).toMatchObject({ paid: '12000.40', unpaid: '0.00' });
    // Newest first, a page after another, each with its estate and its vote.
    expect(all.rows.map((r) => r.id)).toEqual(all.rows.map((r) => r.id).sort((a, b) => b - a));
    const [first, second] = [await list(`estateId=${w.estateId}&size=2&page=1`), await list(`estateId=${w.estateId}&size=2&page=2`)];
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 4));
    expect([first.total, second.total]).toEqual([all.total, all.total]);
    const greening = all.rows.find((r) => r.contractNo === 'WB-2027-03')!;
    expect(greening.estateName).toBeTruthy();
    expect(greening.voteId).not.toBeNull();
    expect(greening.voteTitle).toBeTruthy();
    // The list's look-ups say what the detail's joins say.
    for (const row of all.rows) expect((await t.as(w.clerk).get(`/api/owners/outsourcing/${row.id}`)).body.data).toMatchObject(row);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/owners/outsourcing/export',
      headers: await t.as(w.clerk).headers(),
      payload: { estateId: w.estateId, usage: '业委会查询', auditor: '王经理', auditDate: '2026.11.30' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows[0]).toEqual(['合同编号', '楼盘', '服务单位', '服务类别', '开始日期', '截止日期', '合同金额', '已付', '未付', '付款方式', '状态', '业主表决', '签订日期']);
    expect(rows.find((r) => r[0] === 'WB-2027-01')!.slice(6, 9)).toEqual(['12000.40', '12000.40', '0.00']);
    expect(rows).toHaveLength(all.total + 1);
  });

  it('keeps another company out', async () => {
    const c = await ok('/outsourcing', terms('WB-2027-09'));
    expect((await t.as(other.clerk).get(`/api/owners/outsourcing/${c.id}`)).status).toBe(404);
    expect(e.list.output.parse((await t.as(other.clerk).get('/api/owners/outsourcing')).body.data).rows).toEqual([]);
    await refused(`/outsourcing/${c.id}/vote`, { startsOn: '2026-12-01', endsOn: '2026-12-20' }, 404, '外包合同不存在', other.clerk);
    await refused(`/outsourcing/${c.id}/pay`, pay('1.00'), 404, '外包合同不存在', other.clerk);
    await refused(`/outsourcing/${c.id}/end`, { how: 'terminated' }, 404, '外包合同不存在', other.clerk);
    await refused('/outsourcing', terms('WB-OTHER'), 404, '楼盘不存在', other.clerk);
    const exported = await t.app.inject({ method: 'POST', url: '/api/owners/outsourcing/export', headers: await t.as(other.clerk).headers(), payload: { estateId: w.estateId, usage: 'x', auditor: 'y', auditDate: '2026.11.30' } });
    expect(exported.statusCode).toBe(404);
  });

  it.runIf(onPostgres)('pays in parallel without going over the contract amount or the public account balance', async () => {
    const small = await signed('WB-2027-Q', { amount: '2500.00' });
    const racing = await Promise.all(Array.from({ length: 6 }, (_, i) => t.as(w.clerk).post(`/api/owners/outsourcing/${small.id}/pay`, pay('1000.00', `Q-${i}`))));
    expect(racing.filter((a) => a.status === 200)).toHaveLength(2);
    for (const a of racing.filter((x) => x.status !== 200)) expect([a.status, a.body.msg]).toEqual([409, '付款金额超过合同未付金额（未付500.00元）']);
    expect(e.detail.output.parse((await t.as(w.clerk).get(`/api/owners/outsourcing/${small.id}`)).body.data)).toMatchObject({ paid: '2000.00', unpaid: '500.00' });

    const c = await signed('WB-2027-P', { amount: '500000.00' });
    // Each payment is 2/9 of the balance (to the fen, rounded down): exactly four fit, the other six are refused.
    const cents = Math.round(Number(await publicBalance()) * 100);
    const part = Math.floor((cents * 2) / 9);
    const amount = `${Math.floor(part / 100)}.${String(part % 100).padStart(2, '0')}`;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => t.as(w.clerk).post(`/api/owners/outsourcing/${c.id}/pay`, pay(amount, `P-${i}`))));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(4);
    for (const a of answers.filter((x) => x.status !== 200)) expect([a.status, a.body.msg.startsWith('支出金额超过公共账户余额')]).toEqual([409, true]);
    const detail = e.detail.output.parse((await t.as(w.clerk).get(`/api/owners/outsourcing/${c.id}`)).body.data);
    expect(detail.payments.map((p) => p.instalment)).toEqual([1, 2, 3, 4]);
    const left = cents - 4 * part;
    expect(detail.publicBalance).toBe(`${Math.floor(left / 100)}.${String(left % 100).padStart(2, '0')}`);
    expect(await publicBalance()).toBe(detail.publicBalance);
  });
});
