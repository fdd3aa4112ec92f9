import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { refuse, stubApi } from '../../test-api';
import { prepareCounterDom } from '../../test-dom';
import { PayLinkPage } from './pay-link-page';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const TOKEN = 'tok-0123456789abcdef';
const link = (over: Record<string, unknown> = {}) => ({
  estateName: '安居花园',
  houseName: '1栋0101',
  description: '1栋0101 物业服务费',
  amount: '285.51',
  lines: [
    { itemName: '物业服务费', period: '2026-01', amount: '142.75' },
    { itemName: '物业服务费', period: '2026-02', amount: '142.76' },
  ],
  state: 'open',
  expiresAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
  paidAt: null,
  receiptNo: null,
  ...over,
});
const open = () =>
  renderWithProviders(
    <Routes>
      <Route path="/pay/:token" element={<PayLinkPage />} />
    </Routes>,
    { route: `/pay/${TOKEN}` },
  );

describe('the owner’s page of a 收款链接', { timeout: 30_000 }, () => {
  it('shows the estate, the house, the fees and their total; 去支付 goes on to WeChat Pay’s page', async () => {
    // jsdom navigates only within the page: the vendor's page is a fragment of this one here
    const h5Url = `${window.location.href.split('#')[0]}#h5-payer`;
    const calls = stubApi({
      [`GET /api/pay/links/${TOKEN}`]: () => link(),
      [`POST /api/pay/links/${TOKEN}/pay`]: () => ({ h5Url }),
    });
    const user = userEvent.setup();
    open();
    expect((await screen.findByTestId('pay-link-house')).textContent).toBe('1栋0101');
    expect(screen.getByTestId('pay-link-estate').textContent).toBe('安居花园');
    expect(within(screen.getByTestId('pay-link-lines')).getAllByText('物业服务费')).toHaveLength(2);
    expect(screen.getByTestId('pay-link-amount').textContent).toBe('¥ 285.51');
    await user.click(screen.getByTestId('pay-link-pay'));
    await vi.waitFor(() => expect(window.location.hash).toBe('#h5-payer'));
    expect(calls.some((c) => c.method === 'POST' && c.path === `/api/pay/links/${TOKEN}/pay`)).toBe(true);
  });

  it('paid: 已支付 with the receipt number; past its time or closed: says so and offers nothing to pay', async () => {
    stubApi({
      [`GET /api/pay/links/${TOKEN}`]: () =>
        link({ state: 'paid', paidAt: '2026-03-01T01:31:00.000Z', receiptNo: 'SJ2026000001' }),
    });
    const paid = open();
    expect((await screen.findByTestId('pay-link-receipt')).textContent).toBe('收据号：SJ2026000001');
    expect(screen.getByTestId('pay-link-paid').textContent).toContain('支付时间：2026-03-01 09:31');
    expect(screen.queryByTestId('pay-link-pay')).toBeNull();
    paid.unmount();

    stubApi({ [`GET /api/pay/links/${TOKEN}`]: () => link({ expiresAt: new Date(Date.now() - 1000).toISOString() }) });
    const expired = open();
    expect((await screen.findByTestId('pay-link-closed')).textContent).toBe('收款链接已过期，请联系物业重新发送');
    expect(screen.queryByTestId('pay-link-pay')).toBeNull();
    expired.unmount();

    stubApi({ [`GET /api/pay/links/${TOKEN}`]: () => refuse(404, '收款链接不存在或已失效', 'pay.link_not_found') });
    open();
    expect((await screen.findByTestId('pay-link-error')).textContent).toBe('收款链接不存在或已失效');
  });
});
