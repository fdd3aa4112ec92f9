import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, openCentreItem, signIn } from '../support/shell';

// 找零 at the counter (issue 25 item 6): emp01 at 常规结算 takes cash above what is due. The
// default for cash is 找零: the bills are paid exactly, the result dialog and the receipt (on screen
// and in the PDF) show 实收 and 找零, and no account of the house is credited with the change.

let browser: Browser;
let page: Page;
const errors: string[] = [];
const CHANGE = 1234; // 12.34 in fen

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page } = await newPage(browser));
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
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

/** Waits for the finite animations (the dialog's transition), so a screenshot shows the end state. */
async function still(): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** Money text ("8,494.18", "¥ 12.00") as integer fen. */
function fen(text: string): number {
  const m = /-?[\d,]+\.\d{2}/.exec(text.replace(/\s/g, ''));
  if (!m) throw new Error(`不是金额：${text}`);
  const [int = '0', frac = '0'] = m[0].replace(/[-,]/g, '').split('.');
  return (m[0].startsWith('-') ? -1 : 1) * (Number(int) * 100 + Number(frac));
}
const yuan = (f: number) => (f / 100).toFixed(2);
/** Fen as the screens show them: 2,414.41. */
const shown = (f: number) => yuan(f).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

type Counter = { lines: { category: string; locked: boolean }[]; accounts: { prepay: string; change: string } };

describe('找零 at 常规结算', () => {
  it('due X, cash X + 12.34: the dialog shows 找零 12.34, the receipt 实收 and 找零, nothing goes to an account', async () => {
    // a house in arrears whose open lines are all regular and settleable (few lines: a short receipt)
    const page1 = await call<{ rows: { houseId: number; openLines: number }[] }>('/api/charging/arrears/houses', { page: 1, size: 50, sort: 'amount' });
    let houseId = 0;
    let before: Counter | null = null;
    for (const row of [...page1.rows].sort((a, b) => a.openLines - b.openLines)) {
      const c = await call<Counter>('/api/settle/counter/house', { houseId: row.houseId });
      if (c.lines.length > 0 && c.lines.every((l) => l.category === 'regular' && !l.locked)) {
        houseId = row.houseId;
        before = c;
        break;
      }
    }
    expect(houseId).toBeGreaterThan(0);

    await openCentreItem(page, 147, '常规结算');
    await go(page, `/charge/settle-normal?houseId=${houseId}`);
    const panel = page.getByTestId('pay-panel');
    await panel.waitFor({ timeout: 30_000 });
    await expect.poll(async () => fen(await page.getByTestId('pay-cash-due').innerText()), { timeout: 30_000 }).toBeGreaterThan(0);
    const due = fen(await page.getByTestId('pay-cash-due').innerText());
    const handed = due + CHANGE;

    await page.getByTestId('pay-received').fill(yuan(handed));
    expect(await page.getByTestId('pay-over').innerText()).toBe(`多收 ${shown(CHANGE)}`);
    // 找零 is the default for cash; 预交款 and 存零 remain choices
    const choice = page.getByTestId('pay-overpay-to');
    expect(await choice.locator('input[type="radio"]').evaluateAll((els) => els.map((e) => [(e as HTMLInputElement).value, (e as HTMLInputElement).checked]))).toEqual([
      ['payer', true],
      ['prepay', false],
      ['change', false],
    ]);
    expect(await page.getByTestId('pay-change').innerText()).toBe(shown(CHANGE));
    expect(await page.getByRole('textbox', { name: '结算方式 1' }).inputValue()).toBe('现金');
    await snap(page, 'counter-change-panel');

    const paying = page.waitForResponse((r) => r.url().endsWith('/api/settle/pay'));
    await page.getByTestId('pay-submit').click();
    const answer = (await (await paying).json()) as { data: { id: number; total: string; received: string; changeGiven: string; entries: unknown[]; tenders: { method: string; amount: string }[]; receipt: { id: number; number: string } } };
    expect(fen(answer.data.total)).toBe(due);
    expect(fen(answer.data.received)).toBe(handed);
    expect(fen(answer.data.changeGiven)).toBe(CHANGE);
    expect(answer.data.entries).toEqual([]);
    expect(answer.data.tenders).toEqual([expect.objectContaining({ method: '1', amount: yuan(due) })]);

    const dialog = page.getByTestId('result-dialog');
    const change = dialog.getByTestId('result-change');
    await change.waitFor({ timeout: 30_000 });
    expect(await change.innerText()).toMatch(new RegExp(`实收 ${shown(handed)}\\s*找零 ${shown(CHANGE)}`));
    await still();
    await snap(page, 'counter-change-dialog');

    // the receipt as printed: the total kept, and 实收 / 找零 below it
    await dialog.getByTestId('receipt-print').click();
    const sheet = page.getByTestId('receipt-sheet');
    await sheet.waitFor({ timeout: 30_000 });
    expect(fen(await sheet.getByTestId('receipt-total').innerText())).toBe(due);
    expect(await sheet.getByTestId('receipt-change').innerText()).toMatch(new RegExp(`实收：${shown(handed)}\\s+找零：${shown(CHANGE)}`));
    await sheet.getByTestId('receipt-change').scrollIntoViewIfNeeded();
    await snap(page, 'counter-change-receipt');
    await page.getByTestId('receipt-view-close').click();
    await sheet.waitFor({ state: 'detached' });
    await dialog.getByRole('button', { name: '关闭' }).click();

    // the PDF of the same receipt
    const pdf = pdfText(Buffer.from(await call<string>(`/api/settle/receipts/${answer.data.receipt.id}/pdf`, undefined, true), 'base64'));
    expect(pdf).toContain(`实收：${yuan(handed)}`);
    expect(pdf).toContain(`找零：${yuan(CHANGE)}`);

    // the change is not money kept: the house's 预交款 and 存零 are as they were
    const after = await call<Counter>('/api/settle/counter/house', { houseId });
    expect(after.accounts).toMatchObject({ prepay: before!.accounts.prepay, change: before!.accounts.change });
    expect(errors).toEqual([]);
  });
});
