import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, snap } from '../support/browser';
import { closeMessages, go, signIn } from '../support/shell';

// 退款审批 through the screens (issue 24, 审批分离): emp01 of SH enters a 退预交款 on 预交款结算's 退款 tab; it waits
// (no money moves, no receipt); emp01 is refused approving it; mgr01, a second person with the same function, approves
// it in the same list and gets the refund's receipt; the pre-payment drops by the refund, and emp01 sees it 已审批.

let browser: Browser;
let maker: Page;
let approver: Page;
const errors: string[] = [];
const REASON = '业主申请退还多交预交款（E2E）';

/** Keeps what would be a bug (a script error or a 5xx); a refused call (4xx) is part of the test. */
function watch(page: Page): void {
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`${r.status()} ${r.url()}`);
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  ({ page: maker } = await newPage(browser));
  ({ page: approver } = await newPage(browser));
  watch(maker);
  watch(approver);
  await signIn(maker, 'emp01');
  await closeMessages(maker);
  await signIn(approver, 'mgr01');
  await closeMessages(approver);
});
afterAll(() => browser.close());

/** Waits for the finite animations (a modal's transition), so a screenshot shows the end state. */
async function still(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/** A JSON call of the product with the page's session, answering `data`. */
async function call<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
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
const prepayOf = async (page: Page, houseId: number) => (await call<{ accounts: { prepay: string } }>(page, '/api/settle/counter/house', { houseId })).accounts.prepay;

/** 预交款结算 of the house (as 欠费查询's link opens a counter), on its 退款 tab. */
async function openRefunds(page: Page, houseId: number) {
  await go(page, `/charge/settle-prepay?houseId=${houseId}`);
  await page.getByTestId('house-header').last().waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: '退款' }).last().click();
  const list = page.getByTestId('refund-requests').last();
  await list.waitFor({ timeout: 30_000 });
  return list;
}

describe('退款审批', () => {
  it('a refund entered by one person is paid only when another approves it', async () => {
    // a house of SH with 20.00 pre-paid just now, so the test does not depend on which houses hold a pre-payment
    // (the second house of the first estate that has two: another test file on this worker's product may have added an empty estate)
    let house: { id: number } | undefined;
    for (const estate of await call<{ id: number }[]>(maker, '/api/common/estates')) {
      [, house] = await call<{ id: number }[]>(maker, `/api/common/estate/house/${estate.id}/0`);
      if (house) break;
    }
    const houseId = house!.id;
    await call(maker, '/api/settle/prepay', { houseId, total: '20.00', tenders: [{ method: '1', amount: '20.00' }], remark: 'E2E 退款审批' });
    const before = await prepayOf(maker, houseId);

    // emp01 enters 退预交款 10.00: a request, no money, no receipt
    const list = await openRefunds(maker, houseId);
    const form = maker.getByTestId('refund-form').last();
    await form.getByTestId('refund-form-amount').fill('10.00');
    await form.getByTestId('refund-form-note').fill(REASON);
    const entered = maker.waitForResponse((r) => r.url().endsWith('/api/settle/refund'));
    await form.getByTestId('refund-form-submit').click();
    const request = ((await (await entered).json()) as { data: { id: number; state: string } }).data;
    expect(request.state).toBe('pending');
    expect(await maker.getByTestId('refund-requested').last().innerText()).toBe('退预交款申请已提交（10.00），待审批：审批后付款并出具收据');
    expect(await prepayOf(maker, houseId)).toBe(before);
    const own = list.getByTestId(`refund-request-${request.id}`);
    await own.waitFor({ timeout: 30_000 });
    expect(await own.innerText()).toContain('待审批');
    expect(await own.innerText()).toContain('王晓燕');

    // the maker may not approve it (审批分离): refused in the dialog, nothing paid
    await own.getByTestId(`approve-refund-${request.id}`).click();
    const dialog = maker.getByTestId('approve-refund-dialog').last();
    await dialog.getByTestId('approve-refund-confirm').click();
    expect(await dialog.getByTestId('approve-refund-failure').innerText({ timeout: 30_000 })).toBe('不能审批自己录入的退款（审批分离）');
    await still(maker);
    await snap(maker, 'refunds-own-approval-refused');
    await dialog.getByRole('button', { name: '取消' }).click();
    expect(await prepayOf(maker, houseId)).toBe(before);

    // mgr01 approves it: the refund is paid and its receipt shown, as the counter's refund always was
    const theirs = (await openRefunds(approver, houseId)).getByTestId(`refund-request-${request.id}`);
    await theirs.waitFor({ timeout: 30_000 });
    await theirs.getByTestId(`approve-refund-${request.id}`).click();
    const confirm = approver.getByTestId('approve-refund-dialog').last();
    expect(await confirm.innerText()).toMatch(/王晓燕 申请从 .+ 的账户退预交款 10\.00（现金 10\.00）/);
    const approved = approver.waitForResponse((r) => r.url().endsWith('/api/settle/refund-requests/approve'));
    await confirm.getByTestId('approve-refund-confirm').click();
    const answer = ((await (await approved).json()) as { data: { payment: { total: string; receipt: { number: string } } } }).data;
    expect(answer.payment.total).toBe('-10.00');
    const receipt = await approver.getByTestId('result-receipt').last().innerText({ timeout: 30_000 });
    expect(receipt).toBe(`收据号：${answer.payment.receipt.number}`);
    await still(approver);
    await snap(approver, 'refunds-approved-receipt');
    await approver.getByTestId('result-dialog').last().getByRole('button', { name: '关闭' }).click();
    expect(Number(await prepayOf(approver, houseId))).toBeCloseTo(Number(before) - 10, 2);

    // emp01's list under 已审批: who approved it and the receipt
    await list.getByTestId('refund-state').getByText('已审批').click();
    const done = list.getByTestId(`refund-request-${request.id}`);
    // the row of the pending list stays until the 已审批 list answers
    await expect.poll(() => done.innerText(), { timeout: 30_000 }).toContain(`黄志明 审批，收据 ${answer.payment.receipt.number}`);
    await snap(maker, 'refunds-approved-list');
    expect(errors).toEqual([]);
  });
});
