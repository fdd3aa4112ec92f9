import type { PayOrder } from '@pm/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import NormalSettleScreen from '../screens/normal-screen';
import { counter, estates, houses, paid, stubApi } from '../test-api';
import { pickHouse, prepareCounterDom } from '../test-dom';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const settings = (enabled: boolean) => ({
  orderMinutes: 15,
  linkHours: 24,
  lateMoney: 'prepay',
  enabled,
  updatedAt: null,
});
const base = (enabled = true) => ({
  'GET /api/common/estates': () => estates,
  'GET /api/common/estate/house/1/0': () => houses,
  'POST /api/settle/counter/house': () => counter,
  'GET /api/pay/settings': () => settings(enabled),
});

/** 1栋0101's January and February as one 支付单 of 831.45, 15 minutes to pay. */
const order = (over: Partial<PayOrder> = {}): PayOrder => ({
  id: 77,
  estateId: 1,
  houseId: 11,
  houseCode: 'H-0101',
  houseName: '1栋0101',
  settleType: '1',
  method: '6',
  methodName: '微信线上',
  tradeType: 'NATIVE',
  outTradeNo: 'PM20260301093000ABCDEFGHJKLM',
  description: '1栋0101 物业服务费',
  amount: '831.45',
  principal: '823.12',
  lateFee: '8.33',
  asOf: '2026-03-01',
  state: 'open',
  closeReason: null,
  codeUrl: 'weixin://wxpay/bizpayurl?pr=abc123',
  linkPath: null,
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  createdAt: new Date().toISOString(),
  createdByName: '王会计',
  closedAt: null,
  paidAt: null,
  transactionId: null,
  paymentId: null,
  receiptNo: null,
  late: false,
  error: null,
  lines: [
    { lineId: 1, itemName: '物业服务费', period: '2026-01', principal: '617.34', lateFee: '8.33' },
    { lineId: 2, itemName: '物业服务费', period: '2026-02', principal: '205.78', lateFee: '0.00' },
  ],
  ...over,
});
const paidOrder = order({
  state: 'paid',
  codeUrl: null,
  paidAt: new Date().toISOString(),
  transactionId: '4200001',
  paymentId: 501,
  receiptNo: 'SJ2026000001',
});

describe('线上收款 at 常规结算', { timeout: 30_000 }, () => {
  it('微信线上收款 shows the QR code of the chosen lines with the amount and the time left, then 已到账 with the receipt', async () => {
    let reads = 0;
    let ordered = false;
    const held = {
      ...counter,
      lines: counter.lines.map((l) => ({ ...l, heldBy: l.category === 'regular' ? 77 : null })),
    };
    const calls = stubApi({
      ...base(),
      'POST /api/settle/counter/house': () => (ordered ? held : counter),
      'POST /api/pay/orders': () => ((ordered = true), order()),
      'GET /api/pay/orders/77': () => (++reads < 2 ? order() : paidOrder),
      'GET /api/settle/payments/501': () => paid(),
    });
    const user = userEvent.setup();
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    await user.click(await screen.findByTestId('online-qr'));
    const dialog = await screen.findByTestId('pay-order-dialog', {}, { timeout: 5000 });
    expect(calls.find((c) => c.path === '/api/pay/orders')?.body).toEqual({
      houseId: 11,
      settleType: '1',
      lineIds: [1, 2],
      method: '6',
      expectedDue: '831.45',
    });
    expect((await within(dialog).findByTestId('qr-image', {}, { timeout: 5000 })).getAttribute('data-qr-text')).toBe(
      'weixin://wxpay/bizpayurl?pr=abc123',
    );
    expect(within(dialog).getByTestId('pay-order-amount').textContent).toBe('831.45');
    expect(within(dialog).getByTestId('pay-order-no').textContent).toBe('PM20260301093000ABCDEFGHJKLM');
    expect(within(dialog).getByTestId('pay-order-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    expect(within(dialog).getByTestId('pay-order-status').textContent).toBe('待支付');
    // the counter, read again, shows the lines held: no longer ticked for 收款
    await waitFor(() =>
      expect(within(screen.getByTestId('line-1')).getByRole('checkbox', { hidden: true })).toHaveProperty(
        'checked',
        false,
      ),
    );
    expect(screen.getByTestId('held-2')).toBeTruthy();
    // the screen asks the vendor through the server, again and again while the order is open
    expect(calls.find((c) => c.path === '/api/pay/orders/77')?.query.get('refresh')).toBe('true');

    const counterReads = calls.filter((c) => c.path === '/api/settle/counter/house').length;
    expect((await within(dialog).findByTestId('pay-order-receipt', {}, { timeout: 8000 })).textContent).toBe(
      '收据号：SJ2026000001',
    );
    expect(within(dialog).getByTestId('pay-order-status').textContent).toBe('已到账');
    expect(within(dialog).queryByTestId('qr-image')).toBeNull();
    expect(await within(dialog).findByTestId('receipt-print')).toBeTruthy();
    // paid: the counter is read again (its lines are gone)
    await waitFor(() =>
      expect(calls.filter((c) => c.path === '/api/settle/counter/house').length).toBeGreaterThan(counterReads),
    );
  });

  it('a held line shows 线上支付中, cannot be ticked, and opens its order: the link to copy, then 关闭支付单', async () => {
    const held = { ...counter, lines: counter.lines.map((l) => (l.id === 1 ? { ...l, heldBy: 77 } : l)) };
    const link = order({
      method: '10',
      methodName: '企业微信',
      tradeType: 'H5',
      codeUrl: null,
      linkPath: '/pay/tok-0123456789abcdef',
    });
    let now = link;
    const calls = stubApi({
      ...base(),
      'POST /api/settle/counter/house': () => held,
      'GET /api/pay/orders/77': () => now,
      'POST /api/pay/orders/77/close': () =>
        (now = { ...link, state: 'closed', closeReason: 'cancelled', linkPath: link.linkPath }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    const line = await screen.findByTestId('line-1');
    expect(within(line).getByRole('checkbox')).toHaveProperty('disabled', true);
    // February alone is due: January is being paid online
    expect(screen.getByTestId('pay-due').textContent).toBe('205.78');

    await user.click(within(line).getByTestId('held-1'));
    const dialog = await screen.findByTestId('pay-order-dialog', {}, { timeout: 5000 });
    expect((await within(dialog).findByTestId<HTMLInputElement>('pay-order-link')).value).toBe(
      `${window.location.origin}/pay/tok-0123456789abcdef`,
    );
    expect(within(dialog).getByTestId('pay-order-countdown').textContent).toMatch(/^1[45]:\d\d$/);
    await user.click(within(dialog).getByTestId('pay-order-close-order'));
    expect((await within(dialog).findByTestId('pay-order-closed')).textContent).toBe('支付单已关闭，费用可重新收取');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/pay/orders/77/close')).toBe(true);
  });

  it('offers nothing online when the company has no WeChat Pay merchant, and shows a refusal in words', async () => {
    stubApi(base(false));
    const user = userEvent.setup();
    const view = renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    await screen.findByTestId('pay-panel');
    expect(screen.queryByTestId('online-collect')).toBeNull();
    view.unmount();

    stubApi({
      ...base(),
      'POST /api/pay/orders': () =>
        new Response(
          JSON.stringify({
            code: 1,
            msg: '应收金额已变化（现为840.00元），请刷新后重试',
            errorCode: 'pay.due_changed',
          }),
          { status: 409 },
        ),
    });
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    await user.click(await screen.findByTestId('online-link'));
    expect((await screen.findByTestId('online-failure')).textContent).toBe(
      '应收金额已变化（现为840.00元），请刷新后重试',
    );
  });
});
