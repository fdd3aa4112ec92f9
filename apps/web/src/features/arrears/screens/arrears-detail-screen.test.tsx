import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { houseArrears } from '../fixtures';
import { bodies, estates, prepareBrowser, renderScreen, stubApi } from '../test-api';
import ArrearsDetailScreen from './arrears-detail-screen';

beforeAll(async () => {
  await prepareDom();
  prepareBrowser();
});
afterEach(() => vi.unstubAllGlobals());

const house = { id: 11, code: 'H-0101', name: '1栋0101', estateName: '安居花园', buildingName: '1栋', unitName: null, floor: 1, useState: '1', useType: '1', buildArea: 90, useArea: null, innerArea: null, chargeStartDate: null, estateId: 1, buildingId: 2, unitId: null };
const line = { lineId: 501, houseId: 11, houseCode: 'H-0101', houseName: '1栋0101', itemName: '物业管理费', period: '2025-03', dueDate: '2025-03-15', net: '6725.13', open: '6725.13', daysOverdue: 417, bucket: 'y1_2', bucketLabel: '1-2年', lateFee: '900.00' };

describe('欠费明细', { timeout: 30_000 }, () => {
  it('lists the linked house’s open lines, filters by bucket, and prints its 欠费明细单', async () => {
    const LINES = '/api/charging/arrears/lines';
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/common/estate/house/1/0': () => [{ id: 11, code: 'H-0101', name: '1栋0101', floor: 1, useState: '1' }],
      'POST /api/house-tree/residential': () => ({ house, owners: [{ ownerId: 1, name: '张三', mobile: null, share: null, since: '2020-01-01', event: '1' }], residents: 0, parking: 0, vehicles: 0 }),
      [`POST ${LINES}`]: () => ({ total: 1, page: 1, size: 50, rows: [line], sumOpen: '6725.13', sumLateFee: '900.00' }),
      'POST /api/common/arrears-house-detail': () => houseArrears,
    });
    const user = userEvent.setup();
    renderScreen(<ArrearsDetailScreen menuId={1} title="欠费明细" readOnly />, { path: '/charge/arrears-detail?houseId=11' });
    const table = await screen.findByTestId('arrears-lines');
    expect(await within(table).findByText('1-2年')).toBeTruthy();
    expect(within(table).getByTestId('lines-sum-late-fee').textContent).toBe('900.00');
    expect(bodies(calls, LINES)[0]).toMatchObject({ houseId: 11 });

    await user.click(screen.getByTestId('bucket-select'));
    await user.click(await screen.findByRole('option', { name: '91-180天', hidden: true }));
    await waitFor(() => expect(bodies(calls, LINES).at(-1)).toMatchObject({ houseId: 11, bucket: 'd91_180', page: 1 }));

    await user.click(screen.getByTestId('print-statement'));
    const sheet = await screen.findByTestId('arrears-statement');
    expect(await within(sheet).findByText('欠费明细单')).toBeTruthy();
    expect(await within(sheet).findByText('房屋：H-0101 1栋0101')).toBeTruthy();
    expect(within(sheet).getByText('业主：张三')).toBeTruthy();
    expect(within(sheet).getByTestId('statement-total').textContent).toBe('13,450.25');
    expect(within(sheet).getByTestId('statement-due').textContent).toBe('14,684.81');
  });
});
