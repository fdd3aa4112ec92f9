import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, newPage, paymentVendorUrl, snap } from '../support/browser';
import { closeMessages, go, openCentreItem, signIn } from '../support/shell';

// 线上收款 (issue 30) through the screens, paid on the product's fake WeChat Pay: emp01 at 常规结算 shows the QR code
// of a house's open lines, a payer pays it on the vendor's payer page, and the dialog shows 已到账 with the receipt
// while the counter's lines disappear. Then a 收款链接: the owner opens it on a phone without signing in, taps 去支付,
// pays on WeChat Pay's H5 page and, back on the link, sees 已支付 with the receipt number.

let browser: Browser;
let page: Page;
const errors: string[] = [];
const contexts: BrowserContext[] = [];

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
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser.close();
});

/** A call of the product with the page's session: the JSON envelope's data. */
async function call<T>(path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: b === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`,
          'content-type': 'application/json',
        },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      if (!res.ok) throw new Error(`${res.status} ${p}: ${await res.text()}`);
      return ((await res.json()) as { data: never }).data;
    },
    [path, body] as const,
  );
}

/** Waits for the finite animations (the dialog's transition), so a screenshot shows the end state. */
async function still(p: Page): Promise<void> {
  await p.evaluate(() =>
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

type Counter = {
  lines: { id: number; category: string; locked: boolean; heldBy: number | null }[];
  totals: { open: string; due: string };
};
type Order = {
  id: number;
  amount: string;
  principal: string;
  state: string;
  codeUrl: string | null;
  linkPath: string | null;
  receiptNo: string | null;
};

const used = new Set<number>();
/** A house in arrears whose open lines are all regular, free and settleable (a few lines: a short receipt). */
async function houseInArrears(): Promise<{ houseId: number; before: Counter }> {
  const list = await call<{ rows: { houseId: number; openLines: number }[] }>('/api/charging/arrears/houses', {
    page: 1,
    size: 50,
    sort: 'amount',
  });
  for (const row of [...list.rows].sort((a, b) => a.openLines - b.openLines)) {
    if (used.has(row.houseId)) continue;
    const c = await call<Counter>('/api/settle/counter/house', { houseId: row.houseId });
    if (c.lines.length > 0 && c.lines.every((l) => l.category === 'regular' && !l.locked && l.heldBy === null)) {
      used.add(row.houseId);
      return { houseId: row.houseId, before: c };
    }
  }
  throw new Error('没有可线上收款的欠费房屋');
}

/** Opens 常规结算 on the house and waits for its counter with the online actions. */
async function counterOf(houseId: number): Promise<void> {
  await go(page, `/charge/settle-normal?houseId=${houseId}`);
  await page.getByTestId('pay-panel').waitFor({ timeout: 30_000 });
  await expect
    .poll(async () => fen(await page.getByTestId('pay-due').innerText()), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await page.getByTestId('online-collect').waitFor({ timeout: 30_000 });
}

/** Creates the 支付单 with one of the online buttons and answers it as the server did. */
async function createOrder(button: 'online-qr' | 'online-link'): Promise<Order> {
  const creating = page.waitForResponse((r) => r.url().endsWith('/api/pay/orders') && r.request().method() === 'POST');
  await page.getByTestId(button).click();
  const answer = (await (await creating).json()) as { code: number; msg: string; data: Order };
  expect(answer.code, answer.msg).toBe(200);
  return answer.data;
}

/** Pays an order on the fake WeChat Pay's payer page, as the payer's phone would. */
async function payOnVendorPage(payer: Page): Promise<void> {
  await payer.getByRole('button', { name: '支付', exact: true }).click();
  await payer.getByText('支付成功').waitFor({ timeout: 15_000 });
}

describe('线上收款', () => {
  it('微信线上收款 at 常规结算: the QR code is paid on WeChat Pay’s page, the dialog shows 已到账 and the receipt, the arrears drop', async () => {
    const { houseId, before } = await houseInArrears();
    await openCentreItem(page, 147, '常规结算');
    await counterOf(houseId);
    const due = fen(await page.getByTestId('pay-due').innerText());

    const order = await createOrder('online-qr');
    expect(fen(order.amount)).toBe(due);
    expect(order.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const dialog = page.getByTestId('pay-order-dialog');
    const qr = dialog.getByTestId('qr-image');
    await qr.waitFor({ timeout: 30_000 });
    expect(await qr.getAttribute('data-qr-text')).toBe(order.codeUrl);
    expect(fen(await dialog.getByTestId('pay-order-amount').innerText())).toBe(due);
    expect(await dialog.getByTestId('pay-order-countdown').innerText()).toMatch(/^\d\d:\d\d$/);
    await still(page);
    await snap(page, 'online-pay-counter-qr');

    // held meanwhile: the counter would refuse these lines
    const held = await call<Counter>('/api/settle/counter/house', { houseId });
    expect(held.lines.map((l) => l.heldBy)).toEqual(held.lines.map(() => order.id));

    // the payer scans the code: the fake vendor's payer page for that code_url, on another phone
    const payerContext = await browser.newContext({ locale: 'zh-CN' });
    contexts.push(payerContext);
    const payer = await payerContext.newPage();
    await payer.goto(`${paymentVendorUrl()}/payer?code_url=${encodeURIComponent(order.codeUrl!)}`);
    await payOnVendorPage(payer);

    const receipt = dialog.getByTestId('pay-order-receipt');
    await receipt.waitFor({ timeout: 30_000 });
    expect(await receipt.innerText()).toMatch(/^收据号：\S+$/);
    expect(await dialog.getByTestId('pay-order-status').innerText()).toBe('已到账');
    await dialog.getByTestId('receipt-print').waitFor({ timeout: 30_000 });
    // the counter is read again behind the dialog: the paid lines are gone
    await page.getByTestId('lines-table').getByText('没有未结费用').waitFor({ timeout: 30_000 });
    await still(page);
    await snap(page, 'online-pay-counter-paid');

    const after = await call<Counter>('/api/settle/counter/house', { houseId });
    expect(fen(after.totals.open)).toBe(fen(before.totals.open) - fen(order.principal));
    const paid = await call<Order>(`/api/pay/orders/${order.id}`);
    expect(paid).toMatchObject({ state: 'paid', receiptNo: (await receipt.innerText()).replace('收据号：', '') });
    await dialog.getByTestId('pay-order-dismiss').click();
    await dialog.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
  });

  it('企业微信收款链接: the owner opens it on a phone without signing in, pays on WeChat Pay’s page and comes back to 已支付', async () => {
    const { houseId, before } = await houseInArrears();
    await counterOf(houseId);
    const order = await createOrder('online-link');
    const dialog = page.getByTestId('pay-order-dialog');
    const input = dialog.getByTestId('pay-order-link');
    await input.waitFor({ timeout: 30_000 });
    const link = await input.inputValue();
    expect(link).toBe(`${baseUrl()}${order.linkPath}`);
    await still(page);
    await snap(page, 'online-pay-counter-link');
    await dialog.getByTestId('pay-order-dismiss').click();
    await dialog.waitFor({ state: 'detached' });
    // its lines show 线上支付中 and cannot be ticked
    const first = before.lines[0]!.id;
    await page.getByTestId(`held-${first}`).waitFor({ timeout: 30_000 });
    expect(await page.getByTestId(`line-${first}`).getByRole('checkbox').isDisabled()).toBe(true);

    const ownerContext = await browser.newContext({
      locale: 'zh-CN',
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    contexts.push(ownerContext);
    const owner = await ownerContext.newPage();
    owner.on('console', (m) => {
      if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(`owner: ${m.text()}`);
    });
    await owner.goto(link);
    const amount = owner.getByTestId('pay-link-amount');
    await amount.waitFor({ timeout: 30_000 });
    expect(fen(await amount.innerText())).toBe(fen(order.amount));
    expect(await owner.getByTestId('pay-link-house').innerText()).toBeTruthy();
    await snap(owner, 'online-pay-owner-open');

    await owner.getByTestId('pay-link-pay').click();
    await owner.waitForURL((u) => u.href.startsWith(`${paymentVendorUrl()}/payer`), { timeout: 30_000 });
    await payOnVendorPage(owner);
    // no way back on the vendor's page: the owner opens the link again
    await owner.goto(link);
    const receipt = owner.getByTestId('pay-link-receipt');
    await receipt.waitFor({ timeout: 30_000 });
    expect(await receipt.innerText()).toMatch(/^收据号：\S+$/);
    await still(owner);
    await snap(owner, 'online-pay-owner-paid');

    // at the counter the held line opens its order, now paid, and the counter reads the house again
    await page.getByTestId(`held-${first}`).click();
    await dialog.getByTestId('pay-order-receipt').waitFor({ timeout: 30_000 });
    await page.getByTestId('lines-table').getByText('没有未结费用').waitFor({ timeout: 30_000 });
    await dialog.getByTestId('pay-order-dismiss').click();
    const after = await call<Counter>('/api/settle/counter/house', { houseId });
    expect(fen(after.totals.open)).toBe(fen(before.totals.open) - fen(order.principal));
    expect(errors).toEqual([]);
  });

  it('结算汇总 → 线上收款 lists both orders, paid with their receipts; a cashier reads 线上收款设置 without changing it', async () => {
    await openCentreItem(page, 147, '结算汇总');
    await page.getByTestId('summary-tab-online').click();
    const list = page.getByTestId('pay-orders');
    await list.waitFor({ timeout: 30_000 });
    await page.getByTestId('pay-orders-state').getByText('已支付').click();
    await expect.poll(async () => list.locator('tbody tr').count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
    const rows = await list.locator('tbody tr').allInnerTexts();
    expect(rows.slice(0, 2).every((r) => r.includes('已到账'))).toBe(true);
    expect(
      rows.slice(0, 2).some((r) => r.includes('微信线上')) && rows.slice(0, 2).some((r) => r.includes('企业微信')),
    ).toBe(true);
    expect(await page.getByTestId('pay-settings-readonly').innerText()).toBe('只有系统管理员可以修改');
    expect(await page.getByTestId('pay-settings-merchant').innerText()).toBe('微信支付商户：已配置');
    await snap(page, 'online-pay-summary-tab');
    expect(errors).toEqual([]);
  });
});
