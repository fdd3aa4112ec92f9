import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  envelopeOf,
  MenuCentre,
  MenuDoc,
  NavigationSettings,
  PlatformDictEntry,
  PlatformDictionary,
  RoleRights,
  RoleSummary,
  SysIntro,
  SystemDocument,
  MenuHelp,
  type MenuNode,
} from '@pm/contracts';
import { schema } from '@pm/db';
import { DEMO_STEPS, runDemoSeed } from '@pm/seed';
import { createTestApp, type TestApp } from '../../../test/harness';

let t: TestApp;
beforeAll(async () => {
  // The steps these screens read (companies, users, the catalogue with purchases and grants, system documents):
  // the whole demo seed is not needed.
  t = await createTestApp();
  await runDemoSeed(t.database.db, DEMO_STEPS.filter((s) => ['companies', 'users', 'menu-catalogue', 'help-content'].includes(s.name)));
}, 600_000);
afterAll(() => t.close());

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
async function centresOf(username: string) {
  const res = await t.as(username).get('/api/menu/v2');
  expect(res.status).toBe(200);
  return envelopeOf(z.array(MenuCentre)).parse(res.body).data ?? [];
}
async function menuTitlesOf(username: string) {
  const centres = await centresOf(username);
  return centres.flatMap((c) => [c.title, ...c.children.flatMap((g) => [g.title, ...flatten(g.children).map((n) => n.title)])]);
}
async function sysIntro(key: string) {
  const res = await t.as('emp01').get(`/api/menu/sys-intro?key=${key}`);
  expect(res.status).toBe(200);
  return envelopeOf(SysIntro).parse(res.body).data!;
}
async function effective(username: string, code: string) {
  const res = await t.as(username).get('/api/dictionaries');
  expect(res.status).toBe(200);
  return (res.body as { data: Record<string, { value: string; cn: string; tw: string; enabled: boolean }[]> }).data[code] ?? [];
}

describe('only sa and super reach the 系统管理 settings', () => {
  it('answers 401 without a session and 403 to staff (emp) and gov on reads and writes', async () => {
    expect((await t.call({ method: 'GET', url: '/api/sysadmin/dictionaries' })).status).toBe(401);
    for (const user of ['emp01', 'gov01']) {
      expect((await t.as(user).get('/api/sysadmin/dictionaries')).status).toBe(403);
      expect((await t.as(user).post('/api/sysadmin/dictionaries/vehicle_model/entries', { value: 'x', labelCn: 'x', labelTw: 'x', sort: 1, enabled: true })).status).toBe(403);
      expect((await t.as(user).put('/api/sysadmin/documents/nav-operation-tips', { title: 'x', content: 'x' })).status).toBe(403);
      expect((await t.as(user).put('/api/sysadmin/menu-help/66', { remark: 'x' })).status).toBe(403);
      expect((await t.as(user).put('/api/sysadmin/navigation/order', { ids: [56] })).status).toBe(403);
      expect((await t.as(user).put('/api/sysadmin/navigation/tips', { content: 'x' })).status).toBe(403);
      expect((await t.as(user).put('/api/sysadmin/rights', { role: 'emp', menuId: 81, visible: false })).status).toBe(403);
    }
    expect((await t.as('super01').get('/api/sysadmin/rights/roles')).status).toBe(200);
  });
});

describe('字典管理: platform entries every company starts from', () => {
  it('lists the declared dictionaries with their platform entry counts', async () => {
    const res = await t.as('sa01').get('/api/sysadmin/dictionaries');
    const list = envelopeOf(z.array(PlatformDictionary)).parse(res.body).data!;
    const model = list.find((d) => d.code === 'vehicle_model')!;
    expect(model.editable).toBe(true);
    expect(model.entryCount).toBeGreaterThan(0);
    expect(list.find((d) => d.code === 'house_use_state')?.editable).toBe(false);
  });

  it('adds, relabels, disables and deletes a platform entry; every company sees it unless it keeps its own row', async () => {
    // A company's own row of another value does not put the new entry in use.
    expect((await t.as('emp02').post('/api/records/dictionary', { dictCode: 'settle_method', value: '21', labelCn: '本公司数字人民币', labelTw: '本公司數字人民幣', enabled: true })).status).toBe(200);
    const created = await t.as('sa01').post('/api/sysadmin/dictionaries/vehicle_model/entries', { value: 'P9', labelCn: '氢能源车', labelTw: '氫能源車', sort: 90, enabled: true });
    expect(created.status).toBe(200);
    const entry = envelopeOf(PlatformDictEntry).parse(created.body).data!;
    expect(entry).toMatchObject({ value: 'P9', declared: false, companyRows: 0 });
    expect((await effective('emp01', 'vehicle_model')).find((i) => i.value === 'P9')).toMatchObject({ cn: '氢能源车', enabled: true });
    expect((await effective('emp02', 'vehicle_model')).find((i) => i.value === 'P9')?.tw).toBe('氫能源車');

    const dup = await t.as('sa01').post('/api/sysadmin/dictionaries/vehicle_model/entries', { value: 'P9', labelCn: '重复', labelTw: '重複', sort: 1, enabled: true });
    expect(dup.status).toBe(400);
    expect((dup.body as { msg: string }).msg).toBe('该字典已有相同字典值的字典项');

    const edited = await t.as('super01').put(`/api/sysadmin/dictionary-entries/${entry.id}`, { labelCn: '氢燃料车', labelTw: '氫燃料車', sort: 91, enabled: false });
    expect(envelopeOf(PlatformDictEntry).parse(edited.body).data).toMatchObject({ labelCn: '氢燃料车', enabled: false, sort: 91 });
    expect((await effective('emp01', 'vehicle_model')).find((i) => i.value === 'P9')).toMatchObject({ cn: '氢燃料车', enabled: false });

    // A company keeping its own row of the value uses the entry: it can only be disabled.
    const own = await t.as('emp01').post('/api/records/dictionary', { dictCode: 'vehicle_model', value: 'P9', labelCn: '本公司氢车', labelTw: '本公司氫車', enabled: true });
    expect(own.status).toBe(200);
    expect((await effective('emp01', 'vehicle_model')).find((i) => i.value === 'P9')?.cn).toBe('本公司氢车');
    expect((await effective('emp02', 'vehicle_model')).find((i) => i.value === 'P9')?.cn).toBe('氢燃料车');
    const inUse = await t.as('sa01').del(`/api/sysadmin/dictionary-entries/${entry.id}`);
    expect(inUse.status).toBe(409);
    expect((inUse.body as { msg: string }).msg).toBe('已有1家公司在使用该字典项，不能删除，可以停用');
    const listed = await t.as('sa01').get('/api/sysadmin/dictionaries/vehicle_model/entries');
    expect(envelopeOf(z.array(PlatformDictEntry)).parse(listed.body).data!.find((e) => e.id === entry.id)?.companyRows).toBe(1);
    const ownId = (own.body as { data: { id: number } }).data.id;
    expect((await t.as('emp01').del(`/api/records/dictionary/${ownId}`)).status).toBe(200);

    expect((await t.as('sa01').del(`/api/sysadmin/dictionary-entries/${entry.id}`)).status).toBe(200);
    expect((await effective('emp02', 'vehicle_model')).some((i) => i.value === 'P9')).toBe(false);
    const entries = await t.as('sa01').get('/api/sysadmin/dictionaries/vehicle_model/entries');
    expect(envelopeOf(z.array(PlatformDictEntry)).parse(entries.body).data!.some((e) => e.value === 'P9')).toBe(false);
    // Adding the value again brings the entry back.
    const again = await t.as('sa01').post('/api/sysadmin/dictionaries/vehicle_model/entries', { value: 'P9', labelCn: '氢能源车', labelTw: '氫能源車', sort: 90, enabled: true });
    expect(envelopeOf(PlatformDictEntry).parse(again.body).data?.id).toBe(entry.id);
  });

  it('keeps declared entries (disable only), the platform’s labels over the declaration’s, and fixed dictionaries read-only', async () => {
    const list = await t.as('sa01').get('/api/sysadmin/dictionaries/vehicle_model/entries');
    const declared = envelopeOf(z.array(PlatformDictEntry)).parse(list.body).data!.find((e) => e.declared)!;
    const refused = await t.as('sa01').del(`/api/sysadmin/dictionary-entries/${declared.id}`);
    expect(refused.status).toBe(409);
    expect((refused.body as { msg: string }).msg).toBe('系统内置的字典项不能删除，可以停用');
    const off = await t.as('sa01').put(`/api/sysadmin/dictionary-entries/${declared.id}`, { labelCn: `${declared.labelCn}（停）`, labelTw: declared.labelTw, sort: declared.sort, enabled: false });
    expect(off.status).toBe(200);
    expect((await effective('emp02', 'vehicle_model')).find((i) => i.value === declared.value)).toMatchObject({ enabled: false, cn: `${declared.labelCn}（停）` });
    const [row] = await t.database.db
      .select({ updatedBy: schema.dictionaryItems.updatedBy })
      .from(schema.dictionaryItems)
      .where(and(isNull(schema.dictionaryItems.companyId), eq(schema.dictionaryItems.id, declared.id)));
    expect(row?.updatedBy).not.toBeNull();

    const fixed = await t.as('sa01').get('/api/sysadmin/dictionaries/house_use_state/entries');
    const fixedEntry = envelopeOf(z.array(PlatformDictEntry)).parse(fixed.body).data![0]!;
    expect((await t.as('sa01').put(`/api/sysadmin/dictionary-entries/${fixedEntry.id}`, { labelCn: 'x', labelTw: 'x', sort: 0, enabled: false })).status).toBe(409);
    expect((await t.as('sa01').post('/api/sysadmin/dictionaries/house_use_state/entries', { value: '9', labelCn: 'x', labelTw: 'x', sort: 0, enabled: true })).status).toBe(409);
  });

  it('answers 400 naming the field for bad input and 404 for unknown dictionaries and entries', async () => {
    const bad = await t.as('sa01').post('/api/sysadmin/dictionaries/vehicle_model/entries', { value: '有 空格', labelCn: '', labelTw: 'x', sort: -1, enabled: true });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('字典值只能由字母、数字、下划线或短横线组成');
    expect((await t.as('sa01').get('/api/sysadmin/dictionaries/nope/entries')).status).toBe(404);
    expect((await t.as('sa01').put('/api/sysadmin/dictionary-entries/99999999', { labelCn: 'x', labelTw: 'x', sort: 0, enabled: true })).status).toBe(404);
    expect((await t.as('sa01').del('/api/sysadmin/dictionary-entries/abc')).status).toBe(400);
  });
});

describe('文档管理: what is saved is what the shell reads', () => {
  it('an edited system document is what /api/menu/sys-intro answers at once (its cache follows the stamp)', async () => {
    const before = await sysIntro('system-intro');
    const list = await t.as('sa01').get('/api/sysadmin/documents');
    const docs = envelopeOf(z.array(SystemDocument)).parse(list.body).data!;
    expect(docs.find((d) => d.key === 'system-intro')?.content).toBe(before.content);
    const saved = await t.as('sa01').put('/api/sysadmin/documents/system-intro', { title: '平台简介', content: '<p>新的<b>简介</b></p>' });
    expect(saved.status).toBe(200);
    expect(await sysIntro('system-intro')).toEqual({ key: 'system-intro', title: '平台简介', content: '<p>新的<b>简介</b></p>' });
    expect((await t.as('sa01').put('/api/sysadmin/documents/nope', { title: 'x', content: 'x' })).status).toBe(404);
    const bad = await t.as('sa01').put('/api/sysadmin/documents/system-intro', { title: '', content: 'x' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('请输入文档标题');
  });

  it('an edited item help is what /api/menu/docs answers; centres and groups are not items', async () => {
    const list = await t.as('sa01').get('/api/sysadmin/menu-help');
    const items = envelopeOf(z.array(MenuHelp)).parse(list.body).data!;
    const complaint = items.find((i) => i.id === 66)!;
    expect(complaint).toMatchObject({ title: '投诉管理', centre: '客户服务中心' });
    expect(items.some((i) => i.id === 81)).toBe(false);
    const saved = await t.as('sa01').put('/api/sysadmin/menu-help/66', { remark: '受理、派单并回访业主投诉。' });
    expect(envelopeOf(MenuHelp).parse(saved.body).data?.remark).toBe('受理、派单并回访业主投诉。');
    const docs = await t.as('emp01').get('/api/menu/docs?menu=66');
    expect(envelopeOf(z.array(MenuDoc)).parse(docs.body).data?.[0]).toMatchObject({ title: '投诉管理', remark: '受理、派单并回访业主投诉。' });
    expect((await t.as('sa01').put('/api/sysadmin/menu-help/81', { remark: 'x' })).status).toBe(404);
  });
});

describe('导航管理: the centres’ order, description and introduction; the menu follows', () => {
  it('reorders the centres and /api/menu/v2 answers the new order (kept menus dropped by the stamp)', async () => {
    const before = (await centresOf('emp01')).map((c) => c.id);
    const res = await t.as('sa01').get('/api/sysadmin/navigation');
    const settings = envelopeOf(NavigationSettings).parse(res.body).data!;
    expect(settings.centres.map((c) => c.id)).toEqual([56, 81, 117, 147, 202, 271, 318, 388]);
    expect(settings.centres[0]).toMatchObject({ title: '共用资料维护中心' });
    expect(settings.tips.key).toBe('nav-operation-tips');
    const reversed = [...settings.centres.map((c) => c.id)].reverse();
    const saved = await t.as('sa01').put('/api/sysadmin/navigation/order', { ids: reversed });
    expect(envelopeOf(NavigationSettings).parse(saved.body).data!.centres.map((c) => c.id)).toEqual(reversed);
    const after = (await centresOf('emp01')).map((c) => c.id);
    expect(after).toEqual(reversed.filter((id) => before.includes(id)));
    const back = await t.as('sa01').put('/api/sysadmin/navigation/order', { ids: [...reversed].reverse() });
    expect(back.status).toBe(200);
    expect((await centresOf('emp01')).map((c) => c.id)).toEqual(before);
    const incomplete = await t.as('sa01').put('/api/sysadmin/navigation/order', { ids: [56, 56, 81, 117, 147, 202, 271, 318] });
    expect(incomplete.status).toBe(400);
    expect((incomplete.body as { msg: string }).msg).toBe('请按顺序给出全部导航中心，每个中心一次');
  });

  it('a centre’s description and introduction and the operation tips are what the menu and sys-intro answer', async () => {
    await sysIntro('centre-81');
    await centresOf('emp01');
    const saved = await t.as('sa01').put('/api/sysadmin/navigation/centres/81', { remark: '业主服务的受理与跟进。', introContent: '<p>客服中心介绍</p>' });
    expect(saved.status).toBe(200);
    expect((await centresOf('emp01')).find((c) => c.id === 81)?.remark).toBe('业主服务的受理与跟进。');
    expect((await sysIntro('centre-81')).content).toBe('<p>客服中心介绍</p>');
    await t.as('sa01').put('/api/sysadmin/navigation/tips', { content: '<p>新的操作提示</p>' });
    expect((await sysIntro('nav-operation-tips')).content).toBe('<p>新的操作提示</p>');
    expect((await t.as('sa01').put('/api/sysadmin/navigation/centres/66', { remark: 'x', introContent: '' })).status).toBe(404);
  });
});

describe('权限管理: what each role may see; /api/menu honours it', () => {
  async function rights(role: string) {
    const res = await t.as('sa01').get(`/api/sysadmin/rights?role=${role}`);
    expect(res.status).toBe(200);
    return envelopeOf(RoleRights).parse(res.body).data!;
  }
  const set = (role: string, menuId: number, visible: boolean, user = 'sa01') => t.as(user).put('/api/sysadmin/rights', { role, menuId, visible });

  it('starts from the default rule: staff and gov without 系统管理, sa with it, super fixed', async () => {
    const emp = await rights('emp');
    const group = emp.nodes.find((n) => n.title === '系统管理')!;
    expect(group).toMatchObject({ visible: false, defaultVisible: false, locked: false });
    expect((await rights('sa')).nodes.find((n) => n.id === group.id)).toMatchObject({ visible: true, locked: true });
    expect((await rights('super')).fixed).toBe(true);
    const roles = envelopeOf(z.array(RoleSummary)).parse((await t.as('sa01').get('/api/sysadmin/rights/roles')).body).data!;
    expect(roles.map((r) => r.role)).toEqual(['emp', 'sa', 'super', 'root', 'gov']);
    expect(roles.find((r) => r.role === 'emp')!.hiddenCount).toBeGreaterThan(0);
    expect(roles.find((r) => r.role === 'sa')!.hiddenCount).toBe(0);
    expect(await menuTitlesOf('emp01')).not.toContain('系统管理');
  });

  it('hiding a centre from emp takes it out of an emp user’s menu at the next read; showing it again restores it', async () => {
    expect((await centresOf('emp01')).map((c) => c.id)).toContain(388);
    const hidden = await set('emp', 388, false);
    expect(hidden.status).toBe(200);
    expect(envelopeOf(RoleRights).parse(hidden.body).data!.nodes.find((n) => n.id === 388)?.visible).toBe(false);
    expect((await centresOf('emp01')).map((c) => c.id)).not.toContain(388);
    expect((await centresOf('sa01')).map((c) => c.id)).toContain(388);
    expect((await set('emp', 388, true)).status).toBe(200);
    expect((await centresOf('emp01')).map((c) => c.id)).toContain(388);
    // Back at the default rule: no row kept.
    const rows = await t.database.db.select().from(schema.roleMenuRights).where(eq(schema.roleMenuRights.role, 'emp'));
    expect(rows).toHaveLength(0);
  });

  it('guards sa’s 系统管理 and 权限管理, keeps super fixed, and answers 400/404 for bad input', async () => {
    const sa = await rights('sa');
    const group = sa.nodes.find((n) => n.title === '系统管理')!;
    const refused = await set('sa', group.id, false);
    expect(refused.status).toBe(409);
    expect((refused.body as { msg: string }).msg).toBe('系统管理员不能失去“系统管理”与“权限管理”菜单');
    const rightsItem = sa.nodes.find((n) => n.component === 'sysadmin/rights/index')!;
    expect((await set('sa', rightsItem.id, false)).status).toBe(409);
    // Another 系统管理 screen may be taken from sa (and given back).
    const website = sa.nodes.find((n) => n.component === 'sysadmin/website/index')!;
    expect((await set('sa', website.id, false, 'super01')).status).toBe(200);
    expect(await menuTitlesOf('sa01')).not.toContain('网站页面');
    expect((await set('sa', website.id, true)).status).toBe(200);
    expect(await menuTitlesOf('sa01')).toContain('网站页面');
    expect((await set('super', group.id, false)).status).toBe(409);
    expect((await set('emp', 999999, true)).status).toBe(404);
    const bad = await t.as('sa01').put('/api/sysadmin/rights', { role: 'boss', menuId: 81, visible: true });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('请选择角色');
  });
});
