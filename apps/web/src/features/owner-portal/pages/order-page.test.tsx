import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { me, openPortal } from '../test-portal';

beforeAll(prepareDom);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', 'owner-tok');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const order = (over: Record<string, unknown> = {}) => ({
  id: 77,
  houseId: 11,
  houseName: '1栋0101',
  description: '1栋0101 物业服务费',
  amount: '831.75',
  principal: '823.42',
  lateFee: '8.33',
  lines: [{ itemName: '物业服务费', period: '2026-01', amount: '625.67' }],
  state: 'open',
  expiresAt: new Date(Date.now() + 15 * 60_000).toISOString(),
  paidAt: null,
  receiptId: null,
  receiptNo: null,
  ...over,
});

describe('支付结果', { timeout: 30_000 }, () => {
  it('reads an open order again until it is paid: 缴费成功, the receipt number, 查看收据 with the owner’s token', async () => {
    let reads = 0;
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/pay-orders/77': () =>
        ++reads < 2 ? order() : order({ state: 'paid', paidAt: '2026-03-01T01:31:00.000Z', receiptId: 901, receiptNo: 'SJ2026000001' }),
      'GET /api/owner/receipts/901/pdf': () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:receipt');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    openPortal('/owner/orders/77');
    expect((await screen.findByTestId('owner-order-title', {}, { timeout: 5_000 })).textContent).toBe('正在确认支付结果…');
    expect(screen.getByTestId('owner-order-amount').textContent).toBe('¥831.75');
    // read again 2.5 s later
    await vi.waitFor(() => expect(screen.getByTestId('owner-order-title').textContent).toBe('缴费成功'), { timeout: 6_000 });
    expect(screen.getByTestId('owner-order-receipt-no').textContent).toBe('收据号：SJ2026000001');
    expect(screen.getByText('支付时间：2026-03-01 09:31')).toBeTruthy();

    await user.click(screen.getByTestId('owner-order-receipt'));
    await vi.waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect(saved).toHaveBeenCalledTimes(1);
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('收据SJ2026000001.pdf');
    const pdf = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/owner/receipts/901/pdf');
    expect((pdf?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer owner-tok');
    expect(calls.filter((c) => c.path === '/api/owner/pay-orders/77').length).toBe(2);
  });

  it('closed: says it was not paid and why (past its time), with the way back to 账单', async () => {
    stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/pay-orders/77': () => order({ state: 'closed', expiresAt: new Date(Date.now() - 60_000).toISOString() }),
    });
    const user = userEvent.setup();
    openPortal('/owner/orders/77');
    expect((await screen.findByTestId('owner-order-title', {}, { timeout: 5_000 })).textContent).toBe('支付未完成');
    expect(screen.getByTestId('owner-order-why').textContent).toBe('订单已超时关闭，费用未扣款，请返回账单重新缴费。');
    stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/houses/11/bills': () => ({ asOf: '2026-03-01', house: me().houses[0], lines: [], totals: { open: '0.00', lateFee: '0.00', due: '0.00' }, prepayBalance: '0.00', openOrderId: null }) });
    await user.click(screen.getByTestId('owner-order-back'));
    expect(await screen.findByTestId('owner-bills-none')).toBeTruthy();
  });
});

describe('支付结果: 继续支付 / 取消支付', { timeout: 30_000 }, () => {
  it('继续支付 opens WeChat Pay’s page of the same order with the way back', async () => {
    const h5Url = `${window.location.href.split('#')[0]}#h5-again`;
    const calls = stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/pay-orders/77': () => order(), 'POST /api/owner/pay-orders/77/pay': () => ({ h5Url }) });
    const user = userEvent.setup();
    openPortal('/owner/orders/77');
    await user.click(await screen.findByTestId('owner-order-resume', {}, { timeout: 5_000 }));
    await vi.waitFor(() => expect(window.location.hash).toBe(`#h5-again?redirect_url=${encodeURIComponent(`${window.location.origin}/owner/orders/77`)}`));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/owner/pay-orders/77/pay']);
  });

  it('取消支付 asks first, then closes the order: 支付未完成, no more actions', async () => {
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/pay-orders/77': () => order(),
      'POST /api/owner/pay-orders/77/close': () => order({ state: 'closed' }),
    });
    const user = userEvent.setup();
    openPortal('/owner/orders/77');
    await user.click(await screen.findByTestId('owner-order-cancel', {}, { timeout: 5_000 }));
    expect(await screen.findByText('取消后本次支付单关闭，费用可重新选择缴纳。确定取消吗？')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    await user.click(screen.getByTestId('owner-order-cancel-confirm'));
    await vi.waitFor(() => expect(screen.getByTestId('owner-order-title').textContent).toBe('支付未完成'));
    expect(screen.getByTestId('owner-order-why').textContent).toBe('支付已取消或未成功，订单已关闭，费用未扣款，请返回账单重新缴费。');
    expect(screen.queryByTestId('owner-order-resume')).toBeNull();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/owner/pay-orders/77/close']);
  });

  it('a refused 取消 (paid meanwhile) is said in the server’s words', async () => {
    stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/pay-orders/77': () => order(),
      'POST /api/owner/pay-orders/77/close': () => refusal(409, '该支付单已支付，不能取消', 'owner.order_paid'),
    });
    const user = userEvent.setup();
    openPortal('/owner/orders/77');
    await user.click(await screen.findByTestId('owner-order-cancel', {}, { timeout: 5_000 }));
    await user.click(await screen.findByTestId('owner-order-cancel-confirm'));
    expect((await screen.findByTestId('owner-order-action-error')).textContent).toBe('该支付单已支付，不能取消');
  });
});
