import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactEndpoints as c } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildWorkflowWorld, type WorkflowWorld } from '../../../test/factories/workflow';
import { readXlsx } from '../../../test/factories/records';

// 公司通讯录 (issue 14, wf-admin): staff of the caller's company or one below it with department,
// job, phone and email; search; Excel export; another company out of reach.

let t: TestApp;
let w: WorkflowWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await buildWorkflowWorld(t.database.db);
  const db = t.database.db;
  const [dept] = await db.insert(schema.departments).values({ companyId: w.companyId, code: 'D01', name: '工程部' }).returning();
  const [job] = await db.insert(schema.jobs).values({ companyId: w.companyId, name: '工程主管' }).returning();
  await db.update(schema.users).set({ jobId: job!.id, phone: '021-55550001' }).where(eq(schema.users.id, w.reviewer.id));
  await db.insert(schema.staffProfiles).values({ companyId: w.companyId, userId: w.reviewer.id, name: '审核人', username: w.reviewer.username, deptId: dept!.id, mobile: '13800000001', email: 'reviewer@wuye-demo.cn' });
  await db.insert(schema.staffProfiles).values({ companyId: w.companyId, userId: w.a.id, name: '会签甲', username: w.a.username, deptId: dept!.id });
});
afterAll(() => t.close());

const list = async (who = w.starter, body: object = {}) => {
  const res = await t.as(who).post('/api/common/contacts', body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return c.contacts.output.parse(res.body.data);
};

describe('POST /api/common/contacts', () => {
  it('lists the company’s enabled staff with department, job, mobile and email', async () => {
    const rows = await list();
    const names = rows.map((r) => r.name);
    expect(names).toContain('审核人');
    expect(names).not.toContain('离职员工');
    expect(names).not.toContain('管理员');
    expect(names).not.toContain('分公司文员');
    expect(rows.find((r) => r.name === '审核人')).toMatchObject({ deptName: '工程部', jobName: '工程主管', mobile: '13800000001', email: 'reviewer@wuye-demo.cn' });
  });

  it('filters by department, job and a search over name, account, phone and email', async () => {
    const dept = (await list()).find((r) => r.name === '审核人')!.deptId!;
    expect((await list(w.starter, { deptId: dept })).map((r) => r.name).sort()).toEqual(['会签甲', '审核人'].sort());
    const job = (await list()).find((r) => r.name === '审核人')!.jobId!;
    expect((await list(w.starter, { jobId: job })).map((r) => r.name)).toEqual(['审核人']);
    expect((await list(w.starter, { q: 'reviewer@' })).map((r) => r.name)).toEqual(['审核人']);
    expect((await list(w.starter, { q: '1380000' })).map((r) => r.name)).toEqual(['审核人']);
    expect(await list(w.starter, { q: '100%' })).toEqual([]);
  });

  it('reads a company below, never a company above or beside (404)', async () => {
    expect((await list(w.starter, { companyId: w.branchId })).map((r) => r.name)).toEqual(['分公司文员']);
    for (const companyId of [w.siblingId, w.groupId]) {
      const res = await t.as(w.starter).post('/api/common/contacts', { companyId });
      expect(res.status).toBe(404);
    }
    const theirs = await t.as(w.branchClerk).post('/api/common/contacts', { companyId: w.companyId });
    expect(theirs.status).toBe(404);
  });

  it('answers 401 without a session and 400 naming a bad field', async () => {
    expect((await t.call({ method: 'POST', url: '/api/common/contacts', payload: {} })).status).toBe(401);
    const bad = await t.as(w.starter).post('/api/common/contacts', { deptId: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('deptId');
  });
});

describe('POST /api/common/export-contacts', () => {
  it('exports the filtered list to Excel with the purpose, and refuses another company', async () => {
    const purpose = { usage: '年度通讯录', auditor: '张经理', auditDate: '2026.11.26' };
    const res = await t.call({ method: 'POST', url: '/api/common/export-contacts', payload: { ...purpose, q: '审核' }, headers: await t.as(w.starter).headers() });
    expect(res.status).toBe(200);
    const sheets = await readXlsx(res.response.rawPayload);
    const rows = Object.values(sheets)[0]!;
    expect(rows[0]).toEqual(['公司', '部门', '岗位', '姓名', '登录账号', '手机号', '电子邮箱']);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['审核人']);
    expect(rows[1]![6]).toBe('reviewer@wuye-demo.cn');
    const missing = await t.call({ method: 'POST', url: '/api/common/export-contacts', payload: {}, headers: await t.as(w.starter).headers() });
    expect(missing.status).toBe(400);
    const other = await t.call({ method: 'POST', url: '/api/common/export-contacts', payload: { ...purpose, companyId: w.siblingId }, headers: await t.as(w.starter).headers() });
    expect(other.status).toBe(404);
  });
});
