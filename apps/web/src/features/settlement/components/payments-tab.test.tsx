import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { paid, stubApi } from '../test-api';
import { prepareCounterDom } from '../test-dom';
import { PaymentsTab } from './payments-tab';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const row = { id: 501, receiptNo: 'SJ2026000001', voided: false, estateName: '安居花园', houseId: 11, houseName: '1栋0101', settleType: '1', settleTypeName: '收费', total: '617.34', lateFee: '0.00', methods: '现金 17.34、微信 600.00', payerName: null, cashierName: '王会计', businessDate: '2026-03-01', createdAt: '2026-03-01T09:30:00+08:00', reversalOf: null, reversedReceiptNo: null, reversedBy: null };

describe('结算记录', { timeout: 30_000 }, () => {
  it('lists the house payments, opens the detail and 冲红 with a reason; the receipt then shows 作废', async () => {
    let reversed = false;
    const calls = stubApi({
      'POST /api/settle/payments/list': () => ({ total: 1, page: 1, size: 20, rows: [row], sumTotal: '617.34' }),
      'GET /api/settle/payments/501': () =>
        paid({
          total: '617.34',
          tenders: [{ method: '1', methodName: '现金', amount: '17.34', accountName: null, reference: null }, { method: '4', methodName: '微信', amount: '600.00', accountName: null, reference: null }],
          allocations: [{ lineId: 1, itemName: '物业服务费', period: '2026-01', principal: '617.34', lateFee: '0.00', lateDays: 0, source: 'cash' }],
          ...(reversed ? { reversedBy: 502, receipt: { id: 901, number: 'SJ2026000001', voided: true, voidReason: '重复收款', prints: 1 } } : {}),
        }),
      'POST /api/settle/reverse': () => {
        reversed = true;
        return paid({ id: 502, settleType: '14', settleTypeName: '冲红', total: '-617.34', reversalOf: 501, receipt: null });
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsTab houseId={11} estateId={1} readOnly={false} />);
    await user.click(await screen.findByTestId('payment-501'));
    // the column is the row's house; 本房屋 is the scope switch's word (this house / this estate)
    expect(screen.getByRole('columnheader', { name: '房屋' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: '本房屋' })).toBeNull();
    const list = calls.find((c) => c.path === '/api/settle/payments/list')?.body as Record<string, unknown>;
    expect(list).toMatchObject({ houseId: 11, page: 1 });
    expect(list.estateId).toBeUndefined();
    const drawer = await screen.findByTestId('payment-drawer');
    expect(await within(drawer).findByText('微信')).toBeTruthy();
    await user.click(within(drawer).getByTestId('reverse-open'));
    await user.type(await screen.findByTestId('reason-input'), '重复收款');
    await user.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/settle/reverse')?.body).toEqual({ paymentId: 501, reason: '重复收款' }));
    expect(await within(drawer).findByTestId('detail-voided')).toBeTruthy();
    expect(within(drawer).getByText('作废原因：重复收款')).toBeTruthy();
    expect(within(drawer).queryByTestId('reverse-open')).toBeNull();
  });

  it('shows each time on China’s clock, and a 冲红 with the voided receipt’s number and a link to it', async () => {
    // 21:41 UTC on 28 February is 05:41 on 1 March in China, whatever the browser's zone.
    const original = { ...row, voided: true, reversedBy: 502, createdAt: '2026-02-28T21:41:00.000Z' };
    const reversal = { ...row, id: 502, receiptNo: null, settleType: '14', settleTypeName: '冲红', total: '-617.34', createdAt: '2026-03-01T02:05:00.000Z', reversalOf: 501, reversedReceiptNo: 'SJ2026000001' };
    const calls = stubApi({
      'POST /api/settle/payments/list': () => ({ total: 2, page: 1, size: 20, rows: [reversal, original], sumTotal: '0.00' }),
      'GET /api/settle/payments/501': () => paid({ total: '617.34', reversedBy: 502, receipt: { id: 901, number: 'SJ2026000001', voided: true, voidReason: '重复收款', prints: 1 } }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PaymentsTab houseId={11} estateId={1} readOnly={false} />);
    const first = await screen.findByTestId('payment-501');
    expect(within(first).getByText('2026-03-01 05:41')).toBeTruthy();
    expect(within(screen.getByTestId('payment-502')).getByText('2026-03-01 10:05')).toBeTruthy();
    const cell = screen.getByTestId('receipt-cell-502');
    expect(cell.textContent).toContain('SJ2026000001');
    expect(within(cell).getByText('冲红')).toBeTruthy();
    await user.click(within(cell).getByTestId('open-reversed-502'));
    const drawer = await screen.findByTestId('payment-drawer');
    expect(await within(drawer).findByTestId('detail-voided')).toBeTruthy();
    expect(within(drawer).getByText('SJ2026000001')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/settle/payments/501')).toBe(true);
    expect(calls.some((c) => c.path === '/api/settle/payments/502')).toBe(false);
  });
});
