import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  envelopeOf,
  PublishedArticle,
  StaffPermission,
  StaffPermissionUser,
  SystemLogPage,
  websiteContentRecord,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { z } from 'zod';
import { chinaToday } from '@pm/domain';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import type { UserCalls } from '../../../test/user-calls';

// The real catalogue (added at start): 员工权限 1707, 投诉管理 66, 派工管理 127, 设备维修 135 (not bought by company A).
const PERMISSION = 1707;
const COMPLAINT = 66;
const DISPATCH = 127;
const REPAIR = 135;

let t: TestApp;
let parent: { id: number };
let companyA: { id: number };
let companyB: { id: number };
let admin: TestUser; // emp of A holding 员工权限 and 投诉管理
let clerk: TestUser; // emp of A with nothing
let staffB: TestUser; // emp of B
let writer: UserCalls; // emp of A keeping 信息项目 and 网站内容, reading 系统日志
let writerB: UserCalls; // the same in B
let sa: UserCalls;
let adminCall: UserCalls;
let clerkCall: UserCalls;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  parent = await buildCompany(db, { level: 1, type: 'AB' });
  companyA = await buildCompany(db, { parentId: parent.id });
  companyB = await buildCompany(db);
  await db.insert(schema.companyMenus).values([PERMISSION, COMPLAINT, DISPATCH].map((menuId) => ({ companyId: companyA.id, menuId })));
  await db
    .insert(schema.companyMenus)
    .values([PERMISSION, COMPLAINT, DISPATCH, REPAIR].map((menuId) => ({ companyId: companyB.id, menuId })));
  admin = await buildUser(db, { companyId: companyA.id, role: 'emp', name: '管理员甲', grants: [] });
  clerk = await buildUser(db, { companyId: companyA.id, role: 'emp', name: '客服乙', grants: [] });
  staffB = await buildUser(db, { companyId: companyB.id, role: 'emp', name: '外司丙', grants: [] });
  await db.insert(schema.userMenuGrants).values([PERMISSION, COMPLAINT].map((menuId) => ({ userId: admin.id, menuId })));
  sa = t.as(await buildUser(db, { companyId: parent.id, role: 'sa', grants: ['data_staff-permission'] }));
  const keeps = ['common_info-item', 'data_website-content', 'data_system-log'];
  writer = t.as(await buildUser(db, { companyId: companyA.id, role: 'emp', name: '资料员丁', grants: keeps }));
  writerB = t.as(await buildUser(db, { companyId: companyB.id, role: 'emp', name: '外司戊', grants: keeps }));
  adminCall = t.as(admin);
  clerkCall = t.as(clerk);
});
afterAll(() => t.close());

const grantsOf = async (userId: number) =>
  (await t.database.db.select().from(schema.userMenuGrants).where(eq(schema.userMenuGrants.userId, userId)))
    .map((g) => g.menuId)
    .sort((a, b) => a - b);

describe('员工权限 (staff-permission)', () => {
  it('answers 401 without a session and 403 for root and gov', async () => {
    expect((await t.call({ method: 'GET', url: '/api/staff-permission/staff' })).status).toBe(401);
    const gov = t.as(await buildUser(t.database.db, { companyId: companyA.id, role: 'gov', grants: [] }));
    expect((await gov.get('/api/staff-permission/staff')).status).toBe(403);
    expect((await gov.put(`/api/staff-permission/${clerk.id}`, { menuIds: [] })).status).toBe(403);
  });

  it('refuses an emp who does not hold the 员工权限 item', async () => {
    const res = await clerkCall.get('/api/staff-permission/staff');
    expect(res.status).toBe(403);
    expect(res.body.msg).toBe('您未获得授权，不可作业！');
  });

  it('lists the staff below a system administrator’s company, not other companies’', async () => {
    const res = await sa.get('/api/staff-permission/staff');
    expect(res.status).toBe(200);
    const rows = envelopeOf(z.array(StaffPermissionUser)).parse(res.body).data ?? [];
    const ids = rows.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([admin.id, clerk.id]));
    expect(ids).not.toContain(staffB.id);
    expect(rows.find((r) => r.id === admin.id)?.grantedCount).toBe(2);
    const searched = await sa.get<StaffPermissionUser[]>(`/api/staff-permission/staff?q=${encodeURIComponent('客服')}`);
    expect(searched.body.data.map((r) => r.id)).toEqual([clerk.id]);
  });

  it('shows the company’s bought items with their folders, the direct and the manageable grants', async () => {
    const res = await sa.get(`/api/staff-permission/${admin.id}`);
    expect(res.status).toBe(200);
    const data = envelopeOf(StaffPermission).parse(res.body).data as StaffPermission;
    // Company A bought 员工权限, 投诉管理 and 派工管理 (and what the writer below keeps): each with its group and centre.
    const leaves = data.nodes.filter((n) => n.leaf).map((n) => n.id);
    expect(leaves).toEqual(expect.arrayContaining([PERMISSION, COMPLAINT, DISPATCH]));
    expect(leaves).not.toContain(REPAIR);
    const ids = new Set(data.nodes.map((n) => n.id));
    for (const n of data.nodes) if (n.parentId !== null) expect(ids.has(n.parentId)).toBe(true);
    expect(data.granted).toEqual([COMPLAINT, PERMISSION]);
    expect(data.manageable).toEqual(expect.arrayContaining([PERMISSION, COMPLAINT, DISPATCH]));
    expect(data.manageable).not.toContain(REPAIR);
  });

  it('lets the system administrator replace a staff member’s grants, and logs it', async () => {
    const res = await sa.put(`/api/staff-permission/${clerk.id}`, { menuIds: [COMPLAINT, DISPATCH] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(StaffPermission.parse(res.body.data).granted).toEqual([COMPLAINT, DISPATCH]);
    expect(await grantsOf(clerk.id)).toEqual([COMPLAINT, DISPATCH]);
    const log = await t.database.db
      .select()
      .from(schema.operationLogs)
      .where(eq(schema.operationLogs.recordKey, 'staff-permission'));
    expect(log.at(-1)).toMatchObject({
      recordId: clerk.id,
      action: 'update',
      detail: { added: [COMPLAINT, DISPATCH], removed: [], granted: ['投诉管理', '派工管理'], revoked: [] },
    });
  });

  it('refuses items the company has not bought, with 400 naming menuIds', async () => {
    const res = await sa.put(`/api/staff-permission/${clerk.id}`, { menuIds: [COMPLAINT, REPAIR] });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('只能授予公司已购买的菜单');
    expect(res.body.details?.[0]?.path).toBe('menuIds');
    const bad = await sa.put(`/api/staff-permission/${clerk.id}`, { menuIds: ['x'] });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toContain('menuIds');
  });

  it('lets an emp administrator grant only what they hold, keeping the rest as it was', async () => {
    await t.database.db.delete(schema.userMenuGrants).where(eq(schema.userMenuGrants.userId, clerk.id));
    await t.database.db.insert(schema.userMenuGrants).values({ userId: clerk.id, menuId: DISPATCH });
    // DISPATCH is not the admin's to manage: it stays; COMPLAINT is granted.
    const res = await adminCall.put(`/api/staff-permission/${clerk.id}`, { menuIds: [COMPLAINT] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await grantsOf(clerk.id)).toEqual([COMPLAINT, DISPATCH]);
    const sneak = await adminCall.put(`/api/staff-permission/${clerk.id}`, { menuIds: [COMPLAINT, REPAIR] });
    expect(sneak.status).toBe(400);
    await t.database.db.delete(schema.userMenuGrants).where(eq(schema.userMenuGrants.userId, clerk.id));
    const notHeld = await adminCall.put(`/api/staff-permission/${clerk.id}`, { menuIds: [DISPATCH] });
    expect(notHeld.status).toBe(403);
    expect(notHeld.body.msg).toBe('不能授予您自己未获授权的菜单');
    const self = await adminCall.put(`/api/staff-permission/${admin.id}`, { menuIds: [PERMISSION, COMPLAINT] });
    expect(self.status).toBe(403);
  });

  it("refuses another company's staff with 404", async () => {
    expect((await adminCall.get(`/api/staff-permission/${staffB.id}`)).status).toBe(404);
    expect((await adminCall.put(`/api/staff-permission/${staffB.id}`, { menuIds: [] })).status).toBe(404);
    expect((await sa.get(`/api/staff-permission/${staffB.id}`)).status).toBe(404);
    expect(await grantsOf(staffB.id)).toEqual([]);
  });
});

describe('系统日志 (system-log)', () => {
  it('lists the company’s record writes newest first with the operator and the record title', async () => {
    const created = await writer.post<{ id: number }>('/api/records/info-item', {
      itemType: '1',
      code: 'LOG-1',
      name: '日志测试',
      enabled: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    await writer.edit(`/api/records/info-item/${created.body.data.id}`, {
      id: created.body.data.id,
      name: '日志测试2',
    });
    const res = await writer.get('/api/system-log?recordKey=info-item');
    expect(res.status).toBe(200);
    const page = envelopeOf(SystemLogPage).parse(res.body).data;
    expect(page?.rows.map((r) => r.action)).toEqual(['update', 'create']);
    expect(page?.rows[0]).toMatchObject({
      userName: '资料员丁',
      recordTitle: '信息项目',
      recordId: created.body.data.id,
    });
    const byUser = await writer.get<{ total: number }>(
      `/api/system-log?user=${encodeURIComponent('资料员丁')}&action=create`,
    );
    expect(byUser.body.data.total).toBe(1);
  });

  it('pages operations logged at the same moment by id, the latest first', async () => {
    const at = new Date('2020-06-01T02:00:00Z');
    const lines = ['create', 'update', 'delete'].map((action) => ({ companyId: companyA.id, recordKey: 'tie-key', action, at }));
    await t.database.db.insert(schema.operationLogs).values(lines);
    const page = async (n: number) => envelopeOf(SystemLogPage).parse((await writer.get(`/api/system-log?recordKey=tie-key&size=2&page=${n}`)).body).data!;
    const [first, second] = [await page(1), await page(2)];
    expect([first.total, second.total]).toEqual([3, 3]);
    expect([...first.rows, ...second.rows].map((r) => [r.action, r.userName])).toEqual([
      ['delete', null],
      ['update', null],
      ['create', null],
    ]);
    expect(Object.keys(first.rows[0]!).sort()).toEqual(
      ['action', 'actionTitle', 'at', 'id', 'recordId', 'recordKey', 'recordTitle', 'userId', 'userName'].sort(),
    );
  });

  it('filters by day and refuses a bad date with 400 naming it', async () => {
    const today = chinaToday();
    expect(
      (await writer.get<{ total: number }>(`/api/system-log?from=${today}&to=${today}`)).body.data.total,
    ).toBeGreaterThan(0);
    expect((await writer.get<{ total: number }>('/api/system-log?to=2000-01-01')).body.data.total).toBe(0);
    const bad = await writer.get('/api/system-log?from=2026/01/01');
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('from');
  });

  it("never shows another company's operations", async () => {
    const other = await writerB.post('/api/records/info-item', { itemType: '1', code: 'LOG-B', name: '外司日志', enabled: true });
    expect(other.status).toBe(200);
    const mine = await writer.get<{ rows: { userName: string | null }[] }>('/api/system-log?size=200');
    expect(mine.body.data.rows.map((r) => r.userName)).not.toContain('外司戊');
    expect((await t.call({ method: 'GET', url: '/api/system-log' })).status).toBe(401);
  });
});

describe('网站内容 (website-content)', () => {
  it('shows only published articles to the public site, newest first, by company and category', async () => {
    const a = await t.database.db
      .select({ code: schema.companies.code })
      .from(schema.companies)
      .where(eq(schema.companies.id, companyA.id));
    const code = a[0]?.code ?? '';
    await writer.post('/api/records/website-content', {
      title: '草稿文章',
      category: '1',
      body: '<p>未发布</p>',
      published: false,
    });
    await writer.post('/api/records/website-content', {
      title: '旧闻',
      category: '1',
      body: '<p>旧</p>',
      published: true,
      publishDate: '2026-01-01',
    });
    await writer.post('/api/records/website-content', {
      title: '新闻',
      category: '1',
      body: '<p>新</p>',
      published: true,
      publishDate: '2026-06-01',
    });
    const res = await t.call({
      method: 'GET',
      url: `/api/website-content/published?company=${encodeURIComponent(code)}&category=1`,
    });
    expect(res.status).toBe(200);
    const list = envelopeOf(z.array(PublishedArticle)).parse(res.body).data ?? [];
    expect(list.map((x) => x.title)).toEqual(['新闻', '旧闻']);
    expect(list[0]?.body).toBe('<p>新</p>');
    const bad = await t.call<{ details?: { path: string }[] }>({
      method: 'GET',
      url: '/api/website-content/published?limit=500',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details?.[0]?.path).toBe('limit');
  });

  it('publishes an article today when no date is given', async () => {
    const res = await writer.post('/api/records/website-content', {
      title: '停水通知',
      category: '4',
      body: '<p>明日9:00-12:00停水</p>',
      published: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(websiteContentRecord.row.parse(res.body.data).publishDate).toBe(chinaToday());
  });
});
