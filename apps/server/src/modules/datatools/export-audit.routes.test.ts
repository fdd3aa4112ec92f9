import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { envelopeOf, ExportAuditPage } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { readXlsx } from '../../../test/factories/records';
import { buildUser, type TestUser } from '../../../test/factories/users';

let t: TestApp;
let emp: TestUser;
let other: TestUser;
let outsider: TestUser;
let gov: TestUser;

const Page = envelopeOf(ExportAuditPage);
const purpose = { usage: '年度盘点', auditor: '王经理', auditDate: '2026.11.21' };

async function audit(user: TestUser, recordKey: string, usage: string, at: string, rows: number | null = 3) {
  await t.database.db.insert(schema.exportAudits).values({
    companyId: user.companyId,
    userId: user.id,
    recordKey,
    usage,
    auditor: '李主管',
    auditDate: '2026.11.20',
    filters: { estateId: '7' },
    rows,
    at: new Date(at),
  });
}

beforeAll(async () => {
  t = await createTestApp();
  const company = await buildCompany(t.database.db);
  const elsewhere = await buildCompany(t.database.db);
  emp = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '张三' });
  other = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '李四' });
  outsider = await buildUser(t.database.db, { companyId: elsewhere.id, role: 'emp', name: '王五' });
  gov = await buildUser(t.database.db, { companyId: company.id, role: 'gov' });
  await audit(emp, 'house', '房屋清册核对', '2026-11-01T02:00:00Z');
  await audit(other, 'owner', '业主回访名单', '2026-11-10T02:00:00Z', null);
  await audit(emp, 'estate', '年报资料', '2026-11-20T15:30:00Z'); // 2026-11-20 23:30 in China
  await audit(outsider, 'house', '他司导出', '2026-11-05T02:00:00Z');
});
afterAll(() => t.close());

describe('导出登记', () => {
  it('lists the company exports newest first, with the screen title and conditions', async () => {
    const page = Page.parse((await t.as(emp).get('/api/setup/export-audits')).body).data!;
    expect(page.total).toBe(3);
    expect(page.rows.map((r) => r.usage)).toEqual(['年报资料', '业主回访名单', '房屋清册核对']);
    expect(page.rows[2]).toMatchObject({
      userName: '张三',
      recordKey: 'house',
      recordTitle: '房屋管理',
      auditor: '李主管',
      auditDate: '2026.11.20',
      filters: { estateId: '7' },
      rows: 3,
    });
    expect(page.rows[1]?.rows).toBeNull();
  });

  it('filters by China day, user, screen and usage, and pages', async () => {
    const get = async (q: string) => Page.parse((await t.as(emp).get(`/api/setup/export-audits?${q}`)).body).data!;
    expect((await get('from=2026-11-10&to=2026-11-20')).rows.map((r) => r.usage)).toEqual(['年报资料', '业主回访名单']);
    expect((await get('to=2026-11-09')).rows.map((r) => r.usage)).toEqual(['房屋清册核对']);
    expect((await get('user=李')).rows.map((r) => r.usage)).toEqual(['业主回访名单']);
    expect((await get('recordKey=house')).rows.map((r) => r.usage)).toEqual(['房屋清册核对']);
    expect((await get('usage=回访')).total).toBe(1);
    const second = await get('size=2&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, size: 2 });
    expect(second.rows).toHaveLength(1);
  });

  it('never shows another company', async () => {
    const page = Page.parse((await t.as(outsider).get('/api/setup/export-audits')).body).data!;
    expect(page.rows.map((r) => r.usage)).toEqual(['他司导出']);
  });

  it('pages exports made at the same moment by id, the latest first, and finds them by the exporter’s account', async () => {
    const company = await buildCompany(t.database.db);
    const clerk = await buildUser(t.database.db, { companyId: company.id, role: 'emp', name: '王五' });
    for (const usage of ['同刻一', '同刻二', '同刻三']) await audit(clerk, 'house', usage, '2026-11-15T02:00:00Z');
    const get = async (q: string) => Page.parse((await t.as(clerk).get(`/api/setup/export-audits?${q}`)).body).data!;
    const [first, second] = [await get('size=2&page=1'), await get('size=2&page=2')];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((r) => [r.usage, r.userName])).toEqual([
      ['同刻三', '王五'],
      ['同刻二', '王五'],
      ['同刻一', '王五'],
    ]);
    expect((await get(`user=${clerk.username}`)).total).toBe(3);
    expect((await get('user=张三')).total).toBe(0);
  });

  it('refuses without a session, a role without it, and bad filters', async () => {
    expect((await t.call({ method: 'GET', url: '/api/setup/export-audits' })).status).toBe(401);
    expect((await t.as(gov).get('/api/setup/export-audits')).status).toBe(403);
    const bad = await t.as(emp).get('/api/setup/export-audits?from=2026/11/01');
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('from');
    const noPurpose = await t.as(emp).post('/api/setup/export-audits/export', { usage: '' });
    expect(noPurpose.status).toBe(400);
  });

  it('exports the filtered list to Excel and audits that export too', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/setup/export-audits/export',
      payload: { ...purpose, filters: { recordKey: 'house' } },
      headers: await t.as(emp).headers(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const rows = Object.values(await readXlsx(res.rawPayload))[0] ?? [];
    expect(rows[0]).toEqual(['导出时间', '导出人', '导出画面', '用途', '审批人', '审批日期', '导出条件', '行数']);
    expect(rows.slice(1)).toEqual([['2026-11-01 10:00', '张三', '房屋管理', '房屋清册核对', '李主管', '2026.11.20', 'estateId=7', 3]]);
    // the row count is written once the stream has ended, which may be just after the reply's last byte
    const own = async () =>
      (
        await t.database.db
          .select()
          .from(schema.exportAudits)
          .where(and(eq(schema.exportAudits.recordKey, 'export-audit'), eq(schema.exportAudits.userId, emp.id)))
      )[0];
    await expect.poll(async () => (await own())?.rows).toBe(1);
    expect(await own()).toMatchObject({ ...purpose, filters: { recordKey: 'house' }, rows: 1 });
  });
});
