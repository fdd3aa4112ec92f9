import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { chinaToday } from '../../shared/china-date';
import { finishDialog, useDialogQueue } from '../../shared/dialogs';
import { prepareDom, renderWithProviders } from '../../test/render';
import { stubApi, type Call } from '../../test/stub-api';
import { screens } from './screens';

beforeAll(async () => {
  await prepareDom();
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const TITLES: Record<string, string> = {
  'dashboard/decision/customer': '客户看板',
  'dashboard/decision/estate': '楼盘看板',
  'dashboard/decision/service': '服务看板',
  'dashboard/decision/settlement': '结算看板',
};

const settlement = {
  asOf: '2026-11-26',
  months: [
    { period: '2026-10', receivable: '706.22', received: '600.00', open: '106.22', rate: '84.96' },
    { period: '2026-11', receivable: '255.78', received: '205.78', open: '50.00', rate: '80.45' },
  ],
  estates: [{ estateId: 7, estateName: '安居花园', receivable: '962.00', received: '805.78', open: '156.22', rate: '83.76' }],
  total: { receivable: '962.00', received: '805.78', open: '156.22', rate: '83.76' },
  ageing: [
    { code: 'd1_30', houses: 0, lines: 0, amount: '0.00' },
    { code: 'd31_90', houses: 1, lines: 1, amount: '17.34' },
    { code: 'y2_3', houses: 1, lines: 1, amount: '88.88' },
  ],
  arrearsByEstate: [{ estateId: 7, estateName: '安居花园', houses: 2, amount: '106.22' }],
  receipts: [
    { day: '2026-11-03', method: '1', amount: '500.00' },
    { day: '2026-11-03', method: '4', amount: '100.00' },
  ],
};
const emptySettlement = { asOf: '2026-11-26', months: [], estates: [], total: { receivable: '0.00', received: '0.00', open: '0.00', rate: null }, ageing: [], arrearsByEstate: [], receipts: [] };
const drillRows = {
  columns: ['day', 'estate_name', 'house_code', 'payer_name', 'method', 'amount'],
  rows: [
    ['2026-11-03', '安居花园', 'A-0101', '张三', '1', '500.00'],
    ['2026-11-03', '安居花园', 'A-0101', '张三', '4', '100.00'],
  ],
  more: false,
};

function PurposeAnswer() {
  const request = useDialogQueue();
  if (request?.kind !== 'exportPurpose') return null;
  return (
    <button type="button" data-testid="purpose-asked" onClick={() => { finishDialog(request); request.resolve({ usage: '经营分析', approver: '王经理', approvedOn: '2026.11.26' }); }}>
      purpose
    </button>
  );
}

const stubAll = (overrides: Record<string, (c: Call) => unknown> = {}) =>
  stubApi({
    'GET /api/dashboards/companies': () => [{ id: 1, name: '安居物业', parentId: null }],
    'GET /api/dashboards/settlement': () => settlement,
    'GET /api/dashboards/estate': () => ({
      estates: [{ estateId: 7, estateName: '安居花园', houses: 3, area: '285.02', byState: [{ state: '4', houses: 2, area: '209.52' }, { state: '5', houses: 1, area: '75.50' }] }],
      byState: [{ state: '4', houses: 2, area: '209.52' }, { state: '5', houses: 1, area: '75.50' }],
      total: { houses: 3, area: '285.02' },
    }),
    'GET /api/dashboards/service': () => ({
      asOf: '2026-11-26',
      complaints: { byStatus: [{ status: '1', count: 2 }, { status: '3', count: 1 }], openByAge: [{ age: 'd0_3', count: 1 }, { age: 'd4_7', count: 0 }, { age: 'd8_30', count: 1 }, { age: 'd30_plus', count: 0 }], total: 3 },
      repairs: { byStatus: [{ status: '1', count: 1 }], openByAge: [{ age: 'd0_3', count: 0 }, { age: 'd4_7', count: 1 }, { age: 'd8_30', count: 0 }, { age: 'd30_plus', count: 0 }], total: 1 },
    }),
    'GET /api/dashboards/customer': () => ({
      owners: 2, residents: 2, ownerTypes: [{ type: '1', count: 1 }, { type: '2', count: 1 }], residentRelations: [{ relation: '1', count: 1 }, { relation: '3', count: 1 }],
      complaintTrend: [{ month: '2026-10', count: 3 }], satisfaction: [{ level: '1', count: 1 }],
    }),
    'GET /api/dashboards/drill': () => drillRows,
    ...overrides,
  });

describe('决策看板 screens', { timeout: 30_000 }, () => {
  it('registers the four dashboards of the menu catalogue', () => {
    expect(Object.keys(screens).sort()).toEqual(Object.keys(TITLES).sort());
  });

  for (const [component, title] of Object.entries(TITLES)) {
    it(`${title} opens with its title and figures`, async () => {
      stubAll();
      const { default: Screen } = await screens[component]!();
      renderWithProviders(<Screen menuId={1} title={title} readOnly />);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      await waitFor(() => expect(screen.queryAllByText('…')).toHaveLength(0));
    });
  }

  it('结算看板 shows the totals, its rows by month, and an empty state without data', async () => {
    stubAll();
    const { default: Screen } = await screens['dashboard/decision/settlement']!();
    const user = userEvent.setup();
    const view = renderWithProviders(<Screen menuId={1} title="结算看板" readOnly />);
    await waitFor(() => expect(screen.getByTestId('stat-receivable').textContent).toBe('962.00'));
    expect(screen.getByTestId('stat-rate').textContent).toBe('83.76%');
    expect(screen.getByTestId('stat-arrears').textContent).toBe('106.22');
    await user.click(within(screen.getByTestId('chart-months-view')).getByText('表格'));
    const rows = screen.getAllByTestId('chart-months-row');
    expect(rows.map((r) => r.textContent)).toEqual(['2026-10706.22600.0084.96%', '2026-11255.78205.7880.45%']);
    view.unmount();

    stubAll({ 'GET /api/dashboards/settlement': () => emptySettlement });
    renderWithProviders(<Screen menuId={1} title="结算看板" readOnly />);
    await waitFor(() => expect(within(screen.getByTestId('chart-months')).getByText('暂无数据')).toBeTruthy());
    expect(screen.getByTestId('stat-rate').textContent).toBe('—');
  });

  it('a bar’s rows open in a drawer with labelled codes, and export them with the export purpose', async () => {
    const calls = stubAll();
    const { default: Screen } = await screens['dashboard/decision/settlement']!();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <Screen menuId={1} title="结算看板" readOnly />
        <PurposeAnswer />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('stat-receivable').textContent).toBe('962.00'));
    // one month: 每日收款 by day
    const thisMonth = chinaToday().slice(0, 7);
    const fromMonth = screen.getByTestId('from-month');
    await user.click(fromMonth);
    await waitFor(() => expect(fromMonth.getAttribute('aria-controls')).toBeTruthy());
    const months = document.getElementById(fromMonth.getAttribute('aria-controls')!)!;
    await user.click(within(months).getByRole('option', { name: thisMonth, hidden: true }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/dashboards/settlement').at(-1)!.query.get('from')).toBe(thisMonth));
    expect(within(screen.getByTestId('chart-receipts')).getByText('每日收款（按结算方式）')).toBeTruthy();
    await user.click(within(screen.getByTestId('chart-receipts-view')).getByText('表格'));
    await user.click(within(screen.getAllByTestId('chart-receipts-row')[1]!).getByText('2026-11-03'));
    const table = await screen.findByTestId('drill-table');
    expect(within(table).getByText('微信')).toBeTruthy();
    expect(within(table).getByText('现金')).toBeTruthy();
    const drill = calls.filter((c) => c.path === '/api/dashboards/drill').at(-1)!;
    expect(drill.query.get('source')).toBe('receipts.day');
    expect(drill.query.get('key')).toBe('2026-11-03');
    await user.click(screen.getByTestId('drill-export'));
    await user.click(await screen.findByTestId('purpose-asked'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/dashboards/drill/export')).toHaveLength(1));
    expect(calls.find((c) => c.path === '/api/dashboards/drill/export')!.body).toMatchObject({ source: 'receipts.day', key: '2026-11-03', usage: '经营分析', auditor: '王经理', auditDate: '2026.11.26' });
  });

  it('结算看板 sums a year of receipts by month, and a month opens its receipts', async () => {
    const calls = stubAll({
      'GET /api/dashboards/settlement': () => ({
        ...settlement,
        receipts: [...settlement.receipts, { day: '2026-11-04', method: '1', amount: '0.01' }, { day: '2026-10-31', method: '1', amount: '20.00' }],
      }),
    });
    const { default: Screen } = await screens['dashboard/decision/settlement']!();
    const user = userEvent.setup();
    renderWithProviders(<Screen menuId={1} title="结算看板" readOnly />);
    await waitFor(() => expect(screen.getByTestId('stat-receivable').textContent).toBe('962.00'));
    expect(within(screen.getByTestId('chart-receipts')).getByText('每月收款（按结算方式）')).toBeTruthy();
    await user.click(within(screen.getByTestId('chart-receipts-view')).getByText('表格'));
    const rows = screen.getAllByTestId('chart-receipts-row');
    expect(rows.map((r) => r.textContent)).toEqual(['2026-10现金20.00', '2026-11现金500.01', '2026-11微信100.00']);
    await user.click(within(rows[1]!).getByText('2026-11'));
    expect(await screen.findByText('2026-11 收款明细')).toBeTruthy();
    const drill = calls.filter((c) => c.path === '/api/dashboards/drill').at(-1)!;
    expect(Object.fromEntries(drill.query)).toEqual({ source: 'receipts.day', from: '2026-11', to: '2026-11' });
  });

  it('楼盘看板 computes occupancy and drills into a use state', async () => {
    const calls = stubAll({ 'GET /api/dashboards/drill': () => ({ columns: ['house_code', 'house_name', 'estate_name', 'state', 'area'], rows: [['A-0103', '1栋0103', '安居花园', '5', '75.50']], more: false }) });
    const { default: Screen } = await screens['dashboard/decision/estate']!();
    const user = userEvent.setup();
    renderWithProviders(<Screen menuId={1} title="楼盘看板" readOnly />);
    await waitFor(() => expect(screen.getByTestId('stat-occupancy').textContent).toBe('66.7%'));
    expect(screen.getByTestId('stat-vacant').textContent).toBe('1');
    await user.click(within(screen.getByTestId('chart-states-view')).getByText('表格'));
    await user.click(within(screen.getAllByTestId('chart-states-row')[1]!).getByText('空置'));
    const table = await screen.findByTestId('drill-table');
    expect(within(table).getByText('A-0103')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/dashboards/drill').at(-1)!.query.get('key')).toBe(':5');
  });
});
