import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts, launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, openCentreItem, signIn } from '../support/shell';

// Issue 16's screens: 服务器管理收费 (emp01 of SH pays part of a platform bill), 巡检点二维码 (the
// labels' print view), 帮助条目 (sa01 of the platform saves a question for 公司架构; the AI-help modal
// of that screen shows it) and 服务案例库 (the case tree filtered, a case read).

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function signedIn(username: string): Promise<Page> {
  const { page } = await newPage(browser);
  await signIn(page, username);
  await closeMessages(page);
  return page;
}

describe('issue 16 screens', () => {
  it('服务器管理收费: a tenant staff member records a payment and the bill shows it', async () => {
    const page = await signedIn('emp01');
    await openCentreItem(page, 147, '服务器管理收费');
    await page.getByTestId('server-charge-screen').waitFor();
    const row = page.locator('[data-testid="platform-fee-row"][data-period="2026-10"]');
    await row.waitFor();
    const before = await row.getByTestId('platform-fee-outstanding').innerText();
    await row.getByTestId('platform-fee-pay').click();
    const dialog = page.getByTestId('platform-fee-pay-dialog');
    await dialog.getByTestId('pay-amount').fill('100.00');
    await snap(page, 'misc-server-charge-pay');
    await dialog.getByTestId('pay-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.getByTestId('platform-fee-paid').innerText()).toBe('100.00');
    const after = await row.getByTestId('platform-fee-outstanding').innerText();
    const cents = (s: string) => Number(s.replace(/,/g, '').replace('.', ''));
    expect(cents(before) - cents(after)).toBe(10000);
    await snap(page, 'misc-server-charge');
    await page.context().close();
  });

  // The new layout drops each centre's extra last group (spec), and /superAdmin lists 系统管理 only: these open by their paths.
  it('巡检点二维码: the points of each route with their codes, and the A4 print view of labels', async () => {
    const page = await signedIn('emp01');
    await go(page, '/public/tools-qrcode');
    await page.getByTestId('qrcode-screen').waitFor();
    await page.getByTestId('qr-point').first().waitFor();
    await page.getByTestId('qr-image').first().waitFor();
    const points = await page.getByTestId('qr-point').count();
    expect(points).toBeGreaterThan(3);
    expect(await page.getByTestId('qr-image').first().getAttribute('data-qr-text')).toMatch(/^PMPATROL:C\d+:P\d+-1$/);
    await snap(page, 'misc-qrcode-screen');
    await page.getByTestId('qr-print').click();
    // The print view's root has no box of its own (its overlay is fixed): wait for a label on it.
    const sheet = page.getByTestId('patrol-print-view');
    await sheet.getByTestId('qr-label').first().waitFor();
    await expect.poll(() => sheet.locator('img[data-testid="qr-image"]').count()).toBe(points);
    expect(await sheet.getByTestId('qr-label').first().innerText()).toContain('东门岗');
    await snap(page, 'misc-qrcode-print');
    // as printed: the sheet alone (the screen under it hidden, no toolbar), its heading and labels
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('qrcode-screen').isVisible()).toBe(false);
    expect(await sheet.getByTestId('print-now').isVisible()).toBe(false);
    expect(await sheet.getByText('巡检点二维码').isVisible()).toBe(true);
    await page.screenshot({ path: `${artifacts}/misc-qrcode-print-paper.png`, fullPage: true });
    await page.emulateMedia({ media: null });
    await sheet.getByTestId('print-close').click();
    await page.context().close();
  });

  it('帮助条目: a question saved for 公司架构 is what its AI-help modal shows', async () => {
    const page = await signedIn('sa01');
    await go(page, '/data/items-index');
    await page.getByTestId('help-items-screen').waitFor();
    await page.getByTestId('help-menu-search').fill('公司架构');
    await page.getByTestId('help-menu').first().click();
    await page.getByTestId('help-item-add').click();
    const dialog = page.getByTestId('help-item-dialog');
    await dialog.getByTestId('help-item-title').fill('如何新增下属公司？');
    await dialog.getByTestId('help-item-remark').locator('.ProseMirror').fill('在公司架构中选中上级公司，点击新增下级公司并填写名称。');
    await snap(page, 'misc-help-item-dialog');
    await dialog.getByTestId('help-item-save').click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByTestId('help-item-row').filter({ hasText: '如何新增下属公司？' }).waitFor();
    await snap(page, 'misc-help-items');

    await go(page, '/common/company');
    await page.getByTestId('ai-help-icon').click();
    const modal = page.getByTestId('ai-help-modal');
    await modal.getByRole('textbox').click();
    await modal.getByRole('option', { name: '如何新增下属公司？' }).click();
    await modal.getByText('点击新增下级公司并填写名称').waitFor();
    await snap(page, 'misc-ai-help');
    await page.context().close();
  });

  it('服务案例库: the tree filtered by the search box, a case read beside it', async () => {
    const page = await signedIn('emp01');
    await go(page, '/customer/cases-index');
    await page.getByTestId('case-library-screen').waitFor();
    await page.getByTestId('case-node').first().waitFor();
    const all = await page.getByTestId('case-node').count();
    await page.getByTestId('case-search').fill('电梯');
    await page.getByTestId('case-node').filter({ hasText: '电梯困人应急处置' }).click();
    expect(await page.getByTestId('case-node').count()).toBeLessThan(all);
    await page.getByTestId('case-body').getByText('案例经过').waitFor();
    await snap(page, 'misc-case-library');
    await page.getByTestId('case-search').fill('没有这个案例');
    await page.getByTestId('case-tree-empty').waitFor();
    await page.context().close();
  });
});
