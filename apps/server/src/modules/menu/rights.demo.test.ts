import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/harness';

// The demo staff as a new user meets them: each does what the demo grants, and nothing beyond (issue: a clerk posted
// vouchers and closed the books). Refusals are 403 with the spec's words and land in 系统日志.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
});
afterAll(() => t.close());

async function voucherOf(username: string, status: number): Promise<number> {
  const rows = await t.database.db.execute<{ id: number }>(sql`
    select v.id from acct_vouchers v join users u on u.company_id = v.company_id
    where u.username = ${username} and v.status = ${status} order by v.id limit 1`);
  const id = [...rows][0]?.id;
  if (!id) throw new Error(`no voucher in status ${status} for ${username}'s company`);
  return Number(id);
}

const refused = { status: 403, body: { errorCode: 'auth.not_granted', msg: expect.stringContaining('您未获得授权，不可作业！') } };

describe('what the demo grants, and no more', () => {
  test('emp01 (客服主管) audits vouchers but may not post them, close or open periods, or keep the chart', async () => {
    const toPost = await voucherOf('emp01', 3);
    expect(await t.as('emp01').post(`/api/accounting/vouchers/${toPost}/post`, {})).toMatchObject(refused);
    expect(await t.as('emp01').post('/api/accounting/vouchers/post-batch', { ids: [toPost] })).toMatchObject(refused);
    expect(await t.as('emp01').post('/api/accounting/periods/close', { period: '2026-11' })).toMatchObject(refused);
    expect(await t.as('emp01').post('/api/accounting/periods/open-next', {})).toMatchObject(refused);
    expect(await t.as('emp01').post('/api/accounting/subjects', { code: '100299', name: '测试' })).toMatchObject(refused);
    // 凭证审核 is granted: the call reaches the rules (it may refuse by them, never by rights).
    const toAudit = await voucherOf('emp01', 2);
    const audit = await t.as('emp01').post(`/api/accounting/vouchers/${toAudit}/audit`, {});
    expect(audit.body.errorCode ?? '').not.toMatch(/^auth\./);
  });

  test('emp03 (收费员) takes payments but may not open an accounting period', async () => {
    expect(await t.as('emp03').post('/api/accounting/periods/open-next', {})).toMatchObject({ status: 403 });
    const counter = await t.as('emp03').post('/api/settle/counter/house', { houseId: 1 });
    expect(counter.body.errorCode ?? '').not.toMatch(/^auth\./);
    // 公文 is every office worker's: the cashier drafts and sends documents too.
    const beginning = await t.as('emp03').get('/api/comp-workflow-doc/beginning');
    expect(beginning.status).toBe(200);
    const draft = await t.as('emp03').post('/api/comp-workflow-doc', { action: 'save', subject: '收费员的草稿' });
    expect(draft.body.errorCode ?? '').not.toMatch(/^auth\./);
  });

  test('acc01 and acc02 keep the books but take no counter payments', async () => {
    for (const who of ['acc01', 'acc02']) {
      const pay = await t.as(who).post('/api/settle/prepay', { houseId: 1, total: '10.00', tenders: [{ method: '1', amount: '10.00' }] });
      expect(pay.status, who).toBe(403);
      expect(pay.body.errorCode, who).toBe('auth.not_granted');
    }
    const draft = await t.as('acc01').post('/api/accounting/vouchers/list', { page: 1, size: 5 });
    expect(draft.status).toBe(200);
    const toPost = await voucherOf('acc02', 3);
    const posted = await t.as('acc02').post(`/api/accounting/vouchers/${toPost}/post`, {});
    expect(posted.body.errorCode ?? '').not.toMatch(/^auth\./);
  });

  test('emp02 (杭州 工程主管) neither depreciates nor opens a period of its books', async () => {
    expect((await t.as('emp02').post('/api/accounting/depreciation/run', { period: '2026-11' })).status).toBe(403);
    expect((await t.as('emp02').post('/api/accounting/periods/open-next', {})).status).toBe(403);
  });

  test('the menu and the API agree: an item the menu offers as usable answers its reads', async () => {
    for (const who of ['emp01', 'mgr01']) {
      const centres = await t.as(who).get<{ children: { children: { name: string; component: string; state?: number }[] }[] }[]>('/api/menu/v2');
      const items = centres.body.data.flatMap((c) => c.children.flatMap((g) => g.children));
      // 系统备份 and 帮助条目 serve administrators only: staff are not offered them at all.
      expect(items.map((i) => i.component), who).not.toContain('setup/system/backup');
      expect(items.map((i) => i.component), who).not.toContain('help/items/index');
    }
    expect((await t.as('mgr01').get('/api/help-items/menus')).status).toBe(403);
  });

  test('every refusal is in 系统日志: who, what, when and from where', async () => {
    await t.as('emp01').post('/api/accounting/periods/close', { period: '2026-11' });
    const log = await t.as('mgr01').get<{ rows: { userName: string; recordKey: string; action: string; detail: { path: string; ip: string } }[] }>(
      '/api/system-log?recordKey=rights&action=denied',
    );
    expect(log.status).toBe(200);
    const row = log.body.data.rows.find((r) => r.detail.path === '/api/accounting/periods/close');
    expect(row).toMatchObject({ userName: '王晓燕', recordKey: 'rights', action: 'denied', detail: { path: '/api/accounting/periods/close' } });
    expect(row?.detail.ip).toBeTruthy();
  });
});
