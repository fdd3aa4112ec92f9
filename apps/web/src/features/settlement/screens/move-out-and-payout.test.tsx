import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { counter, estates, houses, paid, refundRequest, stubApi } from '../test-api';
import { pickHouse, prepareCounterDom } from '../test-dom';
import MidMonthSettleScreen from './mid-month-screen';
import OtherSettleScreen from './other-screen';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const base = {
  'GET /api/common/estates': () => estates,
  'GET /api/common/estate/house/1/0': () => houses,
  'POST /api/settle/counter/house': () => counter,
};

describe('退房预交 and 委付', { timeout: 30_000 }, () => {
  it('月中结算 退房预交 asks the whole 预交款 and 存零 back for approval', async () => {
    const calls = stubApi({ ...base, 'POST /api/settle/refund': () => refundRequest({ id: 73, settleType: '13', settleTypeName: '退房预交', amount: '103.50', reason: '业主迁出' }) });
    const user = userEvent.setup();
    renderWithProviders(<MidMonthSettleScreen menuId={1} title="月中结算" readOnly={false} />);
    await pickHouse(user);
    await user.click(await screen.findByTestId('move-out-open'));
    const form = await screen.findByTestId('move-out-form');
    expect(within(form).getByText('103.50')).toBeTruthy();
    await user.type(within(form).getByTestId('move-out-form-note'), '业主迁出');
    await user.click(within(form).getByTestId('move-out-form-submit'));
    expect((await screen.findByTestId('move-out-requested')).textContent).toBe('退房预交申请已提交（103.50），待审批：审批后付款并出具收据');
    expect(screen.queryByTestId('result-receipt')).toBeNull();
    expect(calls.find((c) => c.path === '/api/settle/refund')?.body).toEqual({ houseId: 11, settleType: '13', amount: '103.50', tenders: [{ method: '1', amount: '103.50' }], reason: '业主迁出' });
    // The screen lists the house's pending requests (where another person approves it).
    expect(calls.find((c) => c.path === '/api/settle/refund-requests/list')?.body).toEqual({ page: 1, size: 10, houseId: 11, state: 'pending' });
  });

  it('其他结算 委付 pays at most the 代收 balance of the chosen item', async () => {
    const calls = stubApi({
      ...base,
      'POST /api/settle/agency-balance': () => ({ rows: [{ itemId: 41, itemName: '代收电费', collected: '900.00', paidOver: '100.00', balance: '800.00' }] }),
      'POST /api/settle/agency-payout': () => paid({ settleType: '10', settleTypeName: '委付', total: '-800.00', houseId: null }),
    });
    const user = userEvent.setup();
    renderWithProviders(<OtherSettleScreen menuId={1} title="其他结算" readOnly={false} />);
    await pickHouse(user);
    await user.click(await screen.findByRole('tab', { name: '委付' }));
    await user.click(await screen.findByTestId('agency-item'));
    await user.click(await screen.findByRole('option', { name: '代收电费（可付 800.00）', hidden: true }));
    await user.type(screen.getByTestId('agency-form-amount'), '800.01');
    await user.type(screen.getByTestId('agency-form-note'), '十一月电费');
    await user.click(screen.getByTestId('agency-form-submit'));
    expect((await screen.findByTestId('agency-form-failure')).textContent).toBe('金额不能超过余额 800.00');
    await user.clear(screen.getByTestId('agency-form-amount'));
    await user.type(screen.getByTestId('agency-form-amount'), '800');
    await user.click(screen.getByTestId('agency-form-submit'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/settle/agency-payout')?.body).toEqual({ estateId: 1, itemId: 41, amount: '800.00', tenders: [{ method: '1', amount: '800.00' }], reason: '十一月电费' }));
  });
});
