import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// 服务计费 of a finished 有偿服务 work order (emp01 of SH, centre 147): the seeded 更换卫生间水龙头 order of 阳光花园 is
// listed with 人工 65.00, 材料 96.30, 合计 161.30, billed under 特约服务 as one line waiting for 计费审核, and then no
// longer offered; the 历史派工单 stay a source of their own.

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(() => browser.close());

async function pick(testId: string, option: string): Promise<void> {
  await page.getByTestId(testId).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('服务计费: a finished 有偿服务 order becomes a charge line', () => {
  it('lists the order with exact figures, bills it once under 特约服务, and offers it no more', async () => {
    await openCentreItem(page, 147, '服务计费');
    const screen = page.getByTestId('service-billing-screen');
    await screen.waitFor();
    await pick('estate-select', '阳光花园');
    const table = page.getByTestId('work-order-bill-table');
    const row = table.locator('tbody tr').filter({ hasText: '更换卫生间水龙头' });
    await row.waitFor();
    await expect(row.textContent()).resolves.toMatch(/65\.00.*96\.30.*161\.30/);
    await snap(page, 'service-billing-work-orders');
    await pick('item-select', '特约服务');
    await row.getByRole('checkbox').check();
    const started = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/charging/runs' && r.request().method() === 'POST',
    );
    await page.getByTestId('service-run').click();
    const answer = await started;
    expect(answer.status()).toBe(200);
    expect(JSON.parse(answer.request().postData() ?? '{}')).toMatchObject({
      kind: 'service',
      workOrderIds: [expect.any(Number)],
    });
    await expect
      .poll(async () => (await table.textContent()) ?? '', { timeout: 20_000 })
      .not.toContain('更换卫生间水龙头');
    await snap(page, 'service-billing-billed');
    await page.getByTestId('service-source').getByText('历史派工单·已完成').click();
    await screen.locator('table').first().waitFor();
    await snap(page, 'service-billing-dispatches');
    expect(errors).toEqual([]);
  });
});
