import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../test/render';
import { screens } from './screens';
import { estates, stubApi } from './test-api';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const emptyPage = { total: 0, page: 1, size: 20, rows: [] };
const TITLES: Record<string, string> = {
  'charging/ops/standards': '收费标准',
  'charging/ops/meter-reading': '抄表录入',
  'charging/ops/audit': '计费审核',
  'charging/ops/reductions': '减免管理',
  'charging/ops/sharing': '费用分摊',
  'charging/ops/service-billing': '服务计费',
  'charging/ops/notices': '催缴通知',
  'charging/setup/sharing': '分摊设置',
  'charging/setup/meters': '仪表设置',
};

describe('charging screens', { timeout: 30_000 }, () => {
  it('registers the menu components of 收付结算中心 it builds', () => {
    // 服务器管理收费 has its own test (server-charge-screen.test.tsx)
    expect(Object.keys(screens).sort()).toEqual([...Object.keys(TITLES), 'charging/server/charge'].sort());
  });

  for (const [component, title] of Object.entries(TITLES)) {
    it(`${title} opens with empty lists; read-only shows no write buttons`, async () => {
      stubApi({
        'GET /api/common/estates': () => estates,
        'POST /api/charging/lines/list': () => ({ ...emptyPage, sumNet: '0.00', sumOpen: '0.00' }),
        'POST /api/charging/standards/list': () => emptyPage,
        'POST /api/charging/bindings/list': () => emptyPage,
        'POST /api/charging/runs/list': () => emptyPage,
        'POST /api/charging/reductions/list': () => emptyPage,
        'POST /api/charging/share-rules/list': () => emptyPage,
        'POST /api/charging/dunning/list': () => emptyPage,
        'GET /api/records/dispatch': () => emptyPage,
        'GET /api/records/meter': () => emptyPage,
        'GET /api/dictionaries': () => ({}),
      });
      const load = screens[component];
      if (!load) throw new Error(component);
      const { default: Screen } = await load();
      renderWithProviders(<Screen menuId={1} title={title} readOnly />);
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      for (const label of ['新增', '批量绑定', '计费', '申请减免', '审核通过', '导入', '生成催缴通知']) expect(screen.queryByRole('button', { name: label })).toBeNull();
    });
  }
});
