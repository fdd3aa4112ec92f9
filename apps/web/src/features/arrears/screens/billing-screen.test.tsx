import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { bodies, prepareBrowser, renderScreen, stubApi } from '../test-api';
import BillingScreen from './billing-screen';

beforeAll(async () => {
  await prepareDom();
  prepareBrowser();
});
afterEach(() => vi.unstubAllGlobals());

const house = { id: 11, code: 'H-0101', name: '1栋0101', estateName: '安居花园', buildingName: '1栋', unitName: null, floor: 1, useState: '1', useType: '1', buildArea: 90, useArea: null, innerArea: null, chargeStartDate: null, estateId: 1, buildingId: 2, unitId: null };
const row = (id: number, receiptNo: string | null, total: string, extra = {}) => ({ id, receiptNo, voided: false, estateName: '安居花园', houseId: 11, houseName: '1栋0101', settleType: '1', settleTypeName: '收费', total, lateFee: '0.00', methods: `现金 ${total}`, payerName: null, cashierName: '李收银', businessDate: '2026-05-06', createdAt: '2026-05-06T02:00:00.000Z', reversalOf: null, reversedReceiptNo: null, reversedBy: null, ...extra });
const payment = {
  id: 41, estateId: 1, estateName: '安居花园', houseId: 11, houseCode: 'H-0101', houseName: '1栋0101', settleType: '1', settleTypeName: '收费',
  total: '617.34', principal: '600.00', lateFee: '17.34', accounts: '0.00', payerName: '张三', remark: null, batchRef: null, cashierName: '李收银',
  businessDate: '2026-05-06', createdAt: '2026-05-06T02:00:00.000Z', reversalOf: null, reversedBy: 42,
  receipt: { id: 5, number: 'SJ2026000041', voided: true, voidReason: '收错房屋', prints: 1 },
  tenders: [{ method: '1', methodName: '现金', amount: '617.34', accountName: null, reference: null }],
  allocations: [{ lineId: 501, itemName: '物业管理费', period: '2025-03', principal: '600.00', lateFee: '17.34', lateDays: 60, source: 'cash' }],
  entries: [],
};

describe('收费信息查询', { timeout: 30_000 }, () => {
  it('lists the house’s payments with voided receipts marked, opens one, and shows its ledger', async () => {
    const calls = stubApi({
      'POST /api/house-tree/residential': () => ({ house, owners: [], residents: 0, parking: 0, vehicles: 0 }),
      'POST /api/settle/payments/list': () => ({ total: 2, page: 1, size: 20, rows: [row(41, 'SJ2026000041', '617.34', { voided: true, reversedBy: 42 }), row(42, null, '-617.34', { reversalOf: 41, reversedReceiptNo: 'SJ2026000041', settleType: '14', settleTypeName: '冲红' })], sumTotal: '0.00' }),
      'GET /api/common/top-settle/11': () => ({ houseId: 11, rows: [] }),
      'GET /api/settle/payments/41': () => payment,
      'POST /api/house-tree/ledger-pri': () => ({ houseId: 11, balance: '600.00', prepay: '600.00', deposit: '0.00', change: '0.00', rows: [{ date: '2026-05-01', kind: '预交款', summary: '预交', receiptNo: 'SJ2026000040', debit: '0.00', credit: '600.00', balance: '600.00' }] }),
    });
    const user = userEvent.setup();
    renderScreen(<BillingScreen menuId={1} title="收费信息查询" readOnly />, { path: '/search/billing?houseId=11' });
    const list = await screen.findByTestId('payments');
    expect(await within(list).findByText('-617.34')).toBeTruthy();
    expect(within(within(list).getByTestId('payment-row-41')).getByText('已作废')).toBeTruthy();
    expect(within(list).getByTestId('payments-sum').textContent).toBe('0.00');
    await waitFor(() => expect(bodies(calls, '/api/settle/payments/list')[0]).toEqual({ houseId: 11, page: 1, size: 20 }));

    // the 冲红 shows the number of the receipt it voided, and opens the payment it reverses with that receipt
    const reversal = within(list).getByTestId('receipt-cell-42');
    expect(reversal.textContent).toContain('SJ2026000041');
    await user.click(within(reversal).getByTestId('open-reversed-42'));
    const drawer = await screen.findByTestId('payment-allocations');
    expect(within(drawer).getByText('物业管理费')).toBeTruthy();
    expect(screen.getByTestId('payment-receipt').textContent).toBe('SJ2026000041');
    expect(calls.some((c) => c.path === '/api/settle/payments/42')).toBe(false);

    await user.click(screen.getByTestId('ledger-tab'));
    expect(await within(await screen.findByTestId('ledger-rows')).findByText('SJ2026000040')).toBeTruthy();
    expect(screen.getByTestId('balance-prepay').textContent).toBe('600.00');
  });
});
