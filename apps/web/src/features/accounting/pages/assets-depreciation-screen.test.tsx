import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { json } from '../../../test/responses';
import { prepareDom, renderWithProviders } from '../../../test/render';
import AssetDepreciationScreen from './assets-depreciation-screen';

beforeAll(async () => {
  await prepareDom();
});
afterEach(() => vi.unstubAllGlobals());

const ok = (data: unknown) => json(200, { code: 200, msg: 'success', data });
const row = { assetId: 1, code: 'A14', name: '监控主机', method: 1, methodName: '平均年限法', cost: '12000.00', accumulatedBefore: '0.00', amount: '190.00', netValueAfter: '11810.00', work: null, expenseSubjectCode: '560201' };
const lines = [
  { summary: '计提2026-04固定资产折旧', subjectCode: '560201', debit: '190.00', credit: '0.00' },
  { summary: '计提2026-04固定资产折旧', subjectCode: '1602', debit: '0.00', credit: '190.00' },
];
const pending = { period: '2026-04', done: false, periodOpen: true, rows: [row], total: '190.00', voucher: null, lines };

function stub(runAnswer: () => Response) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url, 'http://localhost').pathname;
    const body = init.body ? JSON.parse(init.body as string) : undefined;
    calls.push({ path, body });
    if (path.endsWith('/depreciation/run')) return runAnswer();
    return ok(pending);
  }));
  return calls;
}

describe('折旧计提', { timeout: 30_000 }, () => {
  it('previews a period per asset with the voucher lines, and runs it once after confirming', async () => {
    const voucher = { id: 9, period: '2026-04', word: '记', number: 3, displayNumber: '记-0003', status: 2, voucherDate: '2026-04-30', total: '190.00', lines: lines.map((l, i) => ({ ...l, subjectName: i ? '累计折旧' : '折旧费' })) };
    const calls = stub(() => ok({ ...pending, done: true, voucher }));
    vi.stubGlobal('confirm', vi.fn(() => true));
    const user = userEvent.setup();
    renderWithProviders(<AssetDepreciationScreen menuId={1} title="折旧计提" readOnly={false} />);
    const period = await screen.findByTestId('depreciation-period');
    await user.clear(period);
    await user.type(period, '2026-04');
    expect(await screen.findByText('监控主机')).toBeTruthy();
    expect(screen.getByTestId('depreciation-total').textContent).toBe('190.00');
    expect(screen.getByTestId('depreciation-voucher').textContent).toContain('1602');
    await user.click(screen.getByTestId('depreciation-run'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/accounting/depreciation/run' && (c.body as { period: string }).period === '2026-04')).toBe(true));
  });

  it('shows the refusal of a second run (A16)', async () => {
    stub(() => json(409, { code: 1, msg: '2026-04已计提折旧，不能重复计提', errorCode: 'accounting.depreciation_done' }));
    vi.stubGlobal('confirm', vi.fn(() => true));
    const user = userEvent.setup();
    renderWithProviders(<AssetDepreciationScreen menuId={1} title="折旧计提" readOnly={false} />);
    const period = await screen.findByTestId('depreciation-period');
    await user.clear(period);
    await user.type(period, '2026-04');
    await user.click(await screen.findByTestId('depreciation-run'));
    expect((await screen.findByTestId('depreciation-error')).textContent).toBe('2026-04已计提折旧，不能重复计提');
  });

  it('does not run without confirmation, nor offer the run to a read-only user', async () => {
    const calls = stub(() => ok(pending));
    vi.stubGlobal('confirm', vi.fn(() => false));
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<AssetDepreciationScreen menuId={1} title="折旧计提" readOnly={false} />);
    await user.click(await screen.findByTestId('depreciation-run'));
    expect(calls.some((c) => c.path.endsWith('/run'))).toBe(false);
    unmount();
    renderWithProviders(<AssetDepreciationScreen menuId={1} title="折旧计提" readOnly />);
    await screen.findByText('监控主机');
    expect(screen.queryByTestId('depreciation-run')).toBeNull();
  });
});
