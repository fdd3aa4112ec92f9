import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, latestSms, launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, signIn } from '../support/shell';

// 业主端 (issue 31) on a phone (375×812): the demo owner 13800138001 signs in with the code the fake SMS gateway
// received, sees the bills of the house, pays the two months left through the fake WeChat Pay's H5 page, comes back
// to 缴费成功 with the receipt, and owes nothing after. (The counter first takes every older month, as a cashier
// would, so two months are left.)

const PHONE = '13800138001';
let browser: Browser;
let staff: Page;
let owner: Page;
const contexts: BrowserContext[] = [];
const errors: string[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: staff } = await newPage(browser));
  await signIn(staff, 'emp01');
  await closeMessages(staff);
  const phone = await browser.newContext({ baseURL: baseUrl(), locale: 'zh-CN', viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true, acceptDownloads: true });
  contexts.push(phone);
  owner = await phone.newPage();
  owner.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  owner.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
});
afterAll(async () => {
  await Promise.all(contexts.map((c) => c.close()));
  await browser.close();
});

/** A staff call with emp01's session: the envelope's data. */
async function staffCall<T>(path: string, body?: unknown): Promise<T> {
  return staff.evaluate(
    async ([p, b]) => {
      const res = await fetch(p, {
        method: b === undefined ? 'GET' : 'POST',
        headers: { authorization: `Bearer ${sessionStorage.getItem('token') ?? ''}`, 'content-type': 'application/json' },
        ...(b === undefined ? {} : { body: JSON.stringify(b) }),
      });
      if (!res.ok) throw new Error(`${res.status} ${p}: ${await res.text()}`);
      return ((await res.json()) as { data: never }).data;
    },
    [path, body] as const,
  );
}

const fen = (text: string) => {
  const [int = '0', frac = '0'] = text.replace(/[^\d.]/g, '').split('.');
  return Number(int) * 100 + Number(frac.padEnd(2, '0').slice(0, 2));
};
const yuan = (f: number) => `${Math.floor(f / 100)}.${String(f % 100).padStart(2, '0')}`;

type CounterLine = { id: number; category: string; period: string; open: string; lateFee: string; locked: boolean; heldBy: number | null };

describe('业主端 on a phone', () => {
  it('signs in with the SMS code, pays the two months left through WeChat Pay, gets the receipt and owes nothing', async () => {
    await owner.goto('/owner');
    await owner.getByTestId('owner-phone').fill(PHONE);
    await owner.getByTestId('owner-get-code').click();
    await owner.getByTestId('owner-code-sent').waitFor();
    const code = (await latestSms(PHONE))?.code;
    expect(code).toMatch(/^\d{6}$/);
    await snap(owner, 'owner-sign-in');
    await owner.getByTestId('owner-code').fill(code!);
    await owner.getByTestId('owner-sign-in-submit').click();
    await owner.getByTestId('owner-bills').waitFor();

    // The house the owner reaches, as the portal answers it; the counter takes every month but the two newest.
    const me = await owner.evaluate(async () => {
      const res = await fetch('/api/owner/me', { headers: { authorization: `Bearer ${localStorage.getItem('ownerToken') ?? ''}` } });
      return ((await res.json()) as { data: { houses: { houseId: number }[] } }).data;
    });
    const houseId = me.houses[0]!.houseId;
    const counter = await staffCall<{ lines: CounterLine[] }>('/api/settle/counter/house', { houseId });
    const regular = counter.lines.filter((l) => l.category === 'regular' && !l.locked && l.heldBy === null && fen(l.open) + fen(l.lateFee) > 0);
    const periods = [...new Set(regular.map((l) => l.period))].sort();
    expect(periods.length).toBeGreaterThanOrEqual(2);
    const older = regular.filter((l) => periods.indexOf(l.period) < periods.length - 2);
    if (older.length > 0) {
      const total = yuan(older.reduce((s, l) => s + fen(l.open) + fen(l.lateFee), 0));
      await staffCall('/api/settle/pay', { houseId, settleType: '1', lineIds: older.map((l) => l.id), total, tenders: [{ method: '1', amount: total }] });
    }
    await owner.reload();
    await owner.getByTestId('owner-bills').waitFor();
    for (const period of periods.slice(-2)) await expect(owner.getByTestId(`owner-period-${period}`).isVisible()).resolves.toBe(true);
    const due = (await owner.getByTestId('owner-bills-due').textContent()) ?? '';
    const twoMonths = regular.filter((l) => periods.indexOf(l.period) >= periods.length - 2).reduce((s, l) => s + fen(l.open) + fen(l.lateFee), 0);
    expect(fen(due)).toBe(twoMonths);
    await snap(owner, 'owner-bills');

    // 去缴费 → WeChat Pay's H5 page (the fake) → 支付 → 返回商户 → 缴费成功.
    await owner.getByTestId('owner-pay').click();
    await owner.waitForURL(/\/payer\?/);
    await owner.getByRole('button', { name: '支付' }).click();
    await owner.waitForURL(/\/owner\/orders\/\d+/, { timeout: 15_000 });
    await owner.locator('[data-testid="owner-order"][data-state="paid"]').waitFor({ timeout: 30_000 });
    const receiptNo = (await owner.getByTestId('owner-order-receipt-no').textContent()) ?? '';
    expect(receiptNo).toMatch(/\S{4,}/);
    await snap(owner, 'owner-paid');
    const download = owner.waitForEvent('download');
    await owner.getByTestId('owner-order-receipt').click();
    expect((await download).suggestedFilename()).toMatch(/^收据.+\.pdf$/);

    await owner.getByTestId('owner-order-back').click();
    await owner.getByTestId('owner-bills-none').waitFor();
    await snap(owner, 'owner-no-arrears');
    const after = await staffCall<{ lines: CounterLine[] }>('/api/settle/counter/house', { houseId });
    expect(after.lines.filter((l) => l.category === 'regular' && fen(l.open) > 0)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
