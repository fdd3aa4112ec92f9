import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { counter, estates, houses, paid, refundRequest, refuse, stubApi } from '../test-api';
import { pickHouse, prepareCounterDom } from '../test-dom';
import PrepaySettleScreen from './prepay-screen';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const routes = (over: Record<string, Parameters<typeof stubApi>[0][string]> = {}) =>
  stubApi({
    'GET /api/common/estates': () => estates,
    'GET /api/common/estate/house/1/0': () => houses,
    'POST /api/settle/counter/house': () => counter,
    'GET /api/records/charge-item': () => ({ total: 1, page: 1, size: 200, rows: [{ id: 31, name: '装修押金', category: '7' }] }),
    'POST /api/settle/prepay': () => paid({ settleType: '2', settleTypeName: '预交', total: '500.00' }),
    'POST /api/settle/deposit': () => paid({ settleType: '3', settleTypeName: '收押', total: '2000.00' }),
    'POST /api/settle/refund': () => refundRequest({ id: 72, settleType: '9', settleTypeName: '经付', payeeName: '自来水公司', reason: '代缴水费' }),
    'POST /api/settle/refund-requests/list': () => ({ total: 1, page: 1, size: 10, rows: [refundRequest()] }),
    'POST /api/settle/refund-requests/approve': () => ({ request: refundRequest({ state: 'approved' }), payment: paid({ settleType: '8', settleTypeName: '退预交款', total: '-50.00' }) }),
    'POST /api/settle/refund-requests/reject': () => refundRequest({ state: 'rejected', rejectReason: '不予退款' }),
    'POST /api/house-tree/ledger-pri': () => ({
      houseId: 11,
      balance: '2103.50',
      prepay: '100.00',
      deposit: '2000.00',
      change: '3.50',
      rows: [{ date: '2026-02-01', kind: 'prepay', summary: '预交', receiptNo: 'SJ2026000000', debit: '0.00', credit: '100.00', balance: '100.00' }],
    }),
    ...over,
  });

async function open() {
  const user = userEvent.setup();
  renderWithProviders(<PrepaySettleScreen menuId={1} title="预交款结算" readOnly={false} />);
  await pickHouse(user);
  await screen.findByTestId('house-header');
  return user;
}
const sent = (calls: ReturnType<typeof stubApi>, path: string) => calls.find((c) => c.path === path)?.body;

describe('预交款结算', { timeout: 30_000 }, () => {
  it('预交 sends the amount, its tender and 立即冲抵', async () => {
    const calls = routes();
    const user = await open();
    await user.type(await screen.findByTestId('prepay-form-amount'), '500');
    await user.click(screen.getByRole('checkbox', { name: '立即冲抵欠费' }));
    await user.type(screen.getByRole('textbox', { name: '交款人' }), '张三');
    await user.click(screen.getByTestId('prepay-form-submit'));
    await screen.findByTestId('result-dialog');
    expect(sent(calls, '/api/settle/prepay')).toEqual({ houseId: 11, total: '500.00', tenders: [{ method: '1', amount: '500.00' }], offset: true, payerName: '张三' });
  });

  it('收押 sends the deposit item chosen from the category-7 charge items', async () => {
    const calls = routes();
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '收押' }));
    await user.type(await screen.findByTestId('deposit-form-amount'), '2000');
    await user.click(screen.getByTestId('deposit-form-submit'));
    expect((await screen.findByTestId('deposit-form-failure')).textContent).toBe('请选择押金项目');
    await user.click(screen.getByTestId('deposit-item'));
    await user.click(await screen.findByRole('option', { name: '装修押金', hidden: true }));
    await user.click(screen.getByTestId('deposit-form-submit'));
    await screen.findByTestId('result-dialog');
    expect(sent(calls, '/api/settle/deposit')).toEqual({ houseId: 11, itemId: 31, total: '2000.00', tenders: [{ method: '1', amount: '2000.00' }] });
  });

  it('经付 refuses more than the pre-payment and needs the payee and a reason; then enters the request, paying nothing', async () => {
    const calls = routes();
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '退款' }));
    await user.click(await screen.findByRole('radio', { name: '经付' }));
    await user.type(screen.getByTestId('refund-form-amount'), '150');
    await user.click(screen.getByTestId('refund-form-submit'));
    expect((await screen.findByTestId('refund-form-failure')).textContent).toBe('金额不能超过余额 100.00');
    await user.clear(screen.getByTestId('refund-form-amount'));
    await user.type(screen.getByTestId('refund-form-amount'), '50');
    await user.click(screen.getByTestId('refund-form-submit'));
    expect((await screen.findByTestId('refund-form-failure')).textContent).toBe('请输入收款人');
    await user.type(screen.getByRole('textbox', { name: '收款人' }), '自来水公司');
    await user.type(screen.getByTestId('refund-form-note'), '代缴水费');
    expect(screen.getByTestId('refund-form-submit').textContent).toBe('提交经付申请');
    await user.click(screen.getByTestId('refund-form-submit'));
    expect((await screen.findByTestId('refund-requested')).textContent).toBe('经付申请已提交（50.00），待审批：审批后付款并出具收据');
    expect(screen.queryByTestId('result-receipt')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/settle/refund')).toHaveLength(1);
    expect(sent(calls, '/api/settle/refund')).toEqual({ houseId: 11, settleType: '9', amount: '50.00', tenders: [{ method: '1', amount: '50.00' }], payeeName: '自来水公司', reason: '代缴水费' });
  });

  it('lists the house’s pending requests; 审批 pays the refund and opens its receipt', async () => {
    const calls = routes();
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '退款' }));
    const row = await screen.findByTestId('refund-request-71');
    expect(row.textContent).toContain('王会计');
    expect(row.textContent).toContain('待审批');
    expect(sent(calls, '/api/settle/refund-requests/list')).toEqual({ page: 1, size: 10, houseId: 11, state: 'pending' });
    await user.click(screen.getByTestId('approve-refund-71'));
    // The modal's body renders after its frame: wait for the words, not only the frame.
    await waitFor(async () =>
      expect((await screen.findByTestId('approve-refund-dialog')).textContent).toContain('王会计 申请从 1栋0101 的账户退预交款 50.00（现金 50.00）。审批后立即付款并出具收据。'),
    );
    await user.click(screen.getByTestId('approve-refund-confirm'));
    expect((await screen.findByTestId('result-receipt')).textContent).toBe('收据号：SJ2026000001');
    expect(sent(calls, '/api/settle/refund-requests/approve')).toEqual({ id: 71 });
  });

  it('审批 of one’s own request shows the server’s refusal in the dialog', async () => {
    routes({ 'POST /api/settle/refund-requests/approve': () => refuse(409, '不能审批自己录入的退款（审批分离）', 'approval.own_entry') });
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '退款' }));
    await user.click(await screen.findByTestId('approve-refund-71'));
    await user.click(await screen.findByTestId('approve-refund-confirm'));
    expect((await screen.findByTestId('approve-refund-failure')).textContent).toBe('不能审批自己录入的退款（审批分离）');
    expect(screen.queryByTestId('result-receipt')).toBeNull();
  });

  it('驳回 asks for the reason and sends it', async () => {
    const calls = routes();
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '退款' }));
    await user.click(await screen.findByTestId('reject-refund-71'));
    await user.type(await screen.findByTestId('reason-input'), '不予退款');
    await user.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(sent(calls, '/api/settle/refund-requests/reject')).toEqual({ id: 71, reason: '不予退款' }));
  });

  it('账户明细 lists the house account entries', async () => {
    routes();
    const user = await open();
    await user.click(screen.getByRole('tab', { name: '账户明细' }));
    await waitFor(() => expect(screen.getByText('SJ2026000000')).toBeTruthy());
  });
});
