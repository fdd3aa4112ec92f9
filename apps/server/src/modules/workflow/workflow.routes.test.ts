import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { workflowEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildWorkflowWorld, person, reportTemplate, saveTemplate, sendDoc, type WorkflowWorld } from '../../../test/factories/workflow';
import type { TestUser } from '../../../test/factories/users';

// 公文 over HTTP: every /api/comp-workflow-* call, the workflow envelope (200, code 1 with the
// Chinese refusal), bad input 400 naming the field, another company's documents out of reach.

let t: TestApp;
let w: WorkflowWorld;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkflowWorld(t.database.db);
  templateId = await saveTemplate(t, w.starter, reportTemplate(w));
});
afterAll(() => t.close());

const ok = async <O>(res: Promise<{ status: number; body: unknown }>, parse: { parse: (x: unknown) => O }) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  expect((r.body as { code: number }).code).toBe(200);
  return parse.parse((r.body as { data: unknown }).data);
};
const refused = async (res: Promise<{ status: number; body: unknown }>, msg: string) => {
  const r = await res;
  expect(r.body, JSON.stringify(r.body)).toMatchObject({ code: 1, msg });
};
const detail = (who: TestUser, id: number) => ok(t.as(who).get(`/api/comp-workflow-doc/${id}`), e.detail.output);
const myTask = async (who: TestUser, id: number) => (await detail(who, id)).myTaskId!;
const act = (who: TestUser, taskId: number, action: 'agree' | 'disagree' | 'return' = 'agree', opinion?: string) =>
  t.as(who).post('/api/comp-workflow-doc', { action, taskId, ...(opinion ? { opinion } : {}) });
const events = async (docId: number) =>
  (await t.database.db.select({ action: schema.wfEvents.action }).from(schema.wfEvents).where(eq(schema.wfEvents.docId, docId)).orderBy(schema.wfEvents.id)).map((r) => r.action);

describe('templates', () => {
  it('lists the company’s templates with their nodes and handler names', async () => {
    const list = await ok(t.as(w.starter).post('/api/comp-workflow-doc/listAllWorkflowDefine', { kind: 'report' }), e.listDefines.output);
    const mine = list.find((x) => x.id === templateId)!;
    expect(mine.nodes.map((n) => n.type)).toEqual(['发起', '审核', '会签', '签批', '完结']);
    expect(mine.nodes[1]!.handlers[0]).toMatchObject({ kind: 'person', ref: w.reviewer.id, name: '审核人' });
    expect(mine.finisherName).toBe('办结人');
  });

  it('refuses a template with no end, and a handler outside the company', async () => {
    const noEnd = reportTemplate(w);
    noEnd.nodes.pop();
    await refused(t.as(w.starter).post('/api/comp-workflow-define', noEnd), '流程模板必须以完结节点结束');
    const outsider = reportTemplate(w);
    outsider.nodes[1]!.handlers = person(w.siblingClerk);
    const r = await t.as(w.starter).post('/api/comp-workflow-define', outsider);
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ msg: '节点“部门审核”的办理人不存在或不在职' });
  });

  it('W1 a new version leaves running documents on the version they started with', async () => {
    const tpl = await saveTemplate(t, w.starter, reportTemplate(w, 'all'));
    const id = await sendDoc(t, w.starter, tpl);
    const v2 = { ...reportTemplate(w), id: tpl, nodes: [{ type: '发起', name: '拟稿', handlers: [] }, { type: '审核', name: '新审核', handlers: person(w.leader) }, { type: '完结', name: '办结', handlers: [] }] };
    const saved = await ok(t.as(w.starter).post('/api/comp-workflow-define', v2), e.saveDefine.output);
    expect(saved.version).toBe(2);
    const d = await detail(w.starter, id);
    expect(d.templateVersion).toBe(1);
    expect(d.nodes.map((n) => n.name)).toEqual(['拟稿', '部门审核', '会签', '领导签批', '办结']);
    const off = await ok(t.as(w.starter).post('/api/comp-workflow-define/state', { id: tpl, active: false }), e.defineState.output);
    expect(off.active).toBe(false);
    await refused(t.as(w.starter).post('/api/comp-workflow-doc', { action: 'send', templateId: tpl, subject: '停用模板' }), '流程模板已停用');
  });
});

describe('sending and handling a report', () => {
  it('beginning previews the next number; sending gives it, gapless per company, kind and year', async () => {
    const begin = await ok(t.as(w.starter).get('/api/comp-workflow-doc/beginning'), e.beginning.output);
    expect(begin.starter.name).toBe('发起人');
    const id = await sendDoc(t, w.starter, templateId);
    const d = await detail(w.starter, id);
    expect(d.docNumber).toBe(begin.nextDocNumbers.report);
    expect(d.docNumber).toMatch(/^恒物报〔\d{4}〕\d+号$/);
    expect(d.status).toBe('running');
    expect(d.currentNodeName).toBe('部门审核');
  });

  it('flows 审核 → 会签 (all) → 签批 → 办结 with the to-do counts, opinions and the whole trail', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    const pending = async (who: TestUser) => ((await t.as(who).get('/api/account')).body as { data: { pendingDocumentsNumber: number } }).data.pendingDocumentsNumber;
    const reviewerBefore = await pending(w.reviewer);
    expect(reviewerBefore).toBeGreaterThan(0);
    const todo = await ok(t.as(w.reviewer).get('/api/comp-workflow-doc/getToDealWorkflowDoc?kind=report'), e.toDeal.output);
    expect(todo.reportDocCount).toBeGreaterThanOrEqual(1);
    const row = todo.rows.find((r) => r.id === id)!;
    expect(row).toMatchObject({ nodeName: '部门审核', subject: '关于更换电梯的报告', currentNodeName: '部门审核', status: 'running', kind: 'report', starterName: '发起人', finisherName: '办结人', meantForName: '审核人', urgency: '1' });
    expect(row.templateName).toMatch(/^报告流程/);
    expect(row.docNumber).toMatch(/^恒物报〔\d{4}〕\d+号$/);

    await refused(act(w.a, row.taskId), '当前节点不是您的待办');
    await ok(act(w.reviewer, row.taskId, 'agree', '同意'), e.command.output);
    await refused(act(w.reviewer, row.taskId), '该待办已处理，请勿重复操作');
    expect(await pending(w.reviewer)).toBe(reviewerBefore - 1);

    const exec = await ok(t.as(w.starter).get(`/api/comp-workflow-doc/executing/${id}`), e.executing.output);
    expect(exec.node.name).toBe('会签');
    expect(exec.handlers.map((h) => h.name).sort()).toEqual(['会签丙', '会签乙', '会签甲']);

    await ok(act(w.a, await myTask(w.a, id), 'disagree', '费用偏高'), e.command.output);
    await ok(act(w.b, await myTask(w.b, id)), e.command.output);
    expect((await detail(w.starter, id)).currentNodeName).toBe('会签');
    await ok(act(w.c, await myTask(w.c, id)), e.command.output);
    await ok(act(w.leader, await myTask(w.leader, id), 'agree', '同意实施'), e.command.output);

    const opinions = await ok(t.as(w.starter).post('/api/comp-workflow-doc/getProcessingDocAuditInfo', { id }), e.auditInfo.output);
    expect(opinions.map((o) => [o.userName, o.decision, o.opinion])).toEqual([
      ['审核人', 'agree', '同意'],
      ['会签甲', 'disagree', '费用偏高'],
      ['会签乙', 'agree', null],
      ['会签丙', 'agree', null],
      ['签批领导', 'agree', '同意实施'],
    ]);

    await refused(t.as(w.starter).post('/api/comp-workflow-doc/finish', { id }), '只有办结人可以办结');
    const done = await ok(t.as(w.finisher).post('/api/comp-workflow-doc/finish', { id }), e.finish.output);
    expect(done.status).toBe('finished');
    expect(done.tasks.filter((x) => x.state === 'pending')).toEqual([]);

    const info = await ok(t.as(w.starter).post('/api/comp-workflow-doc/getDocDealInfo', { id }), e.dealInfo.output);
    expect(info.events.map((x) => [x.action, x.actorName])).toEqual([
      ['create', '发起人'],
      ['send', '发起人'],
      ['agree', '审核人'],
      ['disagree', '会签甲'],
      ['agree', '会签乙'],
      ['agree', '会签丙'],
      ['agree', '签批领导'],
      ['finish', '办结人'],
    ]);
    const dealt = await ok(t.as(w.c).post('/api/comp-workflow-doc/getDealWorkflowDocInfo', { kind: 'report' }), e.dealt.output);
    expect(dealt.rows.map((r) => r.id)).toContain(id);
  });

  it('pages the to-do with the same counts and total on every page, past the end and by kind, as counted in wf_tasks', async () => {
    for (let i = 0; i < 3; i++) await sendDoc(t, w.starter, templateId);
    const get = (query: string) => ok(t.as(w.reviewer).get(`/api/comp-workflow-doc/getToDealWorkflowDoc?${query}`), e.toDeal.output);
    const figures = (x: { normalDocCount: number; internalDocCount: number; reportDocCount: number; total: number }) => [x.normalDocCount, x.internalDocCount, x.reportDocCount, x.total];
    const k = schema.wfTasks;
    const counted = await t.database.db
      .select({ kind: k.kind, n: sql<number>`count(*)::int` })
      .from(k)
      .where(sql`${k.assigneeId} = ${w.reviewer.id} and ${k.state} = 'pending' and ${k.blocking}`)
      .groupBy(k.kind);
    const by = (kind: string) => counted.find((r) => r.kind === kind)?.n ?? 0;
    const expected = [by('normal'), by('internal'), by('report'), counted.reduce((a, r) => a + r.n, 0)];
    expect(expected[2]).toBeGreaterThanOrEqual(3);

    const all = await get('page=1&size=100');
    expect(figures(all)).toEqual(expected);
    expect(all.rows).toHaveLength(expected[3]!);
    const first = await get('page=1&size=2');
    const second = await get('page=2&size=2');
    const past = await get(`page=${expected[3]! + 1}&size=1`);
    for (const page of [first, second, past]) expect(figures(page)).toEqual(expected);
    expect([...first.rows, ...second.rows]).toEqual(all.rows.slice(0, 4));
    expect(past.rows).toEqual([]);
    const byReport = [...expected.slice(0, 3), expected[2]];
    const reports = await get('kind=report&page=1&size=1');
    expect(figures(reports)).toEqual(byReport);
    expect(reports.rows.map((r) => r.kind)).toEqual(['report']);
    expect(figures(await get(`kind=report&page=${expected[2]! + 1}&size=1`))).toEqual(byReport);
    const outsider = await ok(t.as(w.siblingClerk).get('/api/comp-workflow-doc/getToDealWorkflowDoc'), e.toDeal.output);
    expect(outsider.rows.filter((r) => all.rows.some((x) => x.id === r.id))).toEqual([]);
  });

  it('撤回: in time the reviewer’s task is cancelled; too late it is refused; getRevocableDoc says why', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    const can = await ok(t.as(w.starter).get(`/api/comp-workflow-doc/getRevocableDoc/${id}`), e.revocable.output);
    expect(can).toEqual({ revocable: true, reason: null });
    const back = await ok(t.as(w.starter).post('/api/comp-workflow-doc/revokeDoc', { id }), e.revoke.output);
    expect(back.status).toBe('draft');
    expect(back.can.send).toBe(true);
    const number = back.docNumber;
    await ok(t.as(w.starter).post('/api/comp-workflow-doc', { action: 'send', id, subject: '关于更换电梯的报告（修改）' }), e.command.output);
    const again = await detail(w.starter, id);
    expect([again.docNumber, again.subject, again.status]).toEqual([number, '关于更换电梯的报告（修改）', 'running']);
    await ok(act(w.reviewer, await myTask(w.reviewer, id)), e.command.output);
    expect(await ok(t.as(w.starter).get(`/api/comp-workflow-doc/getRevocableDoc/${id}`), e.revocable.output)).toEqual({
      revocable: false,
      reason: '下一节点已处理，不能撤回',
    });
    await refused(t.as(w.starter).post('/api/comp-workflow-doc/revokeDoc', { id }), '下一节点已处理，不能撤回');
    expect(await events(id)).toEqual(['create', 'send', 'revoke', 'send', 'agree']);
  });

  it('跟催 reminds the holders once per 10 minutes; 跟进记录 are kept per document', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    expect(await ok(t.as(w.starter).post('/api/comp-workflow-doc/followUp', { id }), e.followUp.output)).toEqual({ reminded: 1, names: ['审核人'] });
    await refused(t.as(w.starter).post('/api/comp-workflow-doc/followUp', { id }), '跟催过于频繁，请10分钟后再试');
    const note = await ok(t.as(w.starter).post('/api/comp-workflow-doc-follow', { docId: id, content: '已电话提醒' }), e.followCreate.output);
    await refused(t.as(w.reviewer).post('/api/comp-workflow-doc-follow/update', { id: note.id, content: '改' }), '只能修改本人的跟进记录');
    await ok(t.as(w.starter).post('/api/comp-workflow-doc-follow/update', { id: note.id, content: '已电话提醒两次' }), e.followUpdate.output);
    const list = await ok(t.as(w.reviewer).get(`/api/comp-workflow-doc-follow/list/${id}`), e.followList.output);
    expect(list.map((x) => [x.userName, x.content])).toEqual([['发起人', '已电话提醒两次']]);
    const bad = await t.as(w.starter).post('/api/comp-workflow-doc-follow', { docId: id, content: ' ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ msg: expect.stringContaining('请填写跟进内容') });
  });

  it('中止 holds, 恢复 resumes, 终止 ends for good; 变更办结人 refuses someone not working', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    await refused(t.as(w.starter).post('/api/comp-workflow-doc/change-finisher', { id, finisherId: w.disabled.id }), '该员工不在职，不能指定');
    const changed = await ok(t.as(w.starter).post('/api/comp-workflow-doc/change-finisher', { id, finisherId: w.leader.id }), e.changeFinisher.output);
    expect(changed.finisherName).toBe('签批领导');
    await ok(t.as(w.starter).post('/api/comp-workflow-doc', { action: 'suspend', id, opinion: '等预算' }), e.command.output);
    await refused(act(w.reviewer, (await detail(w.reviewer, id)).tasks.find((x) => x.state === 'pending')!.id), '公文已中止，请恢复后再办理');
    await ok(t.as(w.starter).post('/api/comp-workflow-doc', { action: 'resume', id }), e.command.output);
    const ended = await ok(t.as(w.admin).post('/api/comp-workflow-doc', { action: 'terminate', id, opinion: '项目取消' }), e.command.output);
    expect(ended.status).toBe('terminated');
    await refused(act(w.reviewer, ended.tasks[1]!.id), '公文已办结或终止');
    const processing = await ok(t.as(w.starter).get('/api/comp-workflow-doc/listProcessingDoc/3'), e.processing.output);
    expect(processing.rows.map((r) => r.id)).not.toContain(id);
  });

  it('lists the documents in progress by their last change, the higher id first when changed together', async () => {
    const ids = [await sendDoc(t, w.starter, templateId), await sendDoc(t, w.starter, templateId), await sendDoc(t, w.starter, templateId)];
    await t.database.db.update(schema.wfDocs).set({ updatedAt: new Date('2099-01-01T00:00:00Z') }).where(inArray(schema.wfDocs.id, ids));
    const processing = await ok(t.as(w.starter).get('/api/comp-workflow-doc/listProcessingDoc/0'), e.processing.output);
    expect(processing.rows.slice(0, 3).map((r) => r.id)).toEqual([...ids].reverse());
    expect(processing.total).toBe(processing.rows.length);
  });
});

describe('notices and receivers', () => {
  it('a notice reaches its receivers when 办结; each confirms it once; 上一条/下一条 and print detail', async () => {
    const tpl = await saveTemplate(t, w.starter, { kind: 'normal', name: '通知', finisherId: null, nodes: [{ type: '发起', name: '拟稿', handlers: [] }, { type: '审核', name: '审核', handlers: person(w.reviewer) }, { type: '完结', name: '办结', handlers: [] }] });
    const comps = await ok(t.as(w.starter).post('/api/comp-workflow-normal-doc-deal/getRecvComps', {}), e.recvComps.output);
    expect(comps.map((c) => c.id)).toEqual([w.companyId, w.branchId]);
    const people = await ok(t.as(w.starter).post('/api/comp-workflow-normal-doc-deal/getReceiverByComp', { companyId: w.branchId }), e.receiverByComp.output);
    expect(people.map((p) => p.name)).toEqual(['分公司文员']);
    const r = await t.as(w.starter).post('/api/comp-workflow-normal-doc-deal/getReceiverByComp', { companyId: w.siblingId });
    expect(r.status).toBe(404);
    const outside = await t.as(w.starter).post('/api/comp-workflow-doc', { action: 'send', templateId: tpl, subject: '停水通知', receivers: [{ companyId: w.siblingId, userId: w.siblingClerk.id }] });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ msg: '接收人不在本公司及下级公司范围内' });

    const id = await sendDoc(t, w.starter, tpl, { subject: '停水通知', receivers: [{ companyId: w.branchId, userId: w.branchClerk.id }, { companyId: w.companyId, userId: w.c.id }] });
    expect((await ok(t.as(w.branchClerk).post('/api/comp-workflow-normal-doc-deal/getTodoList', {}), e.noticeTodo.output)).count).toBe(0);
    await ok(act(w.reviewer, await myTask(w.reviewer, id)), e.command.output);
    await ok(act(w.starter, await myTask(w.starter, id)), e.command.output);
    const todo = await ok(t.as(w.branchClerk).post('/api/comp-workflow-normal-doc-deal/getTodoList', {}), e.noticeTodo.output);
    expect(todo.count).toBe(1);
    const notice = todo.rows[0]!;
    expect(notice).toMatchObject({ subject: '停水通知', updatedBy: '发起人', handleName: '分公司文员', handleTime: null });
    expect(notice.docNumber).toMatch(/^恒物通〔\d{4}〕1号$/);
    const deal = await ok(t.as(w.branchClerk).get(`/api/comp-workflow-normal-doc-deal/getDocDetailAndDeal/${notice.id}`), e.noticeDetailAndDeal.output);
    expect(deal).toMatchObject({ docId: id, prevId: null, nextId: null });
    const confirmed = await ok(t.as(w.branchClerk).post('/api/comp-workflow-normal-doc-deal', { id: notice.id }), e.noticeConfirm.output);
    expect(confirmed.edited).toBe(true);
    await refused(t.as(w.branchClerk).post('/api/comp-workflow-normal-doc-deal', { id: notice.id }), '该公文已确认，无需重复确认！');
    const print = await ok(t.as(w.branchClerk).get(`/api/comp-workflow-normal-doc-deal/getDocDetail/${notice.id}`), e.noticeDetail.output);
    expect(print.handleTime).not.toBeNull();
    const [recipients] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.noticeRecipients).innerJoin(schema.notices, eq(schema.notices.id, schema.noticeRecipients.noticeId)).where(eq(schema.notices.docId, id));
    expect(recipients!.n).toBe(2);
    expect((await t.as(w.starter).get(`/api/comp-workflow-normal-doc-deal/getDocDetailAndDeal/${notice.id}`)).status).toBe(404);
  });
});

describe('replacement', () => {
  it('isEmpWorking counts open tasks; a replacement moves them, keeping who they were meant for', async () => {
    const tpl = await saveTemplate(t, w.starter, { kind: 'internal', name: '内部审批', finisherId: null, nodes: [{ type: '发起', name: '拟稿', handlers: [] }, { type: '审核', name: '审核', handlers: person(w.leader) }, { type: '完结', name: '办结', handlers: [] }] });
    const d1 = await sendDoc(t, w.starter, tpl);
    await sendDoc(t, w.starter, tpl);
    const before = await ok(t.as(w.admin).get(`/api/comp-workflow-replace-emp/isEmpWorking/${w.companyId}/${w.leader.id}`), e.empWorking.output);
    expect(before).toMatchObject({ working: true, pendingTasks: 2, replacedBy: null });
    expect(before.templateSlots).toBeGreaterThan(0);
    const internal = await ok(t.as(w.leader).get('/api/comp-workflow-doc-internal/getToDealWorkflowDoc'), e.internalToDeal.output);
    expect(internal.internalDocCount).toBe(2);
    expect(internal.rows.every((r) => r.kind === 'internal')).toBe(true);

    const window = { fromAt: new Date(Date.now() - 60_000).toISOString(), toAt: new Date(Date.now() + 86_400_000).toISOString() };
    await refused(t.as(w.admin).post('/api/comp-workflow-replace-emp', { absentId: w.leader.id, substituteId: w.leader.id, ...window }), '不能由本人代替本人');
    await refused(t.as(w.admin).post('/api/comp-workflow-replace-emp', { absentId: w.leader.id, substituteId: w.disabled.id, ...window }), '代理人不存在或不在职');
    const done = await ok(t.as(w.admin).post('/api/comp-workflow-replace-emp', { absentId: w.leader.id, substituteId: w.a.id, reason: '休假', ...window }), e.replace.output);
    expect(done.moved).toBe(2);
    const task = (await detail(w.a, d1)).tasks.find((x) => x.state === 'pending')!;
    expect([task.assigneeName, task.meantForName]).toEqual(['会签甲', '签批领导']);
    const d3 = await sendDoc(t, w.starter, tpl);
    const fresh = (await detail(w.a, d3)).tasks.find((x) => x.state === 'pending')!;
    expect([fresh.assigneeId, fresh.meantForId]).toEqual([w.a.id, w.leader.id]);
    await refused(act(w.leader, fresh.id), '当前节点不是您的待办');
    const after = await ok(t.as(w.admin).get(`/api/comp-workflow-replace-emp/isEmpWorking/${w.companyId}/${w.leader.id}`), e.empWorking.output);
    expect(after).toMatchObject({ pendingTasks: 0, replacedBy: w.a.id });
  });
});

describe('the edges', () => {
  it('answers 401 without a session and 403 for a role outside the workflow', async () => {
    expect((await t.call({ method: 'GET', url: '/api/comp-workflow-doc/getToDealWorkflowDoc' })).status).toBe(401);
    const { buildUser } = await import('../../../test/factories/users');
    const gov = await buildUser(t.database.db, { companyId: w.companyId, role: 'gov' });
    expect((await t.as(gov).get('/api/comp-workflow-doc/beginning')).status).toBe(403);
  });

  it('bad input is 400 naming the field, with nothing written', async () => {
    const before = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.wfDocs);
    const noSubject = await t.as(w.starter).post('/api/comp-workflow-doc', { action: 'send', templateId });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body).toMatchObject({ msg: '请填写标题' });
    const badAction = await t.as(w.starter).post('/api/comp-workflow-doc', { action: 'approve' });
    expect(badAction.status).toBe(400);
    const noOpinion = await t.as(w.reviewer).post('/api/comp-workflow-doc', { action: 'return', taskId: 999999 });
    expect(noOpinion.status).toBe(404);
    const after = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.wfDocs);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it('another company cannot read or act on a document, nor see its templates', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    const task = await myTask(w.reviewer, id);
    const outsider = w.siblingClerk;
    for (const url of [`/api/comp-workflow-doc/${id}`, `/api/comp-workflow-doc/executing/${id}`, `/api/comp-workflow-doc/getRevocableDoc/${id}`, `/api/comp-workflow-doc-follow/list/${id}`])
      expect((await t.as(outsider).get(url)).status, url).toBe(404);
    for (const [url, body] of [
      ['/api/comp-workflow-doc/getDocDealInfo', { id }],
      ['/api/comp-workflow-doc/getProcessingDocAuditInfo', { id }],
      ['/api/comp-workflow-doc/finish', { id }],
      ['/api/comp-workflow-doc/revokeDoc', { id }],
      ['/api/comp-workflow-doc/followUp', { id }],
      ['/api/comp-workflow-doc/change-finisher', { id, finisherId: outsider.id }],
      ['/api/comp-workflow-doc', { action: 'agree', taskId: task }],
      ['/api/comp-workflow-doc', { action: 'terminate', id, opinion: 'x' }],
      ['/api/comp-workflow-doc-follow', { docId: id, content: 'x' }],
    ] as const)
      expect((await t.as(outsider).post(url, body)).status, url).toBe(404);
    expect((await t.as(outsider).get(`/api/comp-workflow-replace-emp/isEmpWorking/${w.companyId}/${w.reviewer.id}`)).status).toBe(404);
    const list = await ok(t.as(outsider).post('/api/comp-workflow-doc/listAllWorkflowDefine', {}), e.listDefines.output);
    expect(list.map((x) => x.id)).not.toContain(templateId);
    expect((await detail(w.reviewer, id)).status).toBe('running');
  });

  it('the audit trail refuses to be changed', async () => {
    await expect(t.database.db.execute(sql`update wf_events set action = 'x'`)).rejects.toThrow();
  });
});
