import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { ageing, houseArrears, housesPage } from '../fixtures';
import { bodies, estates, prepareBrowser, savedFiles, PurposeAnswer, renderScreen, stubApi } from '../test-api';
import ArrearsQueryScreen from './arrears-query-screen';

beforeAll(async () => {
  await prepareDom();
  prepareBrowser();
});
afterEach(() => vi.unstubAllGlobals());

const HOUSES = '/api/charging/arrears/houses';
function stub() {
  return stubApi({
    'GET /api/common/estates': () => estates,
    'POST /api/charging/arrears/ageing': () => ageing,
    [`POST ${HOUSES}`]: () => housesPage,
    'POST /api/common/arrears-house-detail': () => houseArrears,
    'POST /api/charging/arrears/houses/export': () => new Response('xlsx', { status: 200 }),
  });
}

describe('欠费查询', { timeout: 30_000 }, () => {
  it('shows the ageing buckets, the houses with their sums, and sends the filters', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(<ArrearsQueryScreen menuId={164} title="欠费查询" readOnly={false} />);
    expect(within(await screen.findByTestId('ageing-total')).getByText('15,610.75')).toBeTruthy();
    expect(within(screen.getByTestId('bucket-y1_2')).getByText('1-2年')).toBeTruthy();
    expect(await screen.findByText('H-0101 1栋0101')).toBeTruthy();
    expect(screen.getByText('13800000001')).toBeTruthy();
    expect(screen.getByTestId('sum-open').textContent).toBe('13,500.25');
    expect(screen.getByTestId('sum-late-fee').textContent).toBe('1,235.09');
    expect(bodies(calls, HOUSES)[0]).toMatchObject({ sort: 'amount', page: 1, size: 50 });

    await user.click(await screen.findByTestId('estate-select'));
    await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
    await user.type(screen.getByTestId('min-amount'), '100');
    await user.type(screen.getByTestId('search'), '张三');
    await user.click(screen.getByTestId('sort-days'));
    await waitFor(() => expect(bodies(calls, HOUSES).at(-1)).toMatchObject({ estateId: 1, minAmount: '100', q: '张三', sort: 'days' }));
    await waitFor(() => expect(bodies(calls, '/api/charging/arrears/ageing').at(-1)).toEqual({ estateId: 1 }));
  });

  it('a bucket click asks for the houses at least that far past due; a second click clears it', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(<ArrearsQueryScreen menuId={164} title="欠费查询" readOnly={false} />);
    await user.click(await screen.findByTestId('bucket-d31_90'));
    await waitFor(() => expect(bodies(calls, HOUSES).at(-1)).toMatchObject({ minDays: 31 }));
    expect(screen.getByTestId('bucket-d31_90').dataset.active).toBe('true');
    expect(screen.getByTestId<HTMLInputElement>('min-days').value).toBe('31');
    await user.click(screen.getByTestId('bucket-d31_90'));
    await waitFor(() => expect(bodies(calls, HOUSES).at(-1)).not.toHaveProperty('minDays'));
    expect(screen.getByTestId('bucket-d31_90').dataset.active).toBeUndefined();
  });

  it('export asks the export purpose, then posts the filters with it', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(
      <>
        <ArrearsQueryScreen menuId={164} title="欠费查询" readOnly={false} />
        <PurposeAnswer />
      </>,
    );
    await screen.findByText('H-0101 1栋0101');
    await user.type(screen.getByTestId('min-amount'), '20.5');
    await user.click(screen.getByTestId('export'));
    expect(bodies(calls, '/api/charging/arrears/houses/export')).toHaveLength(0);
    await user.click(await screen.findByTestId('purpose-asked'));
    await waitFor(() => expect(bodies(calls, '/api/charging/arrears/houses/export')).toHaveLength(1));
    const sent = bodies(calls, '/api/charging/arrears/houses/export')[0];
    expect(sent).toMatchObject({ minAmount: '20.5', sort: 'amount', usage: '对账', auditor: '王经理', auditDate: '2026.05.06' });
    expect(sent).not.toHaveProperty('page');
    await waitFor(() => expect(savedFiles).toHaveBeenCalled());
  });

  it('a row opens the house’s open lines, with links to 欠费明细 and the counter for that house', async () => {
    stub();
    const user = userEvent.setup();
    renderScreen(<ArrearsQueryScreen menuId={164} title="欠费查询" readOnly={false} />, {
      routes: [
        { component: 'charging/arrears/detail', path: '/charge/arrears-detail' },
        { component: 'charging/settle/normal', path: '/charge/settle-normal' },
      ],
    });
    await user.click(await screen.findByTestId('house-row-11'));
    const drawer = await screen.findByTestId('house-arrears');
    expect(await within(drawer).findByText('6,725.13')).toBeTruthy();
    expect(within(drawer).getByTestId('house-total').textContent).toBe('13,450.25');
    expect(screen.getByTestId('link-counter').getAttribute('href')).toBe('/charge/settle-normal?houseId=11');
    expect(screen.getByTestId('link-detail').getAttribute('href')).toBe('/charge/arrears-detail?houseId=11');
    // following a link closes the drawer: the query stays mounted in its tab, the drawer would cover the counter
    await user.click(screen.getByTestId('link-counter'));
    await waitFor(() => expect(screen.queryByTestId('house-arrears')).toBeNull());
  });
});
