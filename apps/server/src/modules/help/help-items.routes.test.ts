import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopeOf, HelpItem, HelpMenuEntry } from '@pm/contracts';
import { schema } from '@pm/db';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';

let t: TestApp;
let platformSa: TestUser;
let tenantSa: TestUser;
let tenantStaff: TestUser;
const MENU = 90001;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const root = await buildCompany(db, { level: 1 });
  const tenant = await buildCompany(db, { parentId: root.id });
  platformSa = await buildUser(db, { companyId: root.id, role: 'sa' });
  tenantSa = await buildUser(db, { companyId: tenant.id, role: 'sa' });
  tenantStaff = await buildUser(db, { companyId: tenant.id, role: 'emp' });
  await db.insert(schema.menuItems).values([
    { id: 90000, parentId: 89999, name: 'test_group', path: '/t', title: '测试分组', icon: 'IconHelp', component: 'Layout' },
    { id: 89999, parentId: null, name: 'test_centre', path: '/c', title: '测试中心', icon: 'IconHelp', component: 'Layout' },
    { id: MENU, parentId: 90000, name: 'test_screen', path: '/t/s', title: '测试屏幕', icon: 'IconHelp', component: 'x/y/z' },
  ]);
});
afterAll(() => t.close());

const body = { menuId: MENU, kind: 'doc', title: '如何登记缴费？', remark: '<p>点击<strong>缴费</strong>。</p>', order: 1 };

describe('帮助条目 maintenance', () => {
  it('answers 401 without a session, 403 for staff and for a tenant company\'s sa', async () => {
    expect((await t.call({ method: 'GET', url: '/api/help-items/menus' })).status).toBe(401);
    expect((await t.as(tenantStaff).get('/api/help-items/menus')).status).toBe(403);
    const refused = await t.as(tenantSa).post<unknown>('/api/help-items', body);
    expect(refused.status).toBe(403);
    expect((refused.body as { errorCode: string }).errorCode).toBe('help.platform_only');
  });

  it('adds, lists, edits and deletes an item; the AI help (docs) answers what is saved', async () => {
    const created = await t.as(platformSa).post('/api/help-items', body);
    expect(created.status).toBe(200);
    const item = envelopeOf(HelpItem).parse(created.body).data!;
    expect(item).toMatchObject({ menuId: MENU, kind: 'doc', title: '如何登记缴费？', name: '如何登记缴费？', tabName: '' });

    const menus = envelopeOf(z.array(HelpMenuEntry)).parse((await t.as(platformSa).get('/api/help-items/menus')).body).data!;
    expect(menus.find((m) => m.menuId === MENU)).toEqual({ menuId: MENU, title: '测试屏幕', place: '测试中心 / 测试分组', count: 1 });
    expect(menus.some((m) => m.menuId === 90000)).toBe(false);

    const edited = await t.as(platformSa).put(`/api/help-items/${item.id}`, { ...body, title: '如何缴费？', remark: '<p>新的答案</p>' });
    expect(envelopeOf(HelpItem).parse(edited.body).data!.title).toBe('如何缴费？');
    const docs = envelopeOf(z.array(HelpItem)).parse((await t.as(tenantStaff).get(`/api/help-menu/docs?menu=${MENU}`)).body).data!;
    expect(docs.map((d) => [d.title, d.remark])).toEqual([['如何缴费？', '<p>新的答案</p>']]);

    await t.as(platformSa).post('/api/help-items', { ...body, kind: 'flow', title: '缴费流程' });
    const flow = envelopeOf(z.array(HelpItem)).parse((await t.as(tenantStaff).get(`/api/help-menu/flow/${MENU}`)).body).data!;
    expect(flow.map((f) => f.title)).toEqual(['缴费流程']);
    const all = envelopeOf(z.array(HelpItem)).parse((await t.as(platformSa).get(`/api/help-items?menu=${MENU}`)).body).data!;
    expect(all.map((i) => i.kind).sort()).toEqual(['doc', 'flow']);

    expect((await t.as(platformSa).del(`/api/help-items/${item.id}`)).status).toBe(200);
    expect(envelopeOf(z.array(HelpItem)).parse((await t.as(tenantStaff).get(`/api/help-menu/docs?menu=${MENU}`)).body).data).toEqual([]);
    expect((await t.as(platformSa).del(`/api/help-items/${item.id}`)).status).toBe(404);
    expect((await t.as(platformSa).put(`/api/help-items/${item.id}`, body)).status).toBe(404);
  });

  it('answers 400 naming the field for bad input', async () => {
    const bad = async (b: object, path: string) => {
      const res = await t.as(platformSa).post<unknown>('/api/help-items', b);
      expect(res.status, JSON.stringify(b)).toBe(400);
      expect((res.body as { details: { path: string }[] }).details[0]?.path).toBe(path);
    };
    await bad({ ...body, title: '' }, 'title');
    await bad({ ...body, title: '长'.repeat(101) }, 'title');
    await bad({ ...body, remark: '' }, 'remark');
    await bad({ ...body, kind: 'faq' }, 'kind');
    await bad({ ...body, menuId: 123456 }, 'menuId');
  });
});
