import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { house, line, me, openPortal } from '../test-portal';

beforeAll(prepareDom);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', 'owner-tok');
});
afterEach(() => vi.unstubAllGlobals());

// January late (45 days, 8.33), February's two lines (one held by an order being paid), March's small ones.
const lines = [
  line(1, '2026-01', '617.34', '8.33', 45),
  line(2, '2026-02', '205.78', '0.00', 14),
  line(3, '2026-02', '80.00', '0.00', 14, true),
  line(4, '2026-03', '0.10', '0.00', 0),
  line(5, '2026-03', '0.20', '0.00', 0),
];
const bills = (over: Record<string, unknown> = {}) => ({
  asOf: '2026-03-01',
  house: house(),
  lines,
  totals: { open: '903.42', lateFee: '8.33', due: '911.75' },
  prepayBalance: '100.00',
  openOrderId: null,
  ...over,
});
const WAIT = { timeout: 5_000 };

describe('账单', { timeout: 30_000 }, () => {
  it('groups the open lines by month, ticks every payable one, and adds the chosen ones up exactly', async () => {
    stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/houses/11/bills': () => bills() });
    const user = userEvent.setup();
    openPortal('/owner/bills');
    const total = await screen.findByTestId('owner-chosen-total', {}, WAIT);
    expect(total.textContent).toBe('¥831.75');
    expect(screen.getByTestId('owner-bills-due').textContent).toBe('¥911.75');
    expect(screen.getByTestId('owner-prepay').textContent).toBe('¥100.00');
    expect(within(screen.getByTestId('owner-period-2026-02')).getAllByText('物业服务费')).toHaveLength(2);
    const january = screen.getByTestId('owner-line-1');
    expect(january.textContent).toContain('违约金 8.33');
    expect(january.textContent).toContain('逾期45天');
    expect(screen.getByTestId('owner-line-due-1').textContent).toBe('625.67');

    // the held line: 支付中, no box to tick, not in the total
    expect(screen.getByTestId('owner-line-held-3').textContent).toBe('支付中');
    expect(screen.getByTestId('owner-line-check-3')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('owner-line-check-3')).toHaveProperty('checked', false);

    await user.click(screen.getByTestId('owner-line-check-1'));
    expect(total.textContent).toBe('¥206.08');
    await user.click(screen.getByTestId('owner-line-check-4'));
    expect(total.textContent).toBe('¥205.98');
    await user.click(screen.getByTestId('owner-select-all'));
    expect(total.textContent).toBe('¥831.75');
    await user.click(screen.getByTestId('owner-select-all'));
    expect(total.textContent).toBe('¥0.00');
    expect(screen.getByTestId('owner-pay')).toHaveProperty('disabled', true);
  });

  it('去缴费 orders the chosen lines with the total seen, and goes to WeChat Pay’s page with the way back', async () => {
    // jsdom navigates only within the page: WeChat Pay's page is a fragment of this one here
    const h5Url = `${window.location.href.split('#')[0]}#h5-payer`;
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/houses/11/bills': () => bills(),
      'POST /api/owner/houses/11/pay-orders': () => ({ order: { id: 77 }, h5Url }),
    });
    const user = userEvent.setup();
    openPortal('/owner/bills');
    await user.click(await screen.findByTestId('owner-line-check-1', {}, WAIT));
    await user.click(screen.getByTestId('owner-pay'));
    await vi.waitFor(() => expect(window.location.hash).toBe(`#h5-payer?redirect_url=${encodeURIComponent(`${window.location.origin}/owner/orders/77`)}`));
    const pay = calls.find((c) => c.method === 'POST');
    expect(pay?.path).toBe('/api/owner/houses/11/pay-orders');
    expect(pay?.body).toEqual({ lineIds: [2, 4, 5], expectedDue: '206.08' });
  });

  it('预交充值 takes an amount of at most two decimals and goes to WeChat Pay’s page with the way back', async () => {
    const h5Url = `${window.location.href.split('#')[0]}#h5-prepay`;
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/houses/11/bills': () => bills(),
      'POST /api/owner/houses/11/prepay-orders': () => ({ order: { id: 78 }, h5Url }),
    });
    const user = userEvent.setup();
    openPortal('/owner/bills');
    await user.click(await screen.findByTestId('owner-prepay-open', {}, WAIT));
    const amount = await screen.findByTestId('owner-prepay-amount', {}, WAIT);
    await user.type(amount, '12.345');
    expect(screen.getByTestId('owner-prepay-submit')).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '300.50');
    await user.click(screen.getByTestId('owner-prepay-submit'));
    await vi.waitFor(() => expect(window.location.hash).toBe(`#h5-prepay?redirect_url=${encodeURIComponent(`${window.location.origin}/owner/orders/78`)}`));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ amount: '300.50' });
  });

  it('a refused order (the amount changed) says why and reads the bills again', async () => {
    let reads = 0;
    stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/houses/11/bills': () => {
        reads++;
        return bills();
      },
      'POST /api/owner/houses/11/pay-orders': () => refusal(409, '应付金额已变化，请刷新后重试', 'owner.due_changed'),
    });
    const user = userEvent.setup();
    openPortal('/owner/bills');
    await user.click(await screen.findByTestId('owner-pay', {}, WAIT));
    expect((await screen.findByTestId('owner-pay-error')).textContent).toBe('应付金额已变化，请刷新后重试');
    await vi.waitFor(() => expect(reads).toBe(2));
  });

  it('nothing owed: 暂无欠费 and the prepay balance; an open order of the owner’s: a notice leading to it', async () => {
    stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/houses/11/bills': () => bills({ lines: [], totals: { open: '0.00', lateFee: '0.00', due: '0.00' }, openOrderId: 77 }),
    });
    openPortal('/owner/bills');
    expect((await screen.findByTestId('owner-bills-none', {}, WAIT)).textContent).toContain('暂无欠费');
    expect(screen.queryByTestId('owner-pay')).toBeNull();
    expect(screen.getByTestId('owner-open-order-link').getAttribute('href')).toBe('/owner/orders/77');
  });

  it('no house yet: says so and leads to 认证房屋', async () => {
    stubApi({ 'GET /api/owner/me': () => me([]), 'GET /api/owner/bindings': () => [] });
    const user = userEvent.setup();
    openPortal('/owner/bills');
    expect((await screen.findByTestId('owner-no-house', {}, WAIT)).textContent).toContain('您的手机号还没有关联房屋');
    await user.click(screen.getByTestId('owner-no-house-bind'));
    expect(await screen.findByTestId('owner-binding-form')).toBeTruthy();
  });
});
