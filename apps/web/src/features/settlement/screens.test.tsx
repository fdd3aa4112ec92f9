import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { screens } from './screens';
import { counter, estates, houses, stubApi } from './test-api';
import { pickHouse, prepareCounterDom } from './test-dom';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const TITLES: Record<string, string> = {
  'charging/settle/normal': '常规结算',
  'charging/settle/mid-month': '月中结算',
  'charging/settle/other': '其他结算',
  'charging/settle/special': '特服结算',
  'charging/settle/prepay': '预交款结算',
};

describe('settlement screens', { timeout: 30_000 }, () => {
  it('registers the counter screens of 收付结算中心', () => {
    expect(Object.keys(screens).sort()).toEqual(Object.keys(TITLES).sort());
  });

  for (const [component, title] of Object.entries(TITLES)) {
    it(`${title} opens a house's counter; read-only takes no money`, async () => {
      stubApi({
        'GET /api/common/estates': () => estates,
        'GET /api/common/estate/house/1/0': () => houses,
        'POST /api/settle/counter/house': () => counter,
        'POST /api/settle/payments/list': () => ({ total: 0, page: 1, size: 20, rows: [], sumTotal: '0.00' }),
        'POST /api/house-tree/ledger-pri': () => ({ houseId: 11, balance: '0.00', prepay: '0.00', deposit: '0.00', change: '0.00', rows: [] }),
      });
      const load = screens[component];
      if (!load) throw new Error(component);
      const { default: Screen } = await load();
      const user = userEvent.setup();
      renderWithProviders(<Screen menuId={1} title={title} readOnly />);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      await pickHouse(user);
      expect(await screen.findByTestId('house-header')).toBeTruthy();
      expect(screen.getByTestId('account-prepay').textContent).toBe('100.00');
      for (const label of ['收款', '收预交款', '退房预交', '冲红']) expect(screen.queryByRole('button', { name: label })).toBeNull();
    });
  }
});
