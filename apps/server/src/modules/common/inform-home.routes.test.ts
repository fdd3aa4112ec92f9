import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commonEndpoints as c, HOME_INFO_MENU_IDS } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser } from '../../../test/factories/users';

// spec 9's "notification ids for home info": the home page counts the caller's unconfirmed notices of exactly
// those menus (170, 164, 157, 156, 155, 94, 91, 89, 88, 369), in that order.
let t: TestApp;
let me: { id: number };
let colleague: { id: number };

async function notice(companyId: number, menuId: number | null, readers: { id: number; acked?: boolean }[]) {
  const db = t.database.db;
  const [row] = await db
    .insert(schema.notices)
    .values({ companyId, docNumber: `T-${Math.random()}`, subject: '测试通知', content: '<p>内容</p>', senderName: '系统', menuId })
    .returning({ id: schema.notices.id });
  await db.insert(schema.noticeRecipients).values(readers.map((r) => ({ noticeId: row!.id, userId: r.id, handleTime: r.acked ? new Date() : null })));
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const company = await buildCompany(db);
  const other = await buildCompany(db);
  me = await buildUser(db, { companyId: company.id, role: 'emp' });
  colleague = await buildUser(db, { companyId: company.id, role: 'emp' });
  await notice(company.id, 170, [me, colleague]);
  await notice(company.id, 170, [me]);
  await notice(company.id, 170, [{ ...me, acked: true }]);
  await notice(company.id, 88, [me]);
  await notice(company.id, 369, [colleague]);
  // not home-info menus: a general notice and another menu's
  await notice(company.id, null, [me]);
  await notice(company.id, 1101, [me]);
  // another company's notice never counts for this company's session
  await notice(other.id, 170, [me]);
});
afterAll(() => t.close());

describe('POST /api/common/inform-home', () => {
  it('answers 401 without a session', async () => {
    expect((await t.call({ method: 'POST', url: '/api/common/inform-home', payload: {} })).status).toBe(401);
  });

  it('counts the caller’s unconfirmed notices of the home-info menus, in the spec’s order', async () => {
    const res = await t.as(me).post('/api/common/inform-home', {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { menus } = c.informHome.output.parse(res.body.data);
    expect(menus.map((m) => m.menu)).toEqual([...HOME_INFO_MENU_IDS]);
    expect(Object.fromEntries(menus.filter((m) => m.unread > 0).map((m) => [m.menu, m.unread]))).toEqual({ 170: 2, 88: 1 });
    const theirs = c.informHome.output.parse((await t.as(colleague).post('/api/common/inform-home', {})).body.data).menus;
    expect(Object.fromEntries(theirs.filter((m) => m.unread > 0).map((m) => [m.menu, m.unread]))).toEqual({ 170: 1, 369: 1 });
  });
});
