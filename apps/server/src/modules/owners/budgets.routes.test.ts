import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ownerBudgetEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildChargingWorld, type ChargingWorld } from '../../../test/factories/charging';
import { addOwner, approvalDoc, ownerEvent } from '../../../test/factories/owners';

// 公共收益预算 through HTTP: 编制 → 审核中 (a workflow document) → 表决 (an owners' vote, item 9) →
// 执行 (public spending charged to lines) → 结束 (actuals beside the plan, final); each step refused
// out of order with nothing written, another company kept out, and a spend racing the close.

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
  const [b] = await db.select({ n: sql<string>`count(*) || ':' || coalesce(string_agg(status || coalesce(vote_id::text, '') || coalesce(wf_doc_id::text, ''), ',' order by id), '')` }).from(schema.publicBudgets);
  const [l] = await db.select({ n: sql<string>`count(*) || ':' || coalesce(sum(planned), 0)` }).from(schema.publicBudgetLines);
  const [en] = await db.select({ n: sql<number>`count(*)::int` }).from(schema.ownerAccountEntries).where(eq(schema.ownerAccountEntries.companyId, w.companyId));
  return [b!.n, l!.n, en!.n];
};
const refused = async (url: string, body: Record<string, unknown>, status: number, msg: string, as = w.clerk) => {
  const before = await snapshot();
  const res = await t.as(as).post(`/api/owners${url}`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.msg).toBe(msg);
  expect(await snapshot()).toEqual(before);
};
const lines = [
  { category: '共用部位维修养护', planned: '12000.00' },
  { category: '业委会工作经费', planned: '3000.50', remark: '含办公用品' },
];
const create = (year: number) => ok('/budgets', { estateId: w.estateId, year, title: `${year}年度公共收益预算`, lines });
const vote = async (budgetId: number, choice: 'agree' | 'disagree') => {
  const b = await ok(`/budgets/${budgetId}/vote`, { startsOn: '2027-01-05', endsOn: '2027-01-20' });
  for (const ownerId of owner) expect((await t.as(w.clerk).post(`/api/owners/votes/${b.voteId}/ballots`, { ownerId, choice })).status).toBe(200);
  expect((await t.as(w.clerk).post(`/api/owners/votes/${b.voteId}/close`, {})).status).toBe(200);
  return b;
};

describe('public budget', () => {
  it('goes through its five steps with the actuals beside the plan, and is final once closed', async () => {
    const draft = await create(2027);
    expect(draft).toMatchObject({ status: 'draft', statusName: '编制', planned: '15000.50', actual: '0.00', wfDocId: null, voteId: null });
    await refused('/budgets', { estateId: w.estateId, year: 2027, title: '重复', lines }, 409, '该楼盘2027年度的预算已存在');
    await refused('/budgets', { estateId: w.estateId, year: 2028, title: 'x', lines: [{ category: '绿化', planned: '1.005' }] }, 400, '第1行预算金额最多2位小数');
    await refused('/budgets', { estateId: w.estateId, year: 2028, title: 'x', lines: [lines[0], lines[0]] }, 400, '预算项目“共用部位维修养护”重复');
    await refused(`/budgets/${draft.id}/vote`, { startsOn: '2027-01-05', endsOn: '2027-01-20' }, 409, '预算当前为“编制”，此操作需在“审核中”阶段进行');
    const edited = await ok(`/budgets/${draft.id}/lines`, { lines: [...lines, { category: '绿化补种', planned: '999.99' }] });
    expect(edited.planned).toBe('16000.49');

    const doc = await approvalDoc(t.database.db, w.companyId, 'running', '关于2027年度公共收益预算的审核');
    const docs = e.approvalDocs.output.parse((await t.as(w.clerk).get('/api/owners/approval-docs?status=any')).body.data);
    expect(docs.rows.find((d) => d.id === doc)).toMatchObject({ status: 'running', statusName: '流转中' });
    const inAudit = await ok(`/budgets/${draft.id}/audit`, { wfDocId: doc });
    expect(inAudit).toMatchObject({ status: 'audit', statusName: '审核中', wfDocSubject: '关于2027年度公共收益预算的审核', wfDocStatus: 'running' });
    await refused(`/budgets/${draft.id}/lines`, { lines }, 409, '预算当前为“审核中”，此操作需在“编制”阶段进行');
    await refused(`/budgets/${draft.id}/vote`, { startsOn: '2027-01-05', endsOn: '2027-01-20' }, 409, '预算审核公文尚未完结，不能提交表决');
    await t.database.db.update(schema.wfDocs).set({ status: 'finished' }).where(eq(schema.wfDocs.id, doc));

    const voting = await vote(draft.id, 'agree');
    expect(voting).toMatchObject({ status: 'vote', statusName: '表决', voteTitle: '审议《2027年度公共收益预算》', voteStatus: 'open' });
    const [v] = await t.database.db.select({ matterClass: schema.ownerVotes.matterClass }).from(schema.ownerVotes).where(eq(schema.ownerVotes.id, voting.voteId!));
    expect(v!.matterClass).toBe('9');
    const spend = { budgetLineId: voting.lines[0]!.id, kind: 'repair', amount: '4000.00', summary: '外墙修补', sourceDoc: 'FP-2027-001', entryDate: '2027-03-01' };
    await refused(`/budgets/${draft.id}/spend`, spend, 409, '预算当前为“表决”，此操作需在“执行”阶段进行');
    const executing = await ok(`/budgets/${draft.id}/execute`);
    expect(executing).toMatchObject({ status: 'exec', statusName: '执行', votePassed: true });

    await ok(`/budgets/${draft.id}/spend`, spend);
    await ok(`/budgets/${draft.id}/spend`, { ...spend, amount: '0.01', sourceDoc: 'FP-2027-002' });
    const spent = await ok(`/budgets/${draft.id}/spend`, { ...spend, budgetLineId: voting.lines[1]!.id, kind: 'committee', amount: '3100.00', sourceDoc: 'FP-2027-003' });
    expect(spent.lines.map((l) => [l.category, l.planned, l.actual, l.remaining, l.percent])).toEqual([
      ['共用部位维修养护', '12000.00', '4000.01', '7999.99', '33.33'],
      ['业委会工作经费', '3000.50', '3100.00', '-99.50', '103.31'],
      ['绿化补种', '999.99', '0.00', '999.99', '0.00'],
    ]);
    expect(spent.spending.map((s) => [s.categoryName, s.amount])).toEqual([['共用部位维修养护', '-4000.00'], ['共用部位维修养护', '-0.01'], ['业委会工作经费', '-3100.00']]);
    await refused(`/budgets/${draft.id}/spend`, { ...spend, amount: '1.001' }, 400, 'amount：金额最多2位小数');
    await refused(`/budgets/${draft.id}/spend`, { ...spend, amount: '99999.00' }, 409, '支出金额超过公共账户余额（余额12899.99元）');

    const closed = await ok(`/budgets/${draft.id}/close`);
    expect(closed).toMatchObject({ status: 'closed', statusName: '结束', planned: '16000.49', actual: '7100.01', remaining: '8900.48' });
    await refused(`/budgets/${draft.id}/spend`, spend, 409, '预算当前为“结束”，此操作需在“执行”阶段进行');
    await refused(`/budgets/${draft.id}/close`, {}, 409, '预算当前为“结束”，此操作需在“执行”阶段进行');
    await expect(t.database.db.update(schema.publicBudgets).set({ title: '改' }).where(eq(schema.publicBudgets.id, draft.id))).rejects.toThrow();
    const list = e.list.output.parse((await t.as(w.clerk).get(`/api/owners/budgets?estateId=${w.estateId}`)).body.data);
    expect(list.rows[0]).toMatchObject({ id: draft.id, status: 'closed', planned: '16000.49', actual: '7100.01' });
  });

  it('does not execute a budget the owners turned down', async () => {
    const b = await create(2029);
    await ok(`/budgets/${b.id}/audit`, { wfDocId: await approvalDoc(t.database.db, w.companyId, 'finished', '2029预算审核') });
    const rejected = await vote(b.id, 'disagree');
    await refused(`/budgets/${b.id}/execute`, {}, 409, '预算表决未通过，不能开始执行');
    // 退回编制: revised, audited and voted again; the failed vote is kept.
    const redrafted = await ok(`/budgets/${b.id}/redraft`);
    expect(redrafted).toMatchObject({ status: 'draft', wfDocId: null, voteId: null, rejectedVoteIds: [rejected.voteId] });
    await refused(`/budgets/${b.id}/redraft`, {}, 409, '预算当前为“编制”，此操作需在“表决”阶段进行');
    await ok(`/budgets/${b.id}/lines`, { lines: [{ category: '共用部位维修养护', planned: '9000.00' }] });
    await ok(`/budgets/${b.id}/audit`, { wfDocId: await approvalDoc(t.database.db, w.companyId, 'finished', '2029预算修订审核') });
    const again = await vote(b.id, 'agree');
    expect(again.voteId).not.toBe(rejected.voteId);
    await refused(`/budgets/${b.id}/redraft`, {}, 409, '预算表决已通过，不能退回编制');
    expect(await ok(`/budgets/${b.id}/execute`)).toMatchObject({ status: 'exec', planned: '9000.00', rejectedVoteIds: [rejected.voteId] });
  });

  it('keeps another company out', async () => {
    const b = await create(2030);
    expect((await t.as(other.clerk).get(`/api/owners/budgets/${b.id}`)).status).toBe(404);
    const theirs = e.list.output.parse((await t.as(other.clerk).get('/api/owners/budgets')).body.data);
    expect(theirs.rows).toEqual([]);
    await refused(`/budgets/${b.id}/lines`, { lines }, 404, '预算不存在', other.clerk);
    await refused('/budgets', { estateId: w.estateId, year: 2031, title: 'x', lines }, 404, '楼盘不存在', other.clerk);
    const foreignDoc = await approvalDoc(t.database.db, other.companyId, 'finished', '他司公文');
    await refused(`/budgets/${b.id}/audit`, { wfDocId: foreignDoc }, 404, '审批公文不存在');
    const docs = e.approvalDocs.output.parse((await t.as(w.clerk).get('/api/owners/approval-docs')).body.data);
    expect(docs.rows.some((d) => d.id === foreignDoc)).toBe(false);
  });

  it.runIf(onPostgres)('orders a spend racing the close: the spend lands before the actuals or is refused', async () => {
    const b = await create(2032);
    await ok(`/budgets/${b.id}/audit`, { wfDocId: await approvalDoc(t.database.db, w.companyId, 'finished', '2032预算审核') });
    await vote(b.id, 'agree');
    await ok(`/budgets/${b.id}/execute`);
    const spend = { budgetLineId: b.lines[0]!.id, kind: 'repair', amount: '10.00', summary: '并发支出', sourceDoc: 'FP-R' };
    const [s1, c1] = await Promise.all([t.as(w.clerk).post(`/api/owners/budgets/${b.id}/spend`, spend), t.as(w.clerk).post(`/api/owners/budgets/${b.id}/close`, {})]);
    expect(c1.status).toBe(200);
    const final = e.detail.output.parse((await t.as(w.clerk).get(`/api/owners/budgets/${b.id}`)).body.data);
    expect(final.actual).toBe(s1.status === 200 ? '10.00' : '0.00');
    expect(final.spending).toHaveLength(s1.status === 200 ? 1 : 0);
  });
});
