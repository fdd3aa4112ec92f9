import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
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
