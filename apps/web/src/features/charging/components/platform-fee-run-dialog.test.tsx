import type { PlatformFeeCompany } from '@pm/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { thisPeriod } from '../format';
import { refuse, stubApi } from '../test-api';
import { PlatformFeeRunDialog } from './platform-fee-run-dialog';

beforeAll(async () => {
  await prepareDom();
  // jsdom has no scrollIntoView; the company select scrolls to the chosen option.
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const companies: PlatformFeeCompany[] = [
  { id: 2, name: '上海安居物业管理有限公司', disabled: false },
  { id: 3, name: '杭州安居物业服务有限公司', disabled: false },
  { id: 9, name: '已停用物业公司', disabled: true },
];

describe('生成账单 dialog', { timeout: 20_000 }, () => {
  it('bills this month for every active company after a confirmation, and shows what the run did', async () => {
    const calls = stubApi({ 'POST /api/platform-fees/runs': () => ({ period: thisPeriod(), created: 2, skipped: 0, amount: '1780.60' }) });
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<PlatformFeeRunDialog companies={companies} onClose={onClose} />);
    expect(screen.getByTestId<HTMLButtonElement>('platform-fee-run-period').textContent).toBe(thisPeriod());
    await user.click(screen.getByTestId('platform-fee-run-next'));
    // Nothing is sent before the confirmation, which names the month and the scope.
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    expect(screen.getByTestId('platform-fee-run-confirm').textContent).toBe(
      `确认生成 ${thisPeriod()} 全部启用公司（2 家）的服务器管理费账单？账单生成后不能修改或删除。`,
    );
    await user.click(screen.getByTestId('platform-fee-run-submit'));
    expect((await screen.findByTestId('platform-fee-run-result')).textContent).toBe(`${thisPeriod()}：生成 2 张，跳过 0 张，合计 ¥1,780.60`);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ period: thisPeriod() });
    await user.click(screen.getByTestId('platform-fee-run-close'));
    expect(onClose).toHaveBeenCalled();
  });

  it('picks an earlier month on the Chinese month grid and one company; a stopped company is not offered', async () => {
    const calls = stubApi({ 'POST /api/platform-fees/runs': () => ({ period: '2025-12', created: 0, skipped: 1, amount: '0.00' }) });
    const user = userEvent.setup();
    renderWithProviders(<PlatformFeeRunDialog companies={companies} onClose={() => undefined} />);
    await user.click(screen.getByTestId('platform-fee-run-period'));
    const year = Number(thisPeriod().slice(0, 4));
    // The grid reads 2026年 and its months 1月…12月; later months than this one cannot be picked.
    expect(await screen.findByText(`${year}年`)).toBeTruthy();
    const next = document.querySelector<HTMLButtonElement>('.mantine-MonthPickerInput-calendarHeaderControl[data-direction="next"]');
    expect(next?.disabled || next?.hasAttribute('data-disabled')).toBe(true);
    await user.click(document.querySelector<HTMLButtonElement>('.mantine-MonthPickerInput-calendarHeaderControl[data-direction="previous"]')!);
    const months = [...document.querySelectorAll<HTMLButtonElement>('.mantine-MonthPickerInput-monthsListControl')];
    expect(months.map((m) => m.textContent)).toEqual(['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月']);
    await user.click(months[11]!);
    expect(screen.getByTestId('platform-fee-run-period').textContent).toBe(`${year - 1}-12`);

    await user.click(screen.getByTestId('platform-fee-run-company'));
    expect(await screen.findByRole('option', { name: '上海安居物业管理有限公司', hidden: true })).toBeTruthy();
    expect(screen.queryByRole('option', { name: '已停用物业公司', hidden: true })).toBeNull();
    await user.click(screen.getByRole('option', { name: '杭州安居物业服务有限公司', hidden: true }));
    await user.click(screen.getByTestId('platform-fee-run-next'));
    expect(screen.getByTestId('platform-fee-run-confirm').textContent).toContain(`${year - 1}-12 杭州安居物业服务有限公司的`);
    await user.click(screen.getByTestId('platform-fee-run-submit'));
    expect((await screen.findByTestId('platform-fee-run-result')).textContent).toBe('2025-12：生成 0 张，跳过 1 张，合计 ¥0.00');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ period: `${year - 1}-12`, companyId: 3 });
  });

  it('shows the server’s refusal and returns to the form', async () => {
    stubApi({ 'POST /api/platform-fees/runs': () => refuse(403, '只有平台管理员可以生成服务器管理费账单', 'platform_fees.platform_only') });
    const user = userEvent.setup();
    renderWithProviders(<PlatformFeeRunDialog companies={companies} onClose={() => undefined} />);
    await user.click(screen.getByTestId('platform-fee-run-next'));
    await user.click(screen.getByTestId('platform-fee-run-submit'));
    await waitFor(() => expect(screen.getByTestId('platform-fee-run-error').textContent).toContain('只有平台管理员可以生成服务器管理费账单'));
    expect(screen.getByTestId('platform-fee-run-next')).toBeTruthy();
    expect(screen.queryByTestId('platform-fee-run-result')).toBeNull();
  });
});
