import type { PlatformFeeBill, PlatformFeeBillList } from '@pm/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../test-api';
import ServerChargeScreen from './server-charge-screen';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const bill = (period: string, patch: Partial<PlatformFeeBill> = {}): PlatformFeeBill => ({
  id: period === '2026-11' ? 1 : 2,
  companyId: 2,
  companyName: '上海安居物业管理有限公司',
  period,
  houses: 384,
  flatFee: '800.00',
  perHouseFee: '0.35',
  amount: '934.40',
  paid: '0.00',
  outstanding: '934.40',
  dueDate: `${period}-15`,
  status: 'open',
  ...patch,
});
const list = (platform: boolean, bills: PlatformFeeBill[]): PlatformFeeBillList => ({
  platform,
  companies: platform ? [{ id: 2, name: '上海安居物业管理有限公司', disabled: false }] : [],
  bills,
  totals: { amount: '0.00', paid: '0.00', outstanding: '0.00' },
});

describe('服务器管理收费 screen', { timeout: 20_000 }, () => {
  it('lets the platform bill a month and lists the new bill when the run is done', async () => {
    let made = false;
    const calls = stubApi({
      'GET /api/platform-fees/bills': () => list(true, made ? [bill('2026-11'), bill('2025-12')] : [bill('2026-11')]),
      'POST /api/platform-fees/runs': () => {
        made = true;
        return { period: '2025-12', created: 1, skipped: 0, amount: '934.40' };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ServerChargeScreen menuId={1} title="服务器管理收费" readOnly={false} />);
    await screen.findByText('2026-11');
    await user.click(screen.getByTestId('platform-fee-run'));
    const dialog = await screen.findByTestId('platform-fee-run-dialog');
    await user.click(within(dialog).getByTestId('platform-fee-run-next'));
    await user.click(within(dialog).getByTestId('platform-fee-run-submit'));
    expect((await within(dialog).findByTestId('platform-fee-run-result')).textContent).toBe('2025-12：生成 1 张，跳过 0 张，合计 ¥934.40');
    await waitFor(() => expect(document.querySelector('[data-testid="platform-fee-row"][data-period="2025-12"]')).not.toBeNull());
    expect(calls.filter((c) => c.method === 'GET' && c.path === '/api/platform-fees/bills').length).toBeGreaterThan(1);
  });

  it('shows no 生成账单 to a tenant or on a read-only screen', async () => {
    stubApi({ 'GET /api/platform-fees/bills': () => list(false, [bill('2026-11')]) });
    const { unmount } = renderWithProviders(<ServerChargeScreen menuId={1} title="服务器管理收费" readOnly={false} />);
    await screen.findByText('2026-11');
    expect(screen.queryByTestId('platform-fee-run')).toBeNull();
    unmount();
    vi.unstubAllGlobals();
    stubApi({ 'GET /api/platform-fees/bills': () => list(true, [bill('2026-11')]) });
    renderWithProviders(<ServerChargeScreen menuId={1} title="服务器管理收费" readOnly />);
    await screen.findByText('2026-11');
    expect(screen.queryByTestId('platform-fee-run')).toBeNull();
  });
});
