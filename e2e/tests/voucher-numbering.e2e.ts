import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, postData, signIn } from '../support/shell';

// Issue 25 item 2: an accountant saved 500 / 300 and it was kept silently as 记-0065. Now 保存 says
// 借贷不平 with both totals, the voucher is 暂存 without a number, and it takes the period's next
// number only when it is saved balanced, so the numbers of the period stay without gaps (断号).
// The voucher is left balanced as a 待修改 draft, as a colleague would leave it (accounting.e2e.ts,
// if it runs after this file on the same product, submits the month's drafts before its close).

let browser: Browser;
let page: Page;
const CENTRE = 271;
const SUMMARY = '暂存测试（E2E）';
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, 'acc01');
  await closeMessages(page);
});
afterAll(() => browser.close());


interface Row { id: number; word: string; number: number | null; label: string; statusName: string }
/** Every voucher of the period, page by page. */
async function vouchersOf(period: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const found = await postData<{ rows: Row[]; total: number }>(page, '/api/accounting/vouchers/list', { period, page: pageNo, size: 500, sort: 'number', order: 'asc' });
    rows.push(...found.rows);
    if (rows.length >= found.total || found.rows.length === 0) return rows;
  }
}

/** Picks an option of the subject Select of a line. */
async function pickSubject(form: ReturnType<Page['getByTestId']>, row: number, code: string): Promise<void> {
  const input = form.getByTestId(`subject-${row}`);
  await input.click();
  await input.fill(code);
  await page.getByRole('option', { name: new RegExp(`^${code} `) }).first().click();
}

describe('凭证录入: 借贷不平 is said at save, and the number comes when the voucher balances', { timeout: 180_000 }, () => {
  let period = '';
  let id = 0;

  it('saving 500 / 300 warns 借贷不平 with both totals and keeps the voucher as 暂存, without a number', async () => {
    period = (await postData<{ current: string }>(page, '/api/accounting/period', {})).current;
    await openCentreItem(page, CENTRE, '凭证录入');
    const form = page.getByTestId('voucher-entry-form');
    await form.waitFor();
    await form.getByTestId('voucher-date').fill(`${period}-15`);
    await form.getByTestId('summary-0').fill(SUMMARY);
    await pickSubject(form, 0, '660203');
    await form.getByTestId('debit-0').fill('500.00');
    await form.getByTestId('summary-1').fill(SUMMARY);
    await pickSubject(form, 1, '1001');
    await form.getByTestId('credit-1').fill('300.00');
    await form.getByTestId('voucher-save').click();

    const warning = form.getByTestId('unbalanced-warning');
    await warning.waitFor();
    expect(await warning.innerText()).toBe('借贷不平：借方合计500.00，贷方合计300.00。凭证已暂存，借贷平衡后编号');
    expect(await form.getByTestId('voucher-label').innerText()).toBe('暂存（借贷平衡后编号）');
    expect(await form.getByTestId('status-badge').innerText()).toBe('暂存');
    await snap(page, 'voucher-unbalanced-held');

    const held = (await vouchersOf(period)).filter((r) => r.number === null);
    expect(held.map((r) => [r.label, r.statusName])).toContainEqual(['记-暂存', '暂存']);
    const mine = await postData<{ rows: Row[] }>(page, '/api/accounting/vouchers/list', { period, keyword: SUMMARY, page: 1, size: 10 });
    expect(mine.rows.map((r) => r.number)).toEqual([null]);
    id = mine.rows[0]!.id;
  });

  it('fixed to 500 / 500 and saved, it takes the next number of the period: no gap', async () => {
    const form = page.getByTestId('voucher-entry-form');
    await form.getByTestId('credit-1').fill('500.00');
    await expect.poll(() => form.getByTestId('balance-state').innerText()).toBe('借贷平衡');
    await form.getByTestId('voucher-save').click();
    await expect.poll(() => form.getByTestId('voucher-label').innerText()).toMatch(/^记-\d{4}$/);
    expect(await form.getByTestId('unbalanced-warning').count()).toBe(0);
    expect(await form.getByTestId('status-badge').innerText()).toBe('待修改');
    await snap(page, 'voucher-balanced-numbered');

    const all = await vouchersOf(period);
    const numbered = all.filter((r) => r.word === '记' && r.number !== null).map((r) => r.number!).sort((a, b) => a - b);
    const mine = all.find((r) => r.id === id)!;
    expect(await form.getByTestId('voucher-label').innerText()).toBe(mine.label);
    // The period's numbers run 1..n without a gap, this voucher the last of them.
    expect(numbered).toEqual(Array.from({ length: numbered.length }, (_, i) => i + 1));
    expect(mine.number).toBe(numbered.length);
  });

  it('had no script error and no 5xx', () => {
    expect(errors).toEqual([]);
  });
});
