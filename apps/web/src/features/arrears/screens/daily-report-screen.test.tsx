import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { daily } from '../fixtures';
import { today } from '../format';
import { bodies, estates, prepareBrowser, PurposeAnswer, renderScreen, stubApi } from '../test-api';
import DailyReportScreen from './daily-report-screen';

beforeAll(async () => {
  await prepareDom();
  prepareBrowser();
  sessionStorage.setItem('UserInformation', JSON.stringify({ userId: 9, role: 'emp', name: '李收银', accountName: 'li', company: 3, companyNick: '安居', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false }));
});
afterEach(() => vi.unstubAllGlobals());

function stub() {
  return stubApi({
    'GET /api/common/estates': () => estates,
    'POST /api/settle/daily': () => daily,
    'POST /api/settle/daily/export': () => new Response('xlsx', { status: 200 }),
    'GET /api/common/company-name/3': () => ({ id: 3, name: '安居物业服务有限公司', nick: '安居' }),
  });
}

describe('收费日报', { timeout: 30_000 }, () => {
  it('asks for today by default and shows the six groupings and the total', async () => {
    const calls = stub();
    renderScreen(<DailyReportScreen menuId={1} title="收费日报" readOnly={false} />);
    expect((await screen.findByTestId('daily-total')).textContent).toContain('1,817.34');
    expect(bodies(calls, '/api/settle/daily')[0]).toEqual({ dateFrom: today(), dateTo: today() });
    for (const group of ['day', 'estate', 'item', 'method', 'cashier', 'type']) expect(screen.getByTestId(`daily-${group}`)).toBeTruthy();
    expect(within(screen.getByTestId('daily-method')).getByText('微信')).toBeTruthy();
    expect(within(screen.getByTestId('daily-type')).getByText('预交')).toBeTruthy();
    expect(screen.getByTestId('daily-cashier-total').textContent).toBe('1,817.34');
    // by item: the items, then the reconciling rows, add up to the report's total
    expect(within(screen.getByTestId('daily-item-reconciling-prepay-in')).getByText('预交款转入')).toBeTruthy();
    expect(screen.getByTestId('daily-item-reconciling-prepay-in').textContent).toContain('600.00');
    expect(screen.getByTestId('daily-item-total').textContent).toBe('1,817.34');
  });

  it('sends a chosen range and estate, and exports it through the purpose dialog', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(
      <>
        <DailyReportScreen menuId={1} title="收费日报" readOnly={false} />
        <PurposeAnswer />
      </>,
    );
    await screen.findByTestId('daily-total');
    const from = screen.getByTestId('date-from');
    await user.clear(from);
    await user.type(from, '2026-05-01');
    await user.click(await screen.findByTestId('estate-select'));
    await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
    await waitFor(() => expect(bodies(calls, '/api/settle/daily').at(-1)).toEqual({ dateFrom: '2026-05-01', dateTo: today(), estateId: 1 }));
    await user.click(screen.getByTestId('export'));
    await user.click(await screen.findByTestId('purpose-asked'));
    await waitFor(() => expect(bodies(calls, '/api/settle/daily/export')[0]).toEqual({ dateFrom: '2026-05-01', dateTo: today(), estateId: 1, usage: '对账', auditor: '王经理', auditDate: '2026.05.06' }));
  });

  it('prints on A4 with the company and the range in the header', async () => {
    stub();
    const user = userEvent.setup();
    renderScreen(<DailyReportScreen menuId={1} title="收费日报" readOnly={false} />);
    await screen.findByTestId('daily-total');
    await user.click(screen.getByTestId('print-daily'));
    const sheet = await screen.findByTestId('daily-print');
    expect(await within(sheet).findByText('安居物业服务有限公司')).toBeTruthy();
    expect(within(sheet).getByText('日期：2026-05-06 至 2026-05-06')).toBeTruthy();
    expect(within(sheet).getByTestId('print-total').textContent).toBe('1,817.34');
    expect(within(sheet).getByTestId('print-reconciling-prepay-in').textContent).toBe('预交款转入1600.00');
    expect(sheet.parentElement).toBe(document.body); // paper gets the sheet alone (shared/print-view)
    const print = vi.fn();
    vi.stubGlobal('print', print);
    await user.click(within(sheet).getByTestId('print-now'));
    expect(print).toHaveBeenCalled();
    await user.click(within(sheet).getByTestId('print-close'));
    expect(screen.queryByTestId('daily-print')).toBeNull();
  });
});
