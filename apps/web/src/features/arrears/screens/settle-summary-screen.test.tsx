import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenLookupProvider } from '../../../shared/embedded-screen';
import type { ScreenProps } from '../../../shared/screen';
import { prepareDom } from '../../../test/render';
import { monthStart, today } from '../format';
import { bodies, estates, prepareBrowser, renderScreen, stubApi } from '../test-api';
import SettleSummaryScreen from './settle-summary-screen';

beforeAll(async () => {
  await prepareDom();
  prepareBrowser();
});
afterEach(() => vi.unstubAllGlobals());

describe('结算汇总', { timeout: 30_000 }, () => {
  it('sums this month by day, switches the grouping, and lists the refunds below', async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'POST /api/settle/summary': (c) => {
        const by = (c.body as { groupBy: string }).groupBy;
        const total = { key: 'total', label: '合计', count: 3, amount: '1817.34' };
        if (by === 'item') return { rows: [{ key: '7', label: '物业管理费', count: 2, amount: '1217.34' }], reconciling: [{ key: 'prepay-in', label: '预交款转入', count: 1, amount: '600.00' }], total };
        const rows = by === 'cashier' ? [{ key: '9', label: '李收银', count: 3, amount: '1817.34' }] : [{ key: '2026-05-06', label: '2026-05-06', count: 3, amount: '1817.34' }];
        return { rows, reconciling: [], total };
      },
      'POST /api/settle/tf-detail': () => ({ total: 1, page: 1, size: 20, rows: [{ id: 7, receiptNo: 'SJ2026000050', houseId: 11, houseName: '1栋0101', settleType: '8', settleTypeName: '退预交款', amount: '-200.00', methods: '现金 -200.00', reason: '业主退房', reversedReceiptNo: null, cashierName: '李收银', createdAt: '2026-05-06T03:00:00.000Z' }], sumAmount: '-200.00' }),
    });
    const user = userEvent.setup();
    renderScreen(<SettleSummaryScreen menuId={1} title="结算汇总" readOnly />);
    expect(await within(await screen.findByTestId('summary')).findByText('2026-05-06')).toBeTruthy();
    expect(bodies(calls, '/api/settle/summary')[0]).toEqual({ dateFrom: monthStart(today()), dateTo: today(), groupBy: 'day' });
    expect(screen.getByTestId('summary-total').textContent).toBe('1,817.34');
    await user.click(within(screen.getByTestId('group-by')).getByText('收费员'));
    expect(await within(screen.getByTestId('summary')).findByText('李收银')).toBeTruthy();
    expect(bodies(calls, '/api/settle/summary').at(-1)).toMatchObject({ groupBy: 'cashier' });
    // by item the reconciling rows follow the items and the table adds up to the total
    await user.click(within(screen.getByTestId('group-by')).getByText('项目'));
    expect((await screen.findByTestId('summary-reconciling-prepay-in')).textContent).toContain('预交款转入');
    expect(screen.getByTestId('summary-total').textContent).toBe('1,817.34');
    expect(await within(screen.getByTestId('refunds')).findByText('业主退房')).toBeTruthy();
    expect(screen.getByTestId('refunds-sum').textContent).toBe('-200.00');
    await waitFor(() => expect(bodies(calls, '/api/settle/tf-detail')[0]).toEqual({ dateFrom: monthStart(today()), dateTo: today(), page: 1, size: 20 }));
  });

  it('shows the tabs other features add (线上收款, 线上对账, 发票管理) by their component path, read-only as the screen is', async () => {
    stubApi({ 'GET /api/common/estates': () => estates });
    const Online = ({ readOnly }: ScreenProps) => <div data-testid="online-part">{readOnly ? '只读' : '可改'}</div>;
    const Recon = ({ readOnly }: ScreenProps) => <div data-testid="recon-part">{readOnly ? '只读' : '可改'}</div>;
    const Invoices = ({ readOnly }: ScreenProps) => <div data-testid="invoices-part">{readOnly ? '只读' : '可改'}</div>;
    const user = userEvent.setup();
    renderScreen(
      <ScreenLookupProvider value={(c) => (c === 'charging/settle/summary/online' ? Online : c === 'charging/settle/summary/recon' ? Recon : c === 'charging/settle/summary/invoices' ? Invoices : null)}>
        <SettleSummaryScreen menuId={1} title="结算汇总" readOnly />
      </ScreenLookupProvider>,
    );
    expect(screen.getByTestId('summary-tab-summary').textContent).toBe('汇总');
    expect(screen.queryByTestId('online-part')).toBeNull();
    await user.click(screen.getByTestId('summary-tab-online'));
    expect((await screen.findByTestId('online-part')).textContent).toBe('只读');
    expect(screen.queryByTestId('recon-part')).toBeNull();
    await user.click(screen.getByTestId('summary-tab-recon'));
    expect((await screen.findByTestId('recon-part')).textContent).toBe('只读');
    expect(screen.getByTestId('summary-tab-invoices').textContent).toBe('发票管理');
    await user.click(screen.getByTestId('summary-tab-invoices'));
    expect((await screen.findByTestId('invoices-part')).textContent).toBe('只读');
  });
});
