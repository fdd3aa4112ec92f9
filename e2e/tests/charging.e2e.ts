import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// Charging through the screens (emp01 of SH, centre 147 收付结算中心): a charge item on the record
// screen 收费规则, a standard on 收费标准, a bulk bind to 阳光花园, a 计费 run polled until done, and
// the lines audited on 计费审核.

let browser: Browser;
let page: Page;
const CENTRE = 147;
const ESTATE = '阳光花园';

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(() => browser.close());

async function openItem(title: string): Promise<void> {
  await closeMessages(page, 1500);
  await openCentreItem(page, CENTRE, title);
}
async function pick(testId: string, option: string, scope: Page | Locator = page): Promise<void> {
  await scope.getByTestId(testId).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

describe('charging screens', () => {
  it('收费规则 is the record screen: a charge item is created', async () => {
    await openItem('收费规则');
    await page.getByTestId('record-screen-charge-item').waitFor();
    await page.getByTestId('record-add').click();
    const form = page.getByTestId('record-form');
    await form.getByTestId('field-code').fill('E2E-WY');
    await form.getByTestId('field-name').fill('E2E物业费');
    await form.getByTestId('field-category').click();
    await page.getByRole('option', { name: '物业服务费', exact: true }).first().click();
    await page.getByTestId('record-save').click();
    await page.getByText('保存成功').first().waitFor();
  });

  it('收费标准: a standard, then bound to every house of the estate', async () => {
    await openItem('收费标准');
    await page.getByTestId('standards-screen').waitFor();
    await page.getByTestId('standard-create').click();
    const form = page.getByTestId('standard-form');
    await pick('estate-select', ESTATE, form);
    await pick('item-select', 'E2E物业费', form);
    await form.getByTestId('standard-code').fill('E2E-WY-01');
    await form.getByTestId('standard-name').fill('E2E住宅物业费');
    await form.getByTestId('unit-price').fill('2.35');
    await form.getByTestId('valid-from').fill('2020-01-01');
    await form.getByTestId('standard-save').click();
    await page.getByTestId('standards-tab').getByText('E2E住宅物业费').first().waitFor();
    await snap(page, 'charging-standards');

    await page.getByRole('tab', { name: '绑定', exact: true }).click();
    await page.getByTestId('bulk-bind').click();
    const dialog = page.getByTestId('bulk-bind-dialog');
    await pick('estate-select', ESTATE, dialog);
    await pick('bind-standard', 'E2E-WY-01 E2E住宅物业费（E2E物业费）', dialog);
    await dialog.getByTestId('bind-submit').click();
    const result = await dialog.getByTestId('bind-result').innerText({ timeout: 30_000 });
    expect(result).toMatch(/已绑定 [1-9]\d* 户/);
    await snap(page, 'charging-bulk-bind');
    await dialog.getByRole('button', { name: '关闭' }).click();
  });

  it('计费审核: a run polled until done, its lines approved by the query', async () => {
    await openItem('计费审核');
    await page.getByTestId('audit-screen').waitFor();
    await page.getByTestId('open-run').click();
    const dialog = page.getByTestId('run-dialog');
    await pick('estate-select', ESTATE, dialog);
    await dialog.getByTestId('run-period-from').fill('2026-10');
    await dialog.getByTestId('run-start').click();
    const done = await dialog.getByTestId('run-done').innerText({ timeout: 60_000 });
    expect(done).toMatch(/生成 [1-9]\d* 条/);
    await snap(page, 'charging-run-done');
    await dialog.getByTestId('run-close').click();

    // the run's lines wait for audit: approve all of them by the query
    await page.getByRole('tab', { name: '待审核', exact: true }).click();
    await page.getByTestId('lines-table').getByText('E2E物业费').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('action-approve-all').click();
    await page.getByTestId('action-confirm-ok').click();
    await page.getByText(/已处理 \d+ 条，状态：已审核/).first().waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: '已审核', exact: true }).click();
    await page.getByTestId('lines-table').getByText('E2E物业费').first().waitFor({ timeout: 30_000 });
    const sum = await page.getByTestId('sum-net').innerText();
    expect(sum).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await snap(page, 'charging-audited');
  });
});
