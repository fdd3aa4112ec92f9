import type { ReconDay, ReconItem } from '@pm/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../test/render';
import { refuse, stubApi } from '../../test-api';
import { prepareCounterDom } from '../../test-dom';
import ReconTab from './recon-tab';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const day = (billDate: string, over: Partial<ReconDay> = {}): ReconDay => ({
  billDate,
  state: 'differences',
  summaryOk: true,
  billPayments: 4,
  billPaymentTotal: '202.34',
  billRefunds: 1,
  billRefundTotal: '10.00',
  fee: '1.15000',
  feeRounded: '1.15',
  ourPayments: 4,
  ourPaymentTotal: '205.00',
  ourRefunds: 0,
  ourRefundTotal: '0.00',
  items: 2,
  openItems: 1,
  voucher: null,
  voucherError: null,
  fetchedAt: '2026-03-02T02:30:00.000Z',
  reconciledAt: '2026-03-02T02:30:01.000Z',
  error: null,
  running: false,
  ...over,
});
const item = (id: number, over: Partial<ReconItem> = {}): ReconItem => ({
  id,
  billDate: '2026-03-01',
  kind: 'amount',
  kindName: '金额不符',
  outTradeNo: `PM${id}`,
  outRefundNo: null,
  transactionId: '4200001',
  orderId: 7,
  refundId: null,
  houseName: '1栋0101',
  ours: '50.00',
  theirs: '60.00',
  billTime: '2026-03-01 09:00:01',
  ourDay: null,
  detail: null,
  state: 'open',
  resolution: null,
  resolvedByName: null,
  resolvedAt: null,
  note: null,
  ...over,
});

describe('线上对账 in 结算汇总', { timeout: 30_000 }, () => {
  it('lists the days with state, both sides’ counts and sums, the fee, the differences and the voucher', async () => {
    stubApi({ 'GET /api/pay/recon/days': () => ({ total: 2, page: 1, size: 31, rows: [day('2026-03-01'), day('2026-02-28', { state: 'balanced', openItems: 0, voucher: { id: 9, label: '收-0003', period: '2026-02' } })] }) });
    renderWithProviders(<ReconTab menuId={0} title="线上对账" readOnly={false} />);
    const row = await screen.findByTestId('recon-day-2026-03-01');
    expect(within(row).getByTestId('recon-state-2026-03-01').textContent).toBe('有差异');
    expect(row.textContent).toContain('收款4笔 202.34');
    expect(row.textContent).toContain('退款1笔 10.00');
    expect(row.textContent).toContain('收款4笔 205.00');
    expect(within(row).getByTestId('recon-open-2026-03-01').textContent).toBe('1/2');
    const balanced = screen.getByTestId('recon-day-2026-02-28');
    expect(within(balanced).getByTestId('recon-state-2026-02-28').textContent).toBe('平');
    expect(balanced.textContent).toContain('收-0003');
  });

  it('shows an empty range and a refusal in the table', async () => {
    stubApi({ 'GET /api/pay/recon/days': () => ({ total: 0, page: 1, size: 31, rows: [] }) });
    const { unmount } = renderWithProviders(<ReconTab menuId={0} title="线上对账" readOnly={false} />);
    expect(await screen.findByText('所选日期没有对账记录')).toBeTruthy();
    unmount();
    stubApi({ 'GET /api/pay/recon/days': () => refuse(403, '无权访问') });
    renderWithProviders(<ReconTab menuId={0} title="线上对账" readOnly={false} />);
    expect(await screen.findByText('无权访问')).toBeTruthy();
  });

  it('opens a day’s differences with what to do, resolves one with a note, and runs the day again', async () => {
    const calls = stubApi({
      'GET /api/pay/recon/days': () => ({ total: 1, page: 1, size: 31, rows: [day('2026-03-01')] }),
      'GET /api/pay/recon/days/2026-03-01/items': () => ({
        day: day('2026-03-01'),
        total: 2,
        page: 1,
        size: 50,
        rows: [item(1), item(2, { kind: 'long', kindName: '长款', ours: null, theirs: '30.00', state: 'resolved', resolution: 'posted', note: '微信支付查询为已支付，已按支付单入账', resolvedAt: '2026-03-02T02:30:01.000Z' })],
      }),
      'POST /api/pay/recon/items/1/resolve': () => item(1, { state: 'resolved', resolution: 'note', note: '已与微信核实', resolvedByName: '王会计', resolvedAt: '2026-03-02T03:00:00.000Z' }),
      'POST /api/pay/recon/runs': () => ({ jobId: 5, billDate: '2026-03-01' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReconTab menuId={0} title="线上对账" readOnly={false} />);
    await user.click(await screen.findByTestId('recon-view-2026-03-01'));
    const first = await screen.findByTestId('recon-item-1');
    expect(first.textContent).toContain('金额不符');
    expect(first.textContent).toContain('50.00');
    expect(first.textContent).toContain('60.00');
    expect(within(screen.getByTestId('recon-item-2')).getByTestId('recon-item-state-2').textContent).toContain('已查询入账');
    expect(screen.queryByTestId('recon-resolve-2')).toBeNull();

    await user.click(screen.getByTestId('recon-resolve-1'));
    expect(await screen.findByText(/账单金额与支付单不同/)).toBeTruthy();
    await user.click(screen.getByTestId('recon-resolve-confirm'));
    expect(await screen.findByText('请输入处理说明')).toBeTruthy();
    await user.type(screen.getByTestId('recon-note'), '已与微信核实');
    await user.click(screen.getByTestId('recon-resolve-confirm'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/pay/recon/items/1/resolve')?.body).toEqual({ note: '已与微信核实' }));

    await user.click(screen.getByTestId('recon-run-2026-03-01'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/pay/recon/runs')?.body).toEqual({ billDate: '2026-03-01' }));
  });

  it('read-only: no 对账, no 重新对账, no 处理', async () => {
    stubApi({
      'GET /api/pay/recon/days': () => ({ total: 1, page: 1, size: 31, rows: [day('2026-03-01')] }),
      'GET /api/pay/recon/days/2026-03-01/items': () => ({ day: day('2026-03-01'), total: 1, page: 1, size: 50, rows: [item(1)] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReconTab menuId={0} title="线上对账" readOnly />);
    await user.click(await screen.findByTestId('recon-view-2026-03-01'));
    await screen.findByTestId('recon-item-1');
    expect(screen.queryByTestId('recon-run')).toBeNull();
    expect(screen.queryByTestId('recon-run-2026-03-01')).toBeNull();
    expect(screen.queryByTestId('recon-resolve-1')).toBeNull();
  });
});
