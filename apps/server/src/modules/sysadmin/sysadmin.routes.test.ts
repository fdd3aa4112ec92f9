import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CompanyPurchases, envelopeOf, MENU_STATE_NOT_GRANTED, MENU_STATE_USABLE, MenuCentre, TenantCompany, type MenuNode } from '@pm/contracts';
import { schema } from '@pm/db';
import { DEMO_PASSWORD } from '@pm/seed';
import { createTestApp, type TestApp } from '../../../test/harness';
import { signIn } from '../../../test/factories/session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
});
afterAll(() => t.close());

const flatten = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);
/** The caller's menu (/api/menu/v2) as flat items, read through the stamp-checked menu cache. */
async function menuOf(username: string) {
  const res = await t.as(username).get('/api/menu/v2');
  expect(res.status).toBe(200);
  const centres = envelopeOf(z.array(MenuCentre)).parse(res.body).data ?? [];
  return centres.flatMap((c) => c.children.flatMap((g) => flatten(g.children)));
}
async function companies(username = 'sa01', q?: string) {
  const res = await t.as(username).get(`/api/sysadmin/companies${q ? `?q=${encodeURIComponent(q)}` : ''}`);
  expect(res.status).toBe(200);
  return envelopeOf(z.array(TenantCompany)).parse(res.body).data ?? [];
}
async function companyId(code: string) {
  const row = (await companies()).find((c) => c.code === code);
  if (!row) throw new Error(`company ${code} missing`);
  return row.id;
}
async function purchase(companyIdValue: number, menuId: number, bought: boolean, username = 'sa01') {
  return t.as(username).put('/api/sysadmin/menu/purchases', { companyId: companyIdValue, menuId, bought });
}

describe('GET /api/sysadmin/companies (客户列表)', () => {
  it('answers 401 without a session and 403 to staff', async () => {
    expect((await t.call({ method: 'GET', url: '/api/sysadmin/companies' })).status).toBe(401);
    expect((await t.as('emp01').get('/api/sysadmin/companies')).status).toBe(403);
  });

  it('lists the group and the companies below it with level, type, status and counts', async () => {
    const rows = await companies();
    const codes = rows.map((r) => r.code);
    expect(codes).toEqual(expect.arrayContaining(['GROUP', 'SH', 'SH-PD', 'SH-CC', 'HZ', 'HZ-XH']));
    const sh = rows.find((r) => r.code === 'SH')!;
    expect(sh.level).toBe(2);
    expect(sh.disabled).toBe(false);
    expect(sh.boughtCount).toBeGreaterThan(50);
    expect(sh.staffCount).toBeGreaterThan(0);
    expect(sh.parentName).toBe(rows.find((r) => r.code === 'GROUP')!.name);
  });

  it('searches by name, nick or code', async () => {
    const rows = await companies('sa01', 'HZ');
    expect(rows.map((r) => r.code).sort()).toEqual(['HZ', 'HZ-XH']);
    expect(await companies('sa01', '%')).toEqual([]);
  });
});

describe('PUT /api/sysadmin/companies/:id/status', () => {
  it('stops and restarts a company, logged; refuses the caller’s own company; staff 403', async () => {
    const hz = await companyId('HZ');
    expect((await t.as('emp01').put(`/api/sysadmin/companies/${hz}/status`, { disabled: true })).status).toBe(403);
    const off = await t.as('sa01').put(`/api/sysadmin/companies/${hz}/status`, { disabled: true });
    expect(off.status).toBe(200);
    expect(envelopeOf(TenantCompany).parse(off.body).data?.disabled).toBe(true);
    const refused = await signIn(t, 'emp02', DEMO_PASSWORD);
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('您所在的公司已停用，请联系平台管理员！');
    const on = await t.as('sa01').put(`/api/sysadmin/companies/${hz}/status`, { disabled: false });
    expect(envelopeOf(TenantCompany).parse(on.body).data?.disabled).toBe(false);
    expect((await signIn(t, 'emp02', DEMO_PASSWORD)).status).toBe(200);
    const logs = await t.database.db
      .select({ action: schema.operationLogs.action })
      .from(schema.operationLogs)
      .where(and(eq(schema.operationLogs.recordKey, 'company'), eq(schema.operationLogs.recordId, hz)));
    expect(logs.map((l) => l.action)).toEqual(['disable', 'enable']);

    const group = await companyId('GROUP');
    const own = await t.as('sa01').put(`/api/sysadmin/companies/${group}/status`, { disabled: true });
    expect(own.status).toBe(400);
    expect((own.body as { msg: string }).msg).toBe('不能停用您自己所在的公司');
    expect((await t.as('sa01').put(`/api/sysadmin/companies/999999/status`, { disabled: true })).status).toBe(404);
    expect((await t.as('sa01').put(`/api/sysadmin/companies/${hz}/status`, {})).status).toBe(400);
  });
});

describe('菜单管理: purchases write company_menus and move the menu stamp', () => {
  it('withdrawing then buying an item: the company’s staff lose it and see it usable (state 3) again at their next menu read; another company unaffected', async () => {
    const sh = await companyId('SH');
    // An item emp01 (SH) holds by their job and emp02 (HZ) sees too.
    const before = await menuOf('emp01');
    const hzBefore = await menuOf('emp02');
    const item = before.find(
      (n) => n.children.length === 0 && n.state === MENU_STATE_USABLE && hzBefore.some((h) => h.id === n.id && h.state !== undefined),
    );
    if (!item) throw new Error('no usable item shared by SH and HZ in the demo seed');
    const hzState = hzBefore.find((h) => h.id === item.id)!.state;

    const withdrawn = await purchase(sh, item.id, false);
    expect(withdrawn.status).toBe(200);
    const parsed = envelopeOf(CompanyPurchases).parse(withdrawn.body).data!;
    expect(parsed.nodes.find((n) => n.id === item.id)?.bought).toBe(false);
    expect((await menuOf('emp01')).find((n) => n.id === item.id)?.state).toBeUndefined();
    expect((await menuOf('emp02')).find((n) => n.id === item.id)?.state).toBe(hzState);

    const bought = await purchase(sh, item.id, true);
    expect(bought.status).toBe(200);
    expect((await menuOf('emp01')).find((n) => n.id === item.id)?.state).toBe(MENU_STATE_USABLE);
    expect((await menuOf('emp02')).find((n) => n.id === item.id)?.state).toBe(hzState);

    const logs = await t.database.db
      .select({ action: schema.operationLogs.action, detail: schema.operationLogs.detail })
      .from(schema.operationLogs)
      .where(and(eq(schema.operationLogs.recordKey, 'company-menu'), eq(schema.operationLogs.recordId, sh)));
    expect(logs.map((l) => l.action)).toEqual(['withdraw', 'purchase']);
    expect(logs[1]?.detail).toMatchObject({ menuId: item.id });
    // Buying again changes nothing and logs nothing.
    expect((await purchase(sh, item.id, true)).status).toBe(200);
    const again = await t.database.db
      .select({ id: schema.operationLogs.id })
      .from(schema.operationLogs)
      .where(and(eq(schema.operationLogs.recordKey, 'company-menu'), eq(schema.operationLogs.recordId, sh)));
    expect(again).toHaveLength(2);
  });

  it('an item the company never bought shows as bought but not granted (not granted) until 员工权限 grants it', async () => {
    const sh = await companyId('SH');
    const list = await t.as('sa01').get(`/api/sysadmin/menu/purchases?companyId=${sh}`);
    const nodes = envelopeOf(CompanyPurchases).parse(list.body).data!.nodes;
    const notBought = nodes.find((n) => n.leaf && !n.bought && n.component === 'budget/public/vote')!;
    expect(notBought).toBeDefined();
    expect((await menuOf('emp01')).find((n) => n.id === notBought.id)?.state).toBeUndefined();
    expect((await purchase(sh, notBought.id, true)).status).toBe(200);
    expect((await menuOf('emp01')).find((n) => n.id === notBought.id)?.state).toBe(MENU_STATE_NOT_GRANTED);
  });

  it('refuses staff (403), companies outside the scope (404), folders and unknown items (400/404)', async () => {
    const sh = await companyId('SH');
    const purchases = await t.as('sa01').get(`/api/sysadmin/menu/purchases?companyId=${sh}`);
    const nodes = envelopeOf(CompanyPurchases).parse(purchases.body).data!.nodes;
    const leaf = nodes.find((n) => n.leaf)!;
    const folder = nodes.find((n) => !n.leaf)!;
    expect((await purchase(sh, leaf.id, false, 'emp01')).status).toBe(403);
    expect((await t.as('emp01').get(`/api/sysadmin/menu/purchases?companyId=${sh}`)).status).toBe(403);
    expect((await purchase(999999, leaf.id, true)).status).toBe(404);
    expect((await purchase(sh, folder.id, true)).status).toBe(400);
    expect((await purchase(sh, 99999, true)).status).toBe(404);
    expect((await t.as('sa01').put('/api/sysadmin/menu/purchases', { companyId: sh })).status).toBe(400);
    expect((await t.as('super01').get(`/api/sysadmin/menu/purchases?companyId=${sh}`)).status).toBe(200);
  });
});
