import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// Issue 5 through the screens (emp01 of SH, new layout, centre 56 共用资料维护中心): a house's
// ownership (入伙, 过户, the history kept) and the dictionary screen's code select.

let browser: Browser;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(() => browser.close());

async function openItem(title: string): Promise<void> {
  await closeMessages(page, 1500);
  await openCentreItem(page, 56, title);
}

/** Opens a select and picks the option named `name` (exactly), or the n-th option; returns its text. */
async function pick(select: ReturnType<Page['getByTestId']>, option: string | number): Promise<string> {
  await select.click();
  const listbox = page.getByRole('listbox').last();
  await listbox.getByRole('option').first().waitFor();
  const target = typeof option === 'string' ? listbox.getByRole('option', { name: option, exact: true }) : listbox.getByRole('option').nth(option);
  const text = (await target.innerText()).trim();
  await target.click();
  return text;
}

const drawer = () => page.getByTestId('ownership-drawer');
const form = () => drawer().getByTestId('ownership-form');

/** Closes the notices so a screenshot shows the page under them. */
async function closeNotices(): Promise<void> {
  const close = page.locator('.mantine-Notification-root .mantine-Notification-closeButton');
  for (let i = 0; i < 10 && (await close.count()) > 0; i++) {
    await close.first().click({ timeout: 2000 }).catch(() => undefined);
    await page.waitForTimeout(300);
  }
}

async function saveEvent(): Promise<void> {
  await form().getByTestId('ownership-save').click();
  await page.getByText('保存成功').first().waitFor();
}

describe('房屋产权', () => {
  let ownerA = '';
  let ownerB = '';

  it('opens the ownership view of a house nobody has moved into yet', async () => {
    await openItem('房屋管理');
    const screen = page.getByTestId('record-screen-house');
    await screen.getByTestId('record-row').first().waitFor();
    await pick(screen.getByTestId('filter-useState'), '未入伙');
    await screen.getByTestId('record-search').click();
    await screen.getByTestId('record-table').getByText('未入伙').first().waitFor();
    const row = screen.getByTestId('record-row').filter({ hasText: '未入伙' }).first();
    // The first cell is the row's check box; the house code comes next.
    const code = (await row.locator('td').nth(1).innerText()).trim();
    await closeNotices();
    await snap(page, 'house-owners-list');
    await row.getByTestId('row-ownership').click();
    await drawer().getByText(code).first().waitFor();
    await drawer().getByText('暂无业主').waitFor();
    expect(await drawer().getByTestId('ownership-history-row').count()).toBe(0);
  });

  it('records 入伙 of an owner with a share', async () => {
    ownerA = await pick(form().getByTestId('ownership-owner'), 0);
    await form().getByTestId('ownership-share').fill('60');
    await form().getByTestId('ownership-date').fill('2025-03-01');
    await form().getByTestId('ownership-remark').fill('交房入伙');
    await saveEvent();
    const owners = drawer().getByTestId('ownership-current-owners');
    await owners.getByText(ownerA).waitFor();
    expect(await owners.innerText()).toContain('60.00');
    expect(await drawer().getByTestId('ownership-history-row').count()).toBe(1);
  });

  it("shows the server's refusal of shares over 100", async () => {
    await pick(form().getByTestId('ownership-owner'), 1);
    await form().getByTestId('ownership-share').fill('50');
    await form().getByTestId('ownership-date').fill('2025-03-01');
    await form().getByTestId('ownership-save').click();
    // The server's message, under the field it names.
    await form().getByText('份额合计不能超过100').waitFor();
    expect(await drawer().getByTestId('ownership-owner-row').count()).toBe(1);
  });

  it('records 过户 of part of the share to another owner; both rows stay in the history', async () => {
    await form().getByTestId('ownership-event').getByText('过户').click();
    await pick(form().getByTestId('ownership-from'), `${ownerA}（60.00%）`);
    ownerB = await pick(form().getByTestId('ownership-owner'), 1);
    expect(ownerB).not.toBe(ownerA);
    await form().getByTestId('ownership-share').fill('20');
    await form().getByTestId('ownership-date').fill('2025-06-18');
    await form().getByTestId('ownership-remark').fill('部分转让');
    await saveEvent();
    const owners = drawer().getByTestId('ownership-current-owners');
    await owners.getByText(ownerB).waitFor();
    const ownerRows = await drawer().getByTestId('ownership-owner-row').allInnerTexts();
    expect(ownerRows).toHaveLength(2);
    expect(ownerRows.find((r) => r.includes(ownerA))).toContain('40.00');
    expect(ownerRows.find((r) => r.includes(ownerB))).toContain('20.00');
    const history = await drawer().getByTestId('ownership-history-row').allInnerTexts();
    expect(history).toHaveLength(3);
    // Newest first: the two transfer rows, then the untouched move-in.
    expect(history[2]).toMatch(new RegExp(`2025-03-01\\s+入伙\\s+${ownerA}\\s+60.00\\s+交房入伙`));
    expect(history.slice(0, 2).join('\n')).toMatch(new RegExp(`2025-06-18\\s+过户\\s+${ownerB}\\s+20.00\\s+部分转让`));
    expect(history.slice(0, 2).join('\n')).toMatch(new RegExp(`2025-06-18\\s+过户\\s+${ownerA}\\s+40.00`));
    await closeNotices();
    await snap(page, 'house-owners-drawer');
    await page.keyboard.press('Escape');
    await drawer().waitFor({ state: 'hidden' });
  });
});

describe('数据字典', () => {
  it('picks the dictionary from a select of the known codes and adds an item', async () => {
    await openItem('数据字典');
    const screen = page.getByTestId('record-screen-dictionary');
    await screen.getByTestId('record-row').first().waitFor();
    await screen.getByTestId('record-add').click();
    const recordForm = page.getByTestId('record-form');
    // Built-in-only dictionaries are not offered; editable ones show their Chinese names.
    await recordForm.getByTestId('field-dictCode').click();
    const offered = await page.getByRole('listbox').last().getByRole('option').allInnerTexts();
    expect(offered).toContain('结算方式（settle_method）');
    expect(offered).not.toContain('公司级别（company_level）');
    await page.keyboard.press('Escape');
    await pick(recordForm.getByTestId('field-dictCode'), '结算方式（settle_method）');
    await recordForm.getByTestId('field-value').fill('20');
    await recordForm.getByTestId('field-labelCn').fill('数字人民币');
    await recordForm.getByTestId('field-labelTw').fill('數字人民幣');
    await closeNotices();
    await snap(page, 'house-owners-dictionary-form');
    await page.getByTestId('record-save').click();
    await page.getByText('保存成功').first().waitFor();
    await pick(screen.getByTestId('filter-dictCode'), '结算方式（settle_method）');
    await screen.getByTestId('record-search').click();
    await screen.getByTestId('record-table').getByText('数字人民币').waitFor();
    const rows = await screen.getByTestId('record-row').allInnerTexts();
    expect(rows.every((r) => r.includes('settle_method'))).toBe(true);
    await snap(page, 'house-owners-dictionary-list');
  });
});
