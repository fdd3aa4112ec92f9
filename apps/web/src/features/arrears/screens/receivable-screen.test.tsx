import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { houseArrears } from '../fixtures';
import { estates, prepareBrowser, renderScreen, stubApi } from '../test-api';
import ReceivableScreen from './receivable-screen';

beforeAll(async () => {
  await prepareDom();
  prepareBrowser();
});
afterEach(() => vi.unstubAllGlobals());

const house = { id: 11, code: 'H-0101', name: '1栋0101', estateName: '安居花园', buildingName: '1栋', unitName: null, floor: 1, useState: '1', useType: '1', buildArea: 90, useArea: null, innerArea: null, chargeStartDate: '2024-01-01', estateId: 1, buildingId: 2, unitId: null };
function stub() {
  return stubApi({
    'GET /api/common/estates': () => estates,
    'GET /api/common/estate/house/1/0': () => [{ id: 11, code: 'H-0101', name: '1栋0101', floor: 1, useState: '1' }],
    'POST /api/house-tree/residential': () => ({ house, owners: [], residents: 0, parking: 0, vehicles: 0 }),
    'POST /api/common/arrears-house-detail': () => houseArrears,
    'POST /api/common/arrears-house-date': () => ({ houseId: 11, earliest: '2025-03-15', months: 14 }),
    'POST /api/common/house-charging': () => ({ houseId: 11, chargeStartDate: '2024-01-01', items: [{ item: '物业管理费', price: '2.50元/㎡', cycle: '每月', startDate: '2024-01-01', bindingId: 3, itemId: 7, standardCode: 'S1', standardName: '住宅物业费', endDate: null, targetType: 'house', targetName: '1栋0101' }] }),
    'POST /api/house-tree/ledger-pri': () => ({ houseId: 11, balance: '1100.00', prepay: '600.00', deposit: '500.00', change: '0.00', rows: [] }),
  });
}

describe('应收信息查询', { timeout: 30_000 }, () => {
  it('shows what the chosen house owes, its total, since when, its items and accounts', async () => {
    const calls = stub();
    const user = userEvent.setup();
    renderScreen(<ReceivableScreen menuId={1} title="应收信息查询" readOnly />, { routes: [{ component: 'charging/settle/normal', path: '/charge/settle-normal' }] });
    expect(await screen.findByText('请选择楼盘和房屋')).toBeTruthy();
    await user.click(await screen.findByTestId('estate-select'));
    await user.click(await screen.findByRole('option', { name: '安居花园', hidden: true }));
    await user.click(screen.getByTestId('house-select'));
    await user.click(await screen.findByRole('option', { name: 'H-0101 1栋0101', hidden: true }));

    const lines = await screen.findByTestId('house-arrears');
    expect(await within(lines).findByText('6,725.12')).toBeTruthy();
    expect(within(lines).getByTestId('house-total').textContent).toBe('13,450.25');
    expect(within(lines).getByTestId('house-late-fee').textContent).toBe('1,234.56');
    expect((await screen.findByTestId('arrears-since')).textContent).toBe('最早欠费日期 2025-03-15，共欠 14 个月');
    expect(await within(screen.getByTestId('charge-items')).findByText('住宅物业费')).toBeTruthy();
    expect((await screen.findByTestId('balance-prepay')).textContent).toBe('600.00');
    expect(screen.getByTestId('link-counter').getAttribute('href')).toBe('/charge/settle-normal?houseId=11');
    expect(calls.find((c) => c.path === '/api/common/arrears-house-detail')?.body).toEqual({ houseId: 11 });
  });

  it('opens on the house the route names, and has no counter link when the menu has no counter', async () => {
    stub();
    renderScreen(<ReceivableScreen menuId={1} title="应收信息查询" readOnly />, { path: '/search/receivable?houseId=11' });
    expect(await within(await screen.findByTestId('house-arrears')).findByText('6,725.13')).toBeTruthy();
    expect(screen.queryByTestId('link-counter')).toBeNull();
  });
});
