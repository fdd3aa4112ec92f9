import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { workflowEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildWorkflowWorld, reportTemplate, saveTemplate, sendDoc, type WorkflowWorld } from '../../../test/factories/workflow';

// Several requests on one document at once: the document row is locked for each transition, so one
// wins and the others see its result. On PostgreSQL they truly overlap; PGlite (one connection)
// runs them in turn, which is the double click.

let t: TestApp;
let w: WorkflowWorld;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkflowWorld(t.database.db);
  templateId = await saveTemplate(t, w.starter, reportTemplate(w, 'any'));
});
afterAll(() => t.close());

const taskOf = async (docId: number, userId: number) => {
  const [row] = await t.database.db
    .select({ id: schema.wfTasks.id })
    .from(schema.wfTasks)
    .where(and(eq(schema.wfTasks.docId, docId), eq(schema.wfTasks.assigneeId, userId), eq(schema.wfTasks.state, 'pending')));
  return row!.id;
};
const eventsOf = (docId: number) => t.database.db.select().from(schema.wfEvents).where(eq(schema.wfEvents.docId, docId));

describe('workflow under concurrent requests', () => {
  it('10 agrees on one task at once: exactly one wins, nine are refused in Chinese, one event', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    const task = await taskOf(id, w.reviewer.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => t.as(w.reviewer).post('/api/comp-workflow-doc', { action: 'agree', taskId: task })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) expect(a.body).toMatchObject({ code: 1, msg: '该待办已处理，请勿重复操作' });
    expect((await eventsOf(id)).filter((x) => x.action === 'agree')).toHaveLength(1);
    const open = await t.database.db.select().from(schema.wfTasks).where(and(eq(schema.wfTasks.docId, id), eq(schema.wfTasks.state, 'pending')));
    expect(open.map((x) => x.assigneeId).sort()).toEqual([w.a.id, w.b.id, w.c.id].sort());
  });

  it('或签 members A, B, C agree at once: one decides the node, the others are refused, 签批 gets one task', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    await t.as(w.reviewer).post('/api/comp-workflow-doc', { action: 'agree', taskId: await taskOf(id, w.reviewer.id) });
    const members = [w.a, w.b, w.c];
    const tasks = await Promise.all(members.map((m) => taskOf(id, m.id)));
    const answers = await Promise.all(members.map((m, i) => t.as(m).post('/api/comp-workflow-doc', { action: 'agree', taskId: tasks[i] })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const leaderTasks = await t.database.db.select().from(schema.wfTasks).where(and(eq(schema.wfTasks.docId, id), eq(schema.wfTasks.assigneeId, w.leader.id)));
    expect(leaderTasks).toHaveLength(1);
  });

  it('a revoke racing the reviewer’s agree: exactly one of them happens', async () => {
    const id = await sendDoc(t, w.starter, templateId);
    const task = await taskOf(id, w.reviewer.id);
    const [revoke, agree] = await Promise.all([
      t.as(w.starter).post('/api/comp-workflow-doc/revokeDoc', { id }),
      t.as(w.reviewer).post('/api/comp-workflow-doc', { action: 'agree', taskId: task }),
    ]);
    expect([revoke.status, agree.status].filter((s) => s === 200)).toHaveLength(1);
    const actions = (await eventsOf(id)).map((x) => x.action);
    expect(actions.filter((a) => a === 'revoke' || a === 'agree')).toHaveLength(1);
  });

  it('20 documents sent at once take 20 consecutive numbers of the company, kind and year', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.as(w.starter).post('/api/comp-workflow-doc', { action: 'send', templateId, subject: `并发报告${i}` })),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    const ids = answers.map((a) => e.command.output.parse((a.body as { data: unknown }).data).id);
    const rows = await t.database.db.select({ docNumber: schema.wfDocs.docNumber }).from(schema.wfDocs).where(inArray(schema.wfDocs.id, ids));
    const serials = rows.map((r) => Number(/〕(\d+)号$/.exec(r.docNumber!)![1])).sort((x, y) => x - y);
    expect(new Set(serials).size).toBe(20);
    expect(serials.at(-1)! - serials[0]!).toBe(19);
    const [counter] = await t.database.db.select().from(schema.wfDocCounters).where(and(eq(schema.wfDocCounters.companyId, w.companyId), eq(schema.wfDocCounters.kind, 'report')));
    expect(counter!.last).toBe(serials.at(-1));
  });
});
