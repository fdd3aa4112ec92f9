import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { workflowEndpoints as e, workflowOfficeEndpoints as o } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildWorkflowWorld, person, saveTemplate, sendDoc, type WorkflowWorld } from '../../../test/factories/workflow';
import type { TestUser } from '../../../test/factories/users';

// 公文跟催 and 公文推送 over HTTP (issue 14, wf-admin): the company's open documents with their
// node's time limit, and pushing a 办结 document to more people of the company tree.

let t: TestApp;
let w: WorkflowWorld;
let tpl: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkflowWorld(t.database.db);
  tpl = await saveTemplate(t, w.starter, {
    kind: 'normal',
    name: '限时通知',
    finisherId: null,
    nodes: [
      { type: '发起', name: '拟稿', handlers: [] },
      { type: '审核', name: '审核', handlers: person(w.reviewer), timeLimitHours: 2 },
      { type: '完结', name: '办结', handlers: [] },
    ],
  });
});
afterAll(() => t.close());

const ok = async <O>(res: Promise<{ status: number; body: unknown }>, parse: { parse: (x: unknown) => O }) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return parse.parse((r.body as { data: unknown }).data);
};
const myTask = async (who: TestUser, id: number) => e.detail.output.parse(((await t.as(who).get(`/api/comp-workflow-doc/${id}`)).body as { data: unknown }).data).myTaskId!;
const agree = (who: TestUser, taskId: number) => ok(t.as(who).post('/api/comp-workflow-doc', { action: 'agree', taskId }), e.command.output);
const finished = async (subject: string) => {
  const id = await sendDoc(t, w.starter, tpl, { subject });
  await agree(w.reviewer, await myTask(w.reviewer, id));
  await agree(w.starter, await myTask(w.starter, id));
  return id;
};

describe('POST /api/comp-workflow-doc/overdue (公文跟催)', () => {
  it('lists the open documents with holders, and those past the node’s time limit first', async () => {
    const fresh = await sendDoc(t, w.starter, tpl, { subject: '刚发出的通知' });
    const late = await sendDoc(t, w.starter, tpl, { subject: '超时的通知' });
    await t.database.db
      .update(schema.wfTasks)
      .set({ createdAt: sql`now() - interval '5 hours'` })
      .where(and(eq(schema.wfTasks.docId, late), eq(schema.wfTasks.state, 'pending')));
    const page = await ok(t.as(w.admin).post('/api/comp-workflow-doc/overdue', {}), o.overdue.output);
    expect(page.overdue).toBe(1);
    expect(page.rows[0]).toMatchObject({ id: late, subject: '超时的通知', holders: ['审核人'], timeLimitHours: 2, overdue: true, currentNodeName: '审核' });
    expect(page.rows[0]!.waitedHours).toBeGreaterThanOrEqual(4);
    expect(page.rows.find((r) => r.id === fresh)).toMatchObject({ overdue: false, holders: ['审核人'] });
    const only = await ok(t.as(w.admin).post('/api/comp-workflow-doc/overdue', { overdueOnly: true }), o.overdue.output);
    expect(only.rows.map((r) => r.id)).toEqual([late]);
    expect(only.total).toBe(1);

    // 跟催 on the late one: reminded, then refused within 10 minutes; the list shows when.
    const first = await ok(t.as(w.starter).post('/api/comp-workflow-doc/followUp', { id: late }), e.followUp.output);
    expect(first.names).toEqual(['审核人']);
    const again = await t.as(w.starter).post('/api/comp-workflow-doc/followUp', { id: late });
    expect(again.body).toMatchObject({ code: 1, msg: '跟催过于频繁，请10分钟后再试' });
    const after = await ok(t.as(w.admin).post('/api/comp-workflow-doc/overdue', { overdueOnly: true }), o.overdue.output);
    expect(after.rows[0]!.lastRemindedAt).not.toBeNull();

    // 中止 holds the document: still listed, no longer overdue.
    await ok(t.as(w.starter).post('/api/comp-workflow-doc', { action: 'suspend', id: late, opinion: '待预算批复' }), e.command.output);
    const held = await ok(t.as(w.admin).post('/api/comp-workflow-doc/overdue', {}), o.overdue.output);
    expect(held.overdue).toBe(0);
    expect(held.rows.find((r) => r.id === late)).toMatchObject({ status: 'suspended', overdue: false });
  });

  it('answers 401 without a session, 400 naming a bad field, and nothing of another company', async () => {
    expect((await t.call({ method: 'POST', url: '/api/comp-workflow-doc/overdue', payload: {} })).status).toBe(401);
    const bad = await t.as(w.admin).post('/api/comp-workflow-doc/overdue', { size: 5000 });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('size');
    const other = await ok(t.as(w.siblingClerk).post('/api/comp-workflow-doc/overdue', {}), o.overdue.output);
    expect(other).toMatchObject({ total: 0, overdue: 0, rows: [] });
  });
});

describe('公文推送', () => {
  it('refuses a document that is not 办结', async () => {
    const id = await sendDoc(t, w.starter, tpl, { subject: '未办结' });
    const r = await t.as(w.starter).post('/api/comp-workflow-doc/push', { id, receivers: [{ companyId: w.branchId, userId: w.branchClerk.id }] });
    expect(r.body).toMatchObject({ code: 1, msg: '只有已办结的公文可以推送' });
  });

  it('pushes a 办结 document to people of the company tree once; they get the 告知公文', async () => {
    const id = await finished('物业费调整通知');
    const list = await ok(t.as(w.a).post('/api/comp-workflow-doc/push/list', { q: '物业费' }), o.pushList.output);
    expect(list.rows.map((r) => [r.id, r.recipients])).toEqual([[id, 0]]);

    const pushed = await ok(
      t.as(w.a).post('/api/comp-workflow-doc/push', { id, receivers: [{ companyId: w.branchId, userId: w.branchClerk.id }, { companyId: w.companyId, userId: w.c.id }] }),
      o.push.output,
    );
    expect(pushed).toEqual({ pushed: 2, skipped: 0, notices: 2 });
    const todo = await ok(t.as(w.branchClerk).post('/api/comp-workflow-normal-doc-deal/getTodoList', {}), e.noticeTodo.output);
    expect(todo.rows.map((n) => n.subject)).toContain('物业费调整通知');
    const notice = todo.rows.find((n) => n.subject === '物业费调整通知')!;
    await ok(t.as(w.branchClerk).post('/api/comp-workflow-normal-doc-deal', { id: notice.id }), e.noticeConfirm.output);

    const again = await t.as(w.a).post('/api/comp-workflow-doc/push', { id, receivers: [{ companyId: w.branchId, userId: w.branchClerk.id }] });
    expect(again.body).toMatchObject({ code: 1, msg: '所选人员都已收到该公文' });
    const more = await ok(t.as(w.a).post('/api/comp-workflow-doc/push', { id, receivers: [{ companyId: w.branchId, userId: w.branchClerk.id }, { companyId: w.companyId, userId: w.b.id }] }), o.push.output);
    expect(more).toEqual({ pushed: 1, skipped: 1, notices: 1 });

    const recipients = await ok(t.as(w.a).get(`/api/comp-workflow-doc/push/recipients/${id}`), o.pushRecipients.output);
    expect(recipients.map((r) => r.name).sort()).toEqual(['会签丙', '会签乙', '分公司文员'].sort());
    expect(recipients.find((r) => r.name === '分公司文员')!.handleTime).not.toBeNull();
    const row = (await ok(t.as(w.a).post('/api/comp-workflow-doc/push/list', { q: '物业费' }), o.pushList.output)).rows[0]!;
    expect(row).toMatchObject({ recipients: 3, confirmed: 1 });
    const [trail] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.wfEvents).where(and(eq(schema.wfEvents.docId, id), eq(schema.wfEvents.action, 'push')));
    expect(trail!.n).toBe(2);
  });

  it('refuses people outside the tree (400 naming receivers), an empty list, and another company’s document (404)', async () => {
    const id = await finished('外部推送');
    const outside = await t.as(w.a).post('/api/comp-workflow-doc/push', { id, receivers: [{ companyId: w.siblingId, userId: w.siblingClerk.id }] });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ msg: '接收人不在本公司及下级公司范围内' });
    const disabled = await t.as(w.a).post('/api/comp-workflow-doc/push', { id, receivers: [{ companyId: w.companyId, userId: w.disabled.id }] });
    expect(disabled.status).toBe(400);
    const empty = await t.as(w.a).post('/api/comp-workflow-doc/push', { id, receivers: [] });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ msg: expect.stringContaining('请选择推送对象') });
    const foreign = await t.as(w.siblingClerk).post('/api/comp-workflow-doc/push', { id, receivers: [{ companyId: w.siblingId, userId: w.siblingClerk.id }] });
    expect(foreign.status).toBe(404);
    expect((await t.as(w.siblingClerk).get(`/api/comp-workflow-doc/push/recipients/${id}`)).status).toBe(404);
    const theirs = await ok(t.as(w.siblingClerk).post('/api/comp-workflow-doc/push/list', {}), o.pushList.output);
    expect(theirs.total).toBe(0);
    expect((await t.call({ method: 'POST', url: '/api/comp-workflow-doc/push', payload: { id, receivers: [] } })).status).toBe(401);
  });

  it('lists 办结 documents by when they ended, the higher id first when they ended together, a page after another', async () => {
    const ids = [await finished('同时办结一'), await finished('同时办结二'), await finished('同时办结三')];
    await t.database.db.update(schema.wfDocs).set({ endedAt: new Date('2026-01-01T02:00:00Z') }).where(inArray(schema.wfDocs.id, ids));
    const page = async (n: number) => ok(t.as(w.a).post('/api/comp-workflow-doc/push/list', { q: '同时办结', page: n, size: 2 }), o.pushList.output);
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((r) => [r.id, r.recipients, r.confirmed])).toEqual([...ids].reverse().map((id) => [id, 0, 0]));
  });
});
