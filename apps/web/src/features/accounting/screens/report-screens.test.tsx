import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/responses';
import { prepareDom, renderWithProviders } from '../../../test/render';
import LedgerBalanceScreen from './ledger-balance-screen';
import LedgerDetailScreen from './ledger-detail-screen';
import LedgerGeneralScreen from './ledger-general-screen';
import PeriodsScreen from './periods-screen';
import ReportBalanceSheetScreen from './report-balance-sheet-screen';
import ReportIncomeScreen from './report-income-screen';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

type Route = (body: unknown) => unknown;
function stub(routes: Record<string, Route>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ path, body });
    const answer = routes[path]?.(body) ?? [];
    return answer instanceof Response ? answer : json(200, { code: 200, msg: 'success', data: answer });
  }));
  return calls;
}

const range = { start: '2026-01', end: '2026-11', current: '2026-11', periods: ['2026-01', '2026-02', '2026-10', '2026-11'] };
const row = (id: number, name: string, type: number, category: number, total1: string | null, extra: object = {}) => ({
  id, rowNo: id, name, type, category, parentId: null, total1, total2: total1, total3: null, total4: null, total5: null, total6: null,
  formula1: null, formula2: null, formula3: null, formula4: null, formula5: null, formula6: null, should: null, actual: null, ...extra,
});

describe('资产负债表', { timeout: 30_000 }, () => {
  it('opens on the book’s current period, shows two columns with colons and highlights a failing check', async () => {
    const calls = stub({
      '/api/accounting/period-range': () => range,
      '/api/accounting/reporting': () => [
        row(1, '流动资产', 1, 11, null),
        row(2, '货币资金', 2, 11, '51817.34'),
        row(3, '资产总计', 5, 11, '51817.34'),
        row(4, '流动负债', 1, 12, null),
        row(5, '负债和所有者权益总计', 5, 12, '51800.00', { should: '51817.34', actual: '51800.00' }),
      ],
    });
    renderWithProviders(<ReportBalanceSheetScreen menuId={1} title="资产负债表" readOnly={false} />);
    const table = await screen.findByTestId('balance-sheet');
    await within(table).findByText('货币资金', {}, { timeout: 8000 });
    expect(calls.find((c) => c.path === '/api/accounting/reporting')?.body).toEqual({ period: '2026-11' });
    expect(screen.getByTestId<HTMLInputElement>('period-to').value).toBe('2026-11');
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('流动资产：')).toBeTruthy();
    expect(within(first).getByText('流动负债：')).toBeTruthy();
    expect(within(table).getAllByText('51,817.34').length).toBe(4);
    expect(screen.getByTestId('report-mismatch').textContent).toBe('负债和所有者权益总计：');
  });
});

describe('科目余额表', { timeout: 30_000 }, () => {
  it('opens on the book’s current period (2026-11), not the one closed before it', async () => {
    const calls = stub({
      '/api/accounting/period-range': () => range,
      '/api/accounting/ledger/balance': () => json(409, { code: 1, msg: '无数据', errorCode: 'accounting.none' }),
    });
    renderWithProviders(<LedgerBalanceScreen menuId={1} title="科目余额表" readOnly={false} />);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/accounting/ledger/balance')?.body).toMatchObject({ from: '2026-11', to: '2026-11' }));
    expect(screen.getByTestId<HTMLInputElement>('period-from').value).toBe('2026-11');
  });
});

describe('总账 and 明细账', { timeout: 30_000 }, () => {
  it('总账 opens from January of the current period’s year, not before the book’s start', async () => {
    const calls = stub({ '/api/accounting/period-range': () => ({ ...range, start: '2026-02' }) });
    renderWithProviders(<LedgerGeneralScreen menuId={1} title="总账" readOnly={false} />);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/accounting/ledger/general')?.body).toEqual({ from: '2026-02', to: '2026-11' }));
    expect(screen.getByTestId<HTMLInputElement>('period-from').value).toBe('2026-02');
  });

  it('明细账 opens on the current period for subject 1002, a page at a time', async () => {
    const calls = stub({ '/api/accounting/period-range': () => range });
    renderWithProviders(<LedgerDetailScreen menuId={1} title="明细账" readOnly={false} />);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/accounting/ledger/detail')?.body).toMatchObject({ from: '2026-11', to: '2026-11', subjectCode: '1002', page: 1 }));
    expect(screen.getByTestId<HTMLInputElement>('detail-subject').value).toBe('1002');
    expect(screen.getByText('明细账')).toBeTruthy();
  });
});

describe('利润表', { timeout: 30_000 }, () => {
  it('shows an empty list and the message when the reporting call fails (spec §7)', async () => {
    stub({
      '/api/accounting/period-range': () => range,
      '/api/accounting/reporting2': () => json(409, { code: 1, msg: '本公司尚未建账，请先设置账套', errorCode: 'accounting.no_book' }),
    });
    renderWithProviders(<ReportIncomeScreen menuId={1} title="利润表" readOnly={false} />);
    expect((await screen.findByTestId('report-error', {}, { timeout: 8000 })).textContent).toBe('本公司尚未建账，请先设置账套');
    expect(within(screen.getByTestId('income-statement')).getAllByRole('row')).toHaveLength(1);
  });
});

describe('会计期间', { timeout: 30_000 }, () => {
  it('closes the current period and shows the 结转损益 voucher, re-opens the latest closed with a reason', async () => {
    const calls = stub({
      '/api/accounting/period': () => ({
        current: '2026-11',
        latestClosed: '2026-10',
        periods: [
          { period: '2026-11', status: 'open', openedAt: '2026-11-01T00:00:00Z', closedAt: null, closedByName: null, voucherCount: 3, pendingCount: 0 },
          { period: '2026-10', status: 'closed', openedAt: '2026-10-01T00:00:00Z', closedAt: '2026-11-02T01:00:00Z', closedByName: '张会计', voucherCount: 9, pendingCount: 0 },
        ],
      }),
      '/api/accounting/periods/close': () => ({
        period: '2026-11', voucherId: 9, voucherNo: '记-0004', renumbered: 1, gapMessages: [], openedNext: '2026-12',
        closingLines: [{ summary: '结转本期损益', subjectCode: '500101', debit: '10000.00', credit: null }, { summary: '结转本期损益', subjectCode: '3103', debit: null, credit: '10000.00' }],
      }),
      '/api/accounting/periods/reopen': () => ({ period: '2026-10', reversalVoucherId: 12 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<PeriodsScreen menuId={1} title="会计期间" readOnly={false} />);
    await user.click(await screen.findByTestId('close-period'));
    const result = await screen.findByTestId('close-result');
    expect(result.textContent).toContain('已生成并登账结转损益凭证 记-0004');
    expect(result.textContent).toContain('已开启下一期间 2026-12');
    expect(calls.find((c) => c.path === '/api/accounting/periods/close')?.body).toEqual({ period: '2026-11' });
    await user.keyboard('{Escape}');
    await user.click(screen.getByTestId('reopen-period'));
    const confirm = await screen.findByTestId('reopen-confirm');
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByTestId('reopen-reason'), '补录凭证');
    await user.click(confirm);
    await waitFor(() => expect(calls.find((c) => c.path === '/api/accounting/periods/reopen')?.body).toEqual({ period: '2026-10', reason: '补录凭证' }));
  });
});
