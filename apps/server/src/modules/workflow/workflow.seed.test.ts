import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowEndpoints as e } from '@pm/contracts';
import { DEMO_STEPS, runDemoSeed } from '@pm/seed';
import { createTestApp, type TestApp } from '../../../test/harness';

// The 公文 demo data (seed step 'workflow') read and moved on through the real calls: every list has
// rows, and the seeded documents continue as if the server had written them.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await runDemoSeed(t.database.db, DEMO_STEPS.filter((s) => ['companies', 'users', 'menu-catalogue', 'workflow'].includes(s.name)));
});
afterAll(() => t.close());

const data = <O>(r: { status: number; body: unknown }, parse: { parse: (x: unknown) => O }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return parse.parse((r.body as { data: unknown }).data);
};

describe('workflow demo seed', () => {
  it('has a template of each kind and to-dos, in-progress and done documents for the demo staff', async () => {
    const templates = data(await t.as('emp01').post('/api/comp-workflow-doc/listAllWorkflowDefine', {}), e.listDefines.output);
    expect(templates.map((x) => x.kind).sort()).toEqual(['internal', 'normal', 'report', 'report']);
    // the three-user flow of the e2e: 项目经理 reviews, two departments countersign (all), the manager closes
    const project = templates.find((x) => x.name === '项目工作报告')!;
    expect(project.nodes.map((n) => [n.type, n.mode, n.handlers.map((h) => h.name)])).toEqual([
      ['发起', 'any', []],
      ['审核', 'any', ['黄志明']],
      ['会签', 'all', ['王晓燕', '李秀英']],
      ['完结', 'any', []],
    ]);
    expect(project.finisherName).toBe('黄志明');
    const emp01 = data(await t.as('emp01').get('/api/comp-workflow-doc/getToDealWorkflowDoc'), e.toDeal.output);
    expect([emp01.normalDocCount, emp01.internalDocCount, emp01.reportDocCount]).toEqual([0, 1, 1]);
    const emp03 = data(await t.as('emp03').get('/api/comp-workflow-doc/getToDealWorkflowDoc'), e.toDeal.output);
    expect(emp03.rows.map((r) => [r.subject, r.status])).toEqual([
      ['电梯维保费用调整报告', 'draft'],
      ['门岗排班调整', 'suspended'],
    ]);
    const processing = data(await t.as('emp03').get('/api/comp-workflow-doc/listProcessingDoc/0'), e.processing.output);
    expect(processing.rows.map((r) => r.status).sort()).toEqual(['draft', 'running', 'running', 'suspended']);
    const dealt = data(await t.as('emp01').post('/api/comp-workflow-doc/getDealWorkflowDocInfo', {}), e.dealt.output);
    expect(dealt.rows.map((r) => r.status)).toEqual(expect.arrayContaining(['finished', 'running']));
    for (const who of ['emp03', 'cc01']) {
      const notices = data(await t.as(who).post('/api/comp-workflow-normal-doc-deal/getTodoList', {}), e.noticeTodo.output);
      expect(notices.rows.map((n) => n.subject), who).toEqual(['关于小区计划停水的通知']);
    }
  });

  it('the seeded documents go on: the half-done 会签 completes and is 办结; a fresh report is revoked', async () => {
    const todo = data(await t.as('emp01').get('/api/comp-workflow-doc/getToDealWorkflowDoc?kind=internal'), e.toDeal.output);
    const row = todo.rows[0]!;
    const after = data(await t.as('emp01').post('/api/comp-workflow-doc', { action: 'agree', taskId: row.taskId }), e.command.output);
    expect(after.currentNodeName).toBe('办结');
    const done = data(await t.as('emp01').post('/api/comp-workflow-doc/finish', { id: row.id }), e.finish.output);
    expect(done.status).toBe('finished');
    const report = data(await t.as('emp01').get('/api/comp-workflow-doc/getToDealWorkflowDoc?kind=report'), e.toDeal.output).rows[0]!;
    const revoked = data(await t.as('emp03').post('/api/comp-workflow-doc/revokeDoc', { id: report.id }), e.revoke.output);
    expect(revoked.status).toBe('draft');
    const info = data(await t.as('emp03').post('/api/comp-workflow-doc/getDocDealInfo', { id: report.id }), e.dealInfo.output);
    expect(info.events.map((x) => x.action)).toEqual(['create', 'send', 'revoke']);
  });
});
