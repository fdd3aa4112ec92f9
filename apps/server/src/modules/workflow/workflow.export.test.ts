import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { workflowEndpoints as e } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readXlsx } from '../../../test/factories/records';
import { buildWorkflowWorld, reportTemplate, saveTemplate, sendDoc, type WorkflowWorld } from '../../../test/factories/workflow';
import { buildUser, type TestUser } from '../../../test/factories/users';

// 公文列表导出 over HTTP: the caller's 待办, 已办 and 办理中 lists as workbooks, the same documents as the
// screen's lists (every page), audited, another company's documents never in them.

let t: TestApp;
let w: WorkflowWorld;
let sent: number[];

const purpose = { usage: '年终归档', auditor: '王经理', auditDate: '2026.11.30' };

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkflowWorld(t.database.db);
  const templateId = await saveTemplate(t, w.starter, reportTemplate(w));
  sent = [];
  for (let i = 0; i < 3; i++) sent.push(await sendDoc(t, w.starter, templateId));
});
afterAll(() => t.close());

const exported = async (who: TestUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/comp-workflow-doc/export', headers: await t.as(who).headers(), payload: { ...purpose, ...payload } });
const sheet = async (who: TestUser, payload: Record<string, unknown>) => {
  const res = await exported(who, payload);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const sheets = await readXlsx(res.rawPayload);
  const [name] = Object.keys(sheets);
  return { name, fileName: decodeURIComponent(String(res.headers['content-disposition']).split("UTF-8''")[1]!), rows: sheets[name!]! };
};
const data = <O>(r: { status: number; body: unknown }, parse: { parse: (x: unknown) => O }) => {
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return parse.parse((r.body as { data: unknown }).data);
};

describe('公文列表导出', () => {
  it('exports the whole to-do list, every page, with the node it waits at and when it came', async () => {
    const list = data(await t.as(w.reviewer).get('/api/comp-workflow-doc/getToDealWorkflowDoc?page=1&size=200'), e.toDeal.output);
    expect(list.total).toBeGreaterThanOrEqual(3);
    const book = await sheet(w.reviewer, { list: 'todo' });
    expect([book.name, book.fileName]).toEqual(['待办公文', '待办公文.xlsx']);
    expect(book.rows[0]).toEqual(['发文字号', '标题', '类型', '紧急程度', '状态', '流程模板', '当前节点', '发起人', '办结人', '相关房屋', '创建时间', '发文时间', '结束时间', '待办节点', '收到时间', '原办理人']);
    expect(book.rows).toHaveLength(list.total + 1);
    const first = list.rows.find((r) => r.id === sent[0])!;
    const row = book.rows.find((r) => r[0] === first.docNumber)!;
    expect(row.slice(1, 9)).toEqual(['关于更换电梯的报告', '报告公文', '普通', '办理中', first.templateName, '部门审核', '发起人', '办结人']);
    expect(row[13]).toBe('部门审核');
    expect(row[14]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(row[15]).toBe('审核人');
  });

  it('exports 已办 with the latest action time and 办理中 as the lists have them, by kind when asked', async () => {
    const row = data(await t.as(w.reviewer).get('/api/comp-workflow-doc/getToDealWorkflowDoc?kind=report'), e.toDeal.output).rows.find((r) => r.id === sent[1])!;
    expect((await t.as(w.reviewer).post('/api/comp-workflow-doc', { action: 'agree', taskId: row.taskId, opinion: '同意' })).status).toBe(200);
    const dealtList = data(await t.as(w.reviewer).post('/api/comp-workflow-doc/getDealWorkflowDocInfo', { size: 200 }), e.dealt.output);
    const dealt = await sheet(w.reviewer, { list: 'dealt' });
    expect(dealt.rows[0]!.at(-1)).toBe('最后办理时间');
    expect(dealt.rows.slice(1).map((r) => r[0]).sort()).toEqual(dealtList.rows.map((r) => r.docNumber).sort());
    expect(dealt.rows.find((r) => r[0] === row.docNumber)![6]).toBe('会签');

    const processing = data(await t.as(w.starter).get('/api/comp-workflow-doc/listProcessingDoc/0'), e.processing.output);
    const book = await sheet(w.starter, { list: 'processing' });
    expect(book.name).toBe('办理中公文');
    expect(book.rows.slice(1).map((r) => r[0]).sort()).toEqual(processing.rows.map((r) => r.docNumber ?? '').sort());
    expect(book.rows.slice(1).map((r) => r[0])).toEqual(expect.arrayContaining(sent.map((id) => processing.rows.find((r) => r.id === id)!.docNumber)));

    const reports = await sheet(w.reviewer, { list: 'todo', kind: 'report' });
    expect(reports.fileName).toBe('待办公文（报告公文）.xlsx');
    expect(reports.rows.slice(1).every((r) => r[2] === '报告公文')).toBe(true);
    expect((await sheet(w.reviewer, { list: 'todo', kind: 'normal' })).rows).toHaveLength(1 + data(await t.as(w.reviewer).get('/api/comp-workflow-doc/getToDealWorkflowDoc'), e.toDeal.output).normalDocCount);
  });

  it('records the purpose and the filters in the export audit', async () => {
    await sheet(w.reviewer, { list: 'todo', kind: 'report' });
    const a = schema.exportAudits;
    const audits = await t.database.db.select().from(a).where(and(eq(a.companyId, w.companyId), eq(a.userId, w.reviewer.id), eq(a.recordKey, 'workflow-todo')));
    expect(audits.at(-1)).toMatchObject({ usage: '年终归档', auditor: '王经理', auditDate: '2026.11.30', filters: { list: 'todo', kind: 'report' } });
  });

  it('keeps another company’s documents out and refuses bad input, no session and other roles', async () => {
    // Neither another company's staff nor a colleague with no part in them get these documents.
    for (const who of [w.siblingClerk, w.admin])
      for (const list of ['todo', 'dealt', 'processing']) {
        const subjects = (await sheet(who, { list })).rows.slice(1).map((r) => r[1]);
        expect(subjects, `${who.name} ${list}`).not.toContain('关于更换电梯的报告');
      }
    const noList = await exported(w.reviewer, {});
    expect([noList.statusCode, noList.json().msg]).toEqual([400, 'list：请选择要导出的公文列表']);
    const noUsage = await t.app.inject({ method: 'POST', url: '/api/comp-workflow-doc/export', headers: await t.as(w.reviewer).headers(), payload: { list: 'todo', usage: ' ', auditor: '王经理', auditDate: '2026.11.30' } });
    expect([noUsage.statusCode, noUsage.json().msg], noUsage.body).toEqual([400, 'usage：请输入用途']);
    expect((await t.app.inject({ method: 'POST', url: '/api/comp-workflow-doc/export', payload: { list: 'todo', ...purpose } })).statusCode).toBe(401);
    const gov = await buildUser(t.database.db, { companyId: w.companyId, role: 'gov' });
    expect((await exported(gov, { list: 'todo' })).statusCode).toBe(403);
  });
});
