import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../test/render';
import { screens } from './screens';
import { estates, renderScreen, stubApi } from './test-api';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const emptyPage = { total: 0, page: 1, size: 50, rows: [] };
const emptySum = { key: 'total', label: '合计', count: 0, amount: '0.00' };
const TITLES: Record<string, string> = {
  'charging/arrears/query': '欠费查询',
  'charging/arrears/detail': '欠费明细',
  'search/panel/receivable': '应收信息查询',
  'search/panel/billing': '收费信息查询',
  'charging/settle/summary': '结算汇总',
  'charging/reports/daily': '收费日报',
};

describe('arrears and settlement-report screens', { timeout: 30_000 }, () => {
  it('registers the menu components it builds', () => {
    expect(Object.keys(screens).sort()).toEqual(Object.keys(TITLES).sort());
  });

  for (const [component, title] of Object.entries(TITLES)) {
    it(`${title} opens with its title and empty lists`, async () => {
      stubApi({
        'GET /api/common/estates': () => estates,
        'POST /api/charging/arrears/ageing': () => ({ asOf: '2026-05-06', buckets: [], total: { houses: 0, lines: 0, amount: '0.00' }, byEstate: [] }),
        'POST /api/charging/arrears/houses': () => ({ ...emptyPage, sumOpen: '0.00', sumLateFee: '0.00' }),
        'POST /api/charging/arrears/lines': () => ({ ...emptyPage, sumOpen: '0.00', sumLateFee: '0.00' }),
        'POST /api/settle/summary': () => ({ rows: [], reconciling: [], total: emptySum }),
        'POST /api/settle/tf-detail': () => ({ ...emptyPage, sumAmount: '0.00' }),
        'POST /api/settle/daily': () => ({ dateFrom: '2026-05-06', dateTo: '2026-05-06', byDay: [], byEstate: [], byItem: [], reconciling: [], byMethod: [], byCashier: [], byType: [], total: emptySum }),
      });
      const load = screens[component];
      if (!load) throw new Error(component);
      const { default: Screen } = await load();
      renderScreen(<Screen menuId={1} title={title} readOnly />);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    });
  }
});
