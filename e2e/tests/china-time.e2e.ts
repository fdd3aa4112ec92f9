import ExcelJS from 'exceljs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, openCentreItem, signIn } from '../support/shell';

// Times people read are China time whatever the zones: the product runs with TZ=UTC (support/
// product.ts) and this browser in New York. A receipt taken now shows one time — China's — on the
// screen (结算记录 and the printed sheet), in its PDF and in the Excel of 结算记录. Then its 冲红
// shows the voided receipt's number and opens that receipt.

let browser: Browser;
let page: Page;
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser, undefined, { timezoneId: 'America/New_York' }));
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
  await signIn(page, 'emp01');
  await closeMessages(page);
});
afterAll(() => browser.close());

/** A call of the product with the page's session: the JSON envelope's data, or the bytes (base64). */
async function call<T>(path: string, body?: unknown, bytes = false): Promise<T> {
  return page.evaluate(
    async ([p, b, raw]) => {
      const res = await fetch(p, {
        method: b === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      if (!res.ok) throw new Error(`${res.status} ${p}: ${await res.text()}`);
      if (!raw) return ((await res.json()) as { data: never }).data;
      const buf = new Uint8Array(await res.arrayBuffer());
      let s = '';
      for (const byte of buf) s += String.fromCharCode(byte);
      return btoa(s) as never;
    },
    [path, body, bytes] as const,
  );
}

/** An instant on China's clock, worked out here from the offset (UTC+8), not by the product's code. */
const chinaClock = (iso: string) => new Date(Date.parse(iso) + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ');

describe('China time, server in UTC, browser in New York', () => {
  it('a receipt shows the same China time on screen, in its PDF and in the Excel of 结算记录', async () => {
    // the browser really is elsewhere: its own clock reads another hour
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');

    // a 预交 of 10.00 on the first house of the first estate: one payment with a numbered receipt
    // (the first estate that has houses: another test file on this worker's product may have added an empty one)
    let house: { id: number } | undefined;
    for (const estate of await call<{ id: number }[]>('/api/common/estates')) {
      [house] = await call<{ id: number }[]>(`/api/common/estate/house/${estate.id}/0`);
      if (house) break;
    }
    const payment = await call<{ id: number; createdAt: string; receipt: { id: number; number: string } }>('/api/settle/prepay', {
      houseId: house!.id,
      total: '10.00',
      tenders: [{ method: '1', amount: '10.00' }],
      remark: 'E2E 北京时间',
    });
    const shown = chinaClock(payment.createdAt);
    expect(shown).not.toBe(payment.createdAt.slice(0, 16).replace('T', ' '));

    // 结算记录: the row of the receipt, then its printed sheet
    await openCentreItem(page, 147, '常规结算');
    await page.getByRole('tab', { name: '结算记录' }).click();
    const tab = page.getByTestId('payments-tab');
    await tab.getByPlaceholder('收据号、房屋或交款人').fill(payment.receipt.number);
    const row = tab.getByTestId(`payment-${payment.id}`);
    await expect.poll(() => tab.locator('tbody tr').count(), { timeout: 30_000 }).toBe(1);
    expect(await row.locator('td').nth(1).innerText()).toBe(shown);
    await snap(page, 'china-time-payments');
    await row.click();
    const drawer = page.getByTestId('payment-drawer');
    await drawer.getByText(payment.receipt.number).first().waitFor({ timeout: 30_000 });
    expect(await drawer.innerText()).toContain(shown);
    await drawer.getByTestId('receipt-print').click();
    const sheet = page.getByTestId('receipt-sheet');
    await sheet.waitFor({ timeout: 30_000 });
    expect(await sheet.innerText()).toContain(`日期：${shown}`);
    await snap(page, 'china-time-receipt');
    await page.getByTestId('receipt-view-close').click();
    await sheet.waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');

    // the PDF of the same receipt
    const pdf = Buffer.from(await call<string>(`/api/settle/receipts/${payment.receipt.id}/pdf`, undefined, true), 'base64');
    expect(pdfText(pdf)).toContain(`开具时间：${shown}`);

    // the Excel of 结算记录, found by the receipt number
    const xlsx = Buffer.from(
      await call<string>('/api/settle/payments/export', { q: payment.receipt.number, usage: '对账', auditor: '王经理', auditDate: '2026.11.29' }, true),
      'base64',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx as unknown as ExcelJS.Buffer);
    const rows: unknown[][] = [];
    book.worksheets[0]?.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const header = rows[0]!;
    const line = rows.find((r) => r.includes(payment.receipt.number))!;
    expect(line[header.indexOf('结算时间')]).toBe(shown);
  });

  it('冲红 of that receipt: its row shows the voided number marked 冲红 and opens the receipt it reverses', async () => {
    const tab = page.getByTestId('payments-tab');
    const original = tab.locator('tbody tr').first();
    const number = (await original.locator('td').first().innerText()).trim().split(/\s/)[0]!;
    await original.click();
    const drawer = page.getByTestId('payment-drawer');
    await drawer.getByTestId('reverse-open').click();
    await page.getByTestId('reason-input').fill('E2E 冲红原收据');
    const reversal = page.waitForResponse((r) => r.url().endsWith('/api/settle/reverse'));
    await page.getByTestId('reason-confirm').click();
    const answer = (await (await reversal).json()) as { data: { id: number } };
    await drawer.getByTestId('detail-voided').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    // the search by the receipt number finds the receipt and its 冲红, which shows that number
    const cell = tab.getByTestId(`receipt-cell-${answer.data.id}`);
    await cell.waitFor({ timeout: 30_000 });
    expect(await cell.innerText()).toContain(number);
    expect(await cell.innerText()).toContain('冲红');
    await snap(page, 'china-time-reversal-row');
    await cell.getByTestId(`open-reversed-${answer.data.id}`).click();
    await drawer.getByTestId('detail-voided').waitFor({ timeout: 30_000 });
    expect(await drawer.innerText()).toContain(number);
    expect(await drawer.innerText()).toContain('E2E 冲红原收据');
    await snap(page, 'china-time-reversed-receipt');
    await page.keyboard.press('Escape');
  });

  it('no 500 on the way', () => {
    expect(errors).toEqual([]);
  });
});
