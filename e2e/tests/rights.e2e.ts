import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// Issue 24: what a person may do follows 员工权限 at once, on the menu and at the API, without signing in again.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** 凭证审核's menu id (seed/src/menu-catalogue.ts: 会计核算中心's block, second item of 凭证管理). */
const VOUCHER_AUDIT = 1603;

/** A call as the shell makes it, with the page's session: status and envelope. */
async function apiPost(page: Page, url: string, body: unknown): Promise<{ status: number; errorCode?: string; msg?: string }> {
  return page.evaluate(
    async ([u, b]) => {
      const res = await fetch(u, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}` },
        body: JSON.stringify(b),
      });
      const json = (await res.json()) as { errorCode?: string; msg?: string };
      return { status: res.status, errorCode: json.errorCode, msg: json.msg };
    },
    [url, body] as const,
  );
}

/** The look of 凭证审核 in acc01's centre panel (usable, notGranted or notBought). */
async function auditLook(page: Page): Promise<string | null> {
  await page.getByTestId('centre-panel').or(page.getByTestId('menu-toggle')).first().waitFor();
  const toggle = page.getByTestId('menu-toggle');
  let scope = page.getByTestId('centre-panel').first();
  if (await toggle.isVisible()) {
    const panel = page.getByTestId('nav-panel');
    if (!(await panel.isVisible())) await toggle.click();
    scope = panel;
  }
  await scope.locator('[data-testid="centre"][data-centre-id="271"]').click();
  return scope.locator(`[data-testid="centre-item"][data-menu-id="${VOUCHER_AUDIT}"]`).getAttribute('data-look');
}

/** sa01 ticks or clears 凭证审核 for acc01 in 员工权限 and saves. */
async function setAuditGrant(page: Page, granted: boolean) {
  await openCentreItem(page, 318, '员工权限');
  const screen = page.getByTestId('staff-permission-screen');
  await screen.waitFor();
  await screen.getByTestId('staff-row').filter({ hasText: 'acc01' }).click();
  const box = screen.getByRole('checkbox', { name: '凭证审核', exact: true });
  await box.waitFor();
  if ((await box.isChecked()) !== granted) await box.click();
  // wait for the save's own answer: the toast of an earlier save may still be on screen
  const [saved] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('/api/staff-permission/') && r.request().method() === 'PUT'),
    screen.getByTestId('permission-save').click(),
  ]);
  expect(saved.status()).toBe(200);
  await page.locator('.mantine-Notification-description').filter({ hasText: '保存成功' }).first().waitFor();
}

describe('员工权限 takes effect at once', () => {
  it('a right taken away in 员工权限 leaves the menu and is refused by the API, without signing in again', async () => {
    const admin = await newPage(browser);
    await signIn(admin.page, 'sa01');
    await closeMessages(admin.page);
    const clerk = await newPage(browser);
    await signIn(clerk.page, 'acc01');
    await closeMessages(clerk.page);

    // acc01 (会计) keeps the books but does not audit: 凭证审核 is not usable for them.
    expect(await auditLook(clerk.page)).toBe('notGranted');
    const refusedBefore = await apiPost(clerk.page, '/api/accounting/vouchers/audit-batch', { ids: [1] });
    expect(refusedBefore).toMatchObject({ status: 403, errorCode: 'auth.not_granted' });

    await setAuditGrant(admin.page, true);
    // The same session: the next call already passes the check (the rules answer, not the rights).
    const allowed = await apiPost(clerk.page, '/api/accounting/vouchers/audit-batch', { ids: [1] });
    expect(allowed.errorCode ?? '').not.toMatch(/^auth\./);
    await clerk.page.reload();
    expect(await auditLook(clerk.page)).toBe('usable');

    await setAuditGrant(admin.page, false);
    const refused = await apiPost(clerk.page, '/api/accounting/vouchers/audit-batch', { ids: [1] });
    expect(refused).toMatchObject({ status: 403, errorCode: 'auth.not_granted' });
    expect(refused.msg).toContain('您未获得授权，不可作业！');
    await clerk.page.reload();
    expect(await auditLook(clerk.page)).toBe('notGranted');
    await snap(clerk.page, 'rights-audit-taken-away');

    // The refusals are in 上海公司's 系统日志: who, what, when (mgr01 holds every SH menu).
    const manager = await newPage(browser);
    await signIn(manager.page, 'mgr01');
    await closeMessages(manager.page);
    await openCentreItem(manager.page, 318, '系统日志');
    const log = manager.page.getByTestId('system-log-screen');
    const row = log.getByTestId('log-row').filter({ hasText: '拒绝访问' }).filter({ hasText: '杨丽君' }).first();
    await row.waitFor();
    // Where it was tried and which function it needed, in words, not keys.
    expect(await row.getByTestId('log-detail').textContent()).toContain('/api/accounting/vouchers/audit-batch · 凭证审核');
    expect(await row.textContent()).toContain('功能授权');
    const grant = log.getByTestId('log-row').filter({ hasText: '员工权限' }).first();
    expect(await grant.getByTestId('log-detail').textContent()).toBe('授予：无；收回：凭证审核');
    await snap(manager.page, 'rights-system-log');
    for (const c of [admin, clerk, manager]) await c.context.close();
  });
});
