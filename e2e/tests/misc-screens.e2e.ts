import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { artifacts, launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, openCentreItem, signIn } from '../support/shell';

// Issue 16's screens: 服务器管理收费 (emp01 of SH pays part of a platform bill; super01 of the platform
// bills last December for every tenant, then runs it again and skips them all), 巡检点二维码 (the
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
    // A tenant does not bill: the platform does.
    expect(await page.getByTestId('platform-fee-run').count()).toBe(0);
    await snap(page, 'misc-server-charge');
    await page.context().close();
  });

  it('服务器管理收费: the platform bills a month for every tenant, the list shows the new bills, a rerun skips them', async () => {
    const page = await signedIn('super01');
    await go(page, '/charge/server-charge');
    await page.getByTestId('server-charge-screen').waitFor();
    // The demo bills 2026-01..11; last December of this year (China time) is not billed yet.
    const year = Number(new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric' }).format(new Date()));
    const month = `${year - 1}-12`;
    const newRows = page.locator(`[data-testid="platform-fee-row"][data-period="${month}"]`);
    await page.locator('[data-testid="platform-fee-row"]').first().waitFor();
    expect(await newRows.count()).toBe(0);

    const generate = async (first = false) => {
      await page.getByTestId('platform-fee-run').click();
      const dialog = page.getByTestId('platform-fee-run-dialog');
      await dialog.getByTestId('platform-fee-run-period').click();
      await page.locator('.mantine-MonthPickerInput-calendarHeaderControl[data-direction="previous"]').click();
      const december = page.locator('.mantine-MonthPickerInput-monthsListControl').filter({ hasText: /^12月$/ });
      if (first) {
        // The dropdown fades in: wait until it is opaque before the picture.
        const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: december });
        await expect.poll(() => dropdown.evaluate((e) => getComputedStyle(e).opacity)).toBe('1');
        await snap(page, 'misc-server-charge-run-picker');
      }
      await december.click();
      await december.waitFor({ state: 'detached' });
      expect(await dialog.getByTestId('platform-fee-run-period').innerText()).toBe(month);
      return dialog;
    };
    const dialog = await generate(true);
    await snap(page, 'misc-server-charge-run');
    await dialog.getByTestId('platform-fee-run-next').click();
    expect(await dialog.getByTestId('platform-fee-run-confirm').innerText()).toContain(`确认生成 ${month} 全部启用公司（5 家）`);
    await dialog.getByTestId('platform-fee-run-submit').click();
    const result = dialog.getByTestId('platform-fee-run-result');
    await result.waitFor();
    const text = await result.innerText();
    expect(text).toMatch(new RegExp(`^${month}：生成 5 张，跳过 0 张，合计 ¥[\\d,]+\\.\\d{2}$`));
    await snap(page, 'misc-server-charge-run-result');
    // The list refreshed behind the dialog: one bill per tenant for the month, summing to the run's total.
    await expect.poll(() => newRows.count()).toBe(5);
    const cents = (s: string) => Number(s.replace(/[¥,]/g, '').replace('.', ''));
    const amounts = await newRows.locator('td:nth-child(5)').allInnerTexts();
    expect(amounts.reduce((sum, a) => sum + cents(a), 0)).toBe(cents(text.split('合计 ')[1]!));
    await dialog.getByTestId('platform-fee-run-close').click();
    await dialog.waitFor({ state: 'detached' });
    await newRows.last().scrollIntoViewIfNeeded();
    await snap(page, 'misc-server-charge-platform');

    const again = await generate();
    await again.getByTestId('platform-fee-run-next').click();
    await again.getByTestId('platform-fee-run-submit').click();
    expect(await again.getByTestId('platform-fee-run-result').innerText()).toBe(`${month}：生成 0 张，跳过 5 张，合计 ¥0.00`);
    expect(await newRows.count()).toBe(5);
    await page.context().close();
  });

  // These open by their paths.
  it('巡检点二维码: the points of each route with their codes, and the A4 print view of labels', async () => {
    const page = await signedIn('emp01');
    await go(page, '/public/tools-qrcode');
    await page.getByTestId('qrcode-screen').waitFor();
    await page.getByTestId('qr-point').first().waitFor();
    await page.getByTestId('qr-image').first().waitFor();
    const points = await page.getByTestId('qr-point').count();
    expect(points).toBeGreaterThan(3);
    // 巡查签到: the scan page of this site with the point's signed code
    expect(await page.getByTestId('qr-image').first().getAttribute('data-qr-text')).toMatch(/^https?:\/\/[^/]+\/m\/patrol\/scan\?c=\d+\.1\.[A-Za-z0-9_-]{22}$/);
    await snap(page, 'misc-qrcode-screen');
    await page.getByTestId('qr-print').click();
    // The print view's root has no box of its own (its overlay is fixed): wait for a label on it.
    const sheet = page.getByTestId('patrol-print-view');
    await sheet.getByTestId('qr-label').first().waitFor();
    await expect.poll(() => sheet.locator('img[data-testid="qr-image"]').count()).toBe(points);
    expect(await sheet.getByTestId('qr-label').first().innerText()).toContain('东门岗');
    expect(await sheet.getByTestId('qr-sign-code').first().innerText()).toMatch(/^签到码 \d+\.1\.[A-Za-z0-9_-]{22}$/);
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
