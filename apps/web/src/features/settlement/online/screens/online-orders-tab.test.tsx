import type { PayOrder } from '@pm/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../../shared/session';
import { renderWithProviders } from '../../../../test/render';
import { refuse, stubApi } from '../../test-api';
import { prepareCounterDom } from '../../test-dom';
import { today } from '../../format';
import { lastDays } from '../order-range';
import OnlineOrdersTab from './online-orders-tab';

beforeAll(prepareCounterDom);
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

const signIn = (role: 'emp' | 'sa') =>
  setSession('t', {
    userId: 1,
    role,
    name: '王会计',
    accountName: 'emp01',
    company: 1,
    companyNick: '安居',
    logo: '',
    job: '',
    menuStyle: 1,
    hasCallCenter: false,
    callCenterLoggedIn: false,
    mustChangePassword: false,
  });

const row = (id: number, over: Partial<PayOrder>): PayOrder => ({
  id,
  estateId: 1,
  houseId: 11,
  houseCode: 'H-0101',
  houseName: '1栋0101',
  settleType: '1',
  method: '6',
  methodName: '微信线上',
  tradeType: 'NATIVE',
  outTradeNo: `PM2026030109300000000000${id}`,
  description: '1栋0101 物业服务费',
  amount: '1285.51',
  principal: '1285.51',
  lateFee: '0.00',
  asOf: '2026-03-01',
  state: 'paid',
  closeReason: null,
  codeUrl: null,
  linkPath: null,
  expiresAt: '2026-03-01T01:45:00.000Z',
  createdAt: '2026-03-01T01:30:00.000Z',
  createdByName: '王会计',
  closedAt: null,
  paidAt: '2026-03-01T01:31:00.000Z',
  transactionId: '4200001',
  paymentId: 501,
  receiptNo: 'SJ2026000001',
  late: false,
  error: null,
  lines: [],
  ...over,
});
const settings = { orderMinutes: 15, linkHours: 24, lateMoney: 'prepay', enabled: true, updatedAt: null };

describe('线上收款 in 结算汇总', { timeout: 30_000 }, () => {
  it('lists the 支付单 of the last 7 days with their status, and filters by state and method', async () => {
    signIn('emp');
    const calls = stubApi({
      'GET /api/pay/orders': () => ({
        total: 2,
        page: 1,
        size: 20,
        rows: [
          row(2, {
            method: '10',
            methodName: '企业微信',
            tradeType: 'H5',
            state: 'closed',
            closeReason: 'expired',
            paymentId: null,
            receiptNo: null,
            paidAt: null,
          }),
          row(1, {}),
        ],
      }),
      'GET /api/pay/settings': () => settings,
    });
    const user = userEvent.setup();
    renderWithProviders(<OnlineOrdersTab menuId={0} title="线上收款" readOnly={false} />);
    const paid = await screen.findByTestId('pay-order-1');
    // China's clock: 01:30 UTC is 09:30 in Shanghai
    expect(
      within(paid)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['2026-03-01 09:30', 'H-0101 1栋0101', '1,285.51', '微信线上', '已到账', 'SJ2026000001', '王会计']);
    expect(
      within(screen.getByTestId('pay-order-2'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toContain('已过期');
    expect(Object.fromEntries(calls.find((c) => c.path === '/api/pay/orders')!.query)).toEqual({
      ...lastDays(7, today()),
      page: '1',
      size: '20',
    });

    await user.click(within(screen.getByTestId('pay-orders-state')).getByText('已支付'));
    await user.click(within(screen.getByTestId('pay-orders-method')).getByText('企业微信'));
    await waitFor(() =>
      expect(Object.fromEntries(calls.filter((c) => c.path === '/api/pay/orders').at(-1)!.query)).toMatchObject({
        state: 'paid',
        method: '10',
        page: '1',
      }),
    );
    // a cashier sees the settings but cannot change them
    expect((await screen.findByTestId('pay-settings-readonly')).textContent).toBe('只有系统管理员可以修改');
    expect(screen.queryByTestId('pay-settings-save')).toBeNull();
  });

  it('a system administrator saves 线上收款设置; a refusal shows the server’s words', async () => {
    signIn('sa');
    let refused = false;
    const calls = stubApi({
      'GET /api/pay/orders': () => ({ total: 0, page: 1, size: 20, rows: [] }),
      'GET /api/pay/settings': () => settings,
      'PUT /api/pay/settings': (c) =>
        refused
          ? { ...settings, ...(c.body as object), updatedAt: '2026-03-01T02:00:00.000Z' }
          : ((refused = true), refuse(400, '收款码有效期最多120分钟', 'validation')),
    });
    const user = userEvent.setup();
    renderWithProviders(<OnlineOrdersTab menuId={0} title="线上收款" readOnly={false} />);
    expect((await screen.findByTestId('table-state')).textContent).toBe('没有支付单');
    expect((await screen.findByTestId('pay-settings-merchant')).textContent).toBe('微信支付商户：已配置');
    const minutes = screen.getByTestId('pay-settings-minutes');
    await user.clear(minutes);
    await user.type(minutes, '30');
    await user.click(screen.getByRole('radio', { name: '退回付款人' }));
    await user.click(screen.getByTestId('pay-settings-save'));
    expect((await screen.findByTestId('pay-settings-outcome')).textContent).toBe('收款码有效期最多120分钟');
    await user.click(screen.getByTestId('pay-settings-save'));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
        orderMinutes: 30,
        linkHours: 24,
        lateMoney: 'refund',
      }),
    );
    expect(await screen.findByText('最后修改 2026-03-01 10:00')).toBeTruthy();
  });
});
