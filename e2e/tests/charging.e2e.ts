import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// Charging through the screens (emp01 of SH, centre 147 收付结算中心): a charge item on the record
// screen 收费规则, a standard on 收费标准, a bulk bind to 阳光花园, a 计费 run polled until done, the
// lines audited and released on 计费审核, a house's bound items on 收费标准, and this month's readings
// entered and audited on 抄表录入 (the seed leaves every third house meter read by emp03, not audited).

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
/** This month (YYYY-MM) in Asia/Shanghai: the period the seed enters this month's readings for. */
function shanghaiMonth(): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}`;
}
async function pick(testId: string, option: string, scope: Page | Locator = page, on: Page = page): Promise<void> {
  await scope.getByTestId(testId).first().click();
  await on.getByRole('option', { name: option }).first().click();
}
/** 计费审核's query narrowed to the run: the estate, 2026-10 and the item. */
async function narrowToRun(on: Page): Promise<void> {
  const lines = on.getByTestId('audit-lines');
  await pick('estate-select', ESTATE, lines, on);
  await lines.getByTestId('filter-period').fill('2026-10');
  await pick('item-select', 'E2E物业费', lines, on);
  await lines.getByTestId('filter-apply').click();
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

    // the run's lines wait for audit, narrowed to the run (the estate, its period and the item; the
    // seed's own lines of this month wait for audit too). emp01 started the run: 审批分离 refuses
    // their approval; mgr01 (项目经理) approves them.
    await narrowToRun(page);
    await page.getByRole('tab', { name: '待审核', exact: true }).click();
    await page.getByTestId('lines-table').getByText('E2E物业费').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('action-approve-all').click();
    await page.getByTestId('action-confirm-ok').click();
    expect(await page.getByTestId('action-error').innerText()).toContain('不能审批自己录入的费用');
    await page.keyboard.press('Escape');

    const manager = await newPage(browser);
    await signIn(manager.page, 'mgr01');
    await closeMessages(manager.page);
    await openCentreItem(manager.page, CENTRE, '计费审核');
    await manager.page.getByTestId('audit-screen').waitFor();
    await narrowToRun(manager.page);
    await manager.page.getByRole('tab', { name: '待审核', exact: true }).click();
    await manager.page.getByTestId('lines-table').getByText('E2E物业费').first().waitFor({ timeout: 30_000 });
    await manager.page.getByTestId('action-approve-all').click();
    await manager.page.getByTestId('action-confirm-ok').click();
    await manager.page.getByText(/已处理 \d+ 条，状态：已审核/).first().waitFor({ timeout: 30_000 });
    await manager.context.close();

    await page.getByRole('tab', { name: '已审核', exact: true }).click();
    await page.getByTestId('lines-table').getByText('E2E物业费').first().waitFor({ timeout: 30_000 });
    const sum = await page.getByTestId('sum-net').innerText();
    expect(sum).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await snap(page, 'charging-audited');
  });

  it('计费审核: the run\'s approved lines released by the query, then on 待收费', async () => {
    // the query is still narrowed to the run (the estate, 2026-10, the item), on 已审核
    const table = page.getByTestId('lines-table');
    await table.getByText('E2E物业费').first().waitFor({ timeout: 30_000 });
    await page.getByTestId('action-release-all').click();
    await page.getByText(/确定发布这 [1-9]\d* 条费用吗？/).first().waitFor();
    await page.getByTestId('action-confirm-ok').click();
    await page.getByText(/已处理 [1-9]\d* 条，状态：待收费/).first().waitFor({ timeout: 30_000 });
    // nothing of the run is left on 已审核; all of it waits on 待收费
    await expect.poll(() => table.getByText('E2E物业费').count(), { timeout: 30_000 }).toBe(0);
    await page.getByRole('tab', { name: '待收费', exact: true }).click();
    await table.getByText('E2E物业费').first().waitFor({ timeout: 30_000 });
    expect(await table.locator('tbody tr').filter({ hasText: 'E2E物业费' }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('sum-open').innerText()).toMatch(/^\d{1,3}(,\d{3})*\.\d{2}$/);
    await snap(page, 'charging-released');
  });

  it('收费标准 房屋收费项目: a house of the estate shows the bound item and its standard', async () => {
    await openItem('收费标准');
    await page.getByTestId('standards-screen').waitFor();
    await page.getByRole('tab', { name: '房屋收费项目', exact: true }).click();
    const panel = page.getByTestId('house-charging-panel');
    await pick('estate-select', ESTATE, panel);
    await panel.getByTestId('house-select').click();
    await page.getByRole('option').first().click();
    const row = panel.locator('tbody tr').filter({ hasText: 'E2E物业费' });
    await row.first().waitFor({ timeout: 30_000 });
    const text = await row.first().innerText();
    expect(text).toContain('E2E-WY-01 E2E住宅物业费');
    expect(text).toContain('2.35');
    await snap(page, 'charging-house-items');
  });

  it('抄表录入: a reading entered, others\' readings audited, one\'s own refused', async () => {
    await openItem('抄表录入');
    const screen = page.getByTestId('meter-reading-screen');
    await screen.waitFor();
    await pick('estate-select', ESTATE, screen);
    await screen.getByTestId('reading-period').fill(shanghaiMonth());
    const sheet = page.getByTestId('reading-sheet');
    const rows = sheet.locator('tbody tr[data-testid^="reading-"]');
    await rows.first().waitFor({ timeout: 30_000 });

    // an unread house meter (未抄, not a public meter): this month's reading above the previous one
    const unread = rows.filter({ hasText: '未抄' }).filter({ hasNotText: '公共仪表' }).first();
    const meterRow = sheet.getByTestId((await unread.getAttribute('data-testid')) ?? '');
    const cells = meterRow.locator('td');
    const previous = Number((await cells.nth(5).innerText()).replace(/,/g, ''));
    expect(previous).toBeGreaterThanOrEqual(0);
    await meterRow.getByRole('textbox').first().fill((previous + 12.5).toFixed(2));
    await meterRow.getByRole('button', { name: /^保存/ }).click();
    await meterRow.getByText('待审核').waitFor({ timeout: 30_000 });
    expect(await meterRow.getByTestId('reading-by').innerText()).not.toBe('');
    const me = await meterRow.getByTestId('reading-by').innerText();

    // two readings entered by someone else (the seed's reader), audited
    const others = rows.filter({ hasText: '待审核' }).filter({ hasNotText: me });
    const ids: string[] = [];
    for (let i = 0; i < 2; i += 1) ids.push((await others.nth(i).getAttribute('data-testid')) ?? '');
    for (const id of ids) await sheet.getByTestId(id).getByRole('checkbox').first().check();
    await page.getByTestId('readings-approve').click();
    await page.getByText('已处理 2 条读数').first().waitFor({ timeout: 30_000 });
    for (const id of ids) await sheet.getByTestId(id).getByText('已审核').waitFor({ timeout: 30_000 });

    // one's own reading: refused in Chinese, and left 待审核
    await meterRow.getByRole('checkbox').first().check();
    await page.getByTestId('readings-approve').click();
    const refusal = await page.getByTestId('readings-error').innerText({ timeout: 30_000 });
    expect(refusal).toContain('不能审核自己录入的读数');
    expect(await meterRow.getByText('待审核').count()).toBe(1);
    await snap(page, 'charging-readings');
  });
});
