import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { catalogue, company, DialogAnswer } from '../test-api';
import MenuScreen from './menu-screen';

beforeAll(async () => {
  await prepareDom();
});
afterEach(() => vi.unstubAllGlobals());

const purchases = { companyId: 2, companyName: '上海安居物业有限公司', nodes: catalogue };

describe('菜单管理 screen', { timeout: 20_000 }, () => {
  it('shows the chosen company’s purchases per centre and filters items by the search box', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/companies': () => [company()],
      'GET /api/sysadmin/menu/purchases': () => purchases,
    });
    const user = userEvent.setup();
    renderWithProviders(<MenuScreen menuId={1} title="菜单管理" readOnly={false} />);
    const bought = await screen.findByTestId<HTMLInputElement>('purchase-61');
    expect((bought.querySelector('input') ?? bought).checked).toBe(true);
    expect(screen.getByText('共用资料维护中心')).toBeTruthy();
    expect(screen.getByText('1/2')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/sysadmin/menu/purchases')?.query.get('companyId')).toBe('2');
    await user.type(screen.getByLabelText('搜索菜单名称或说明'), '车场');
    await waitFor(() => expect(screen.queryByTestId('purchase-61')).toBeNull());
    expect(screen.getByTestId('purchase-62')).toBeTruthy();
  });

  it('buys an item after a Chinese confirmation', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/companies': () => [company()],
      'GET /api/sysadmin/menu/purchases': () => purchases,
      'PUT /api/sysadmin/menu/purchases': () => ({ ...purchases, nodes: catalogue.map((n) => (n.id === 62 ? { ...n, bought: true } : n)) }),
    });
    const user = userEvent.setup();
    const asked: (string | undefined)[] = [];
    renderWithProviders(<><MenuScreen menuId={1} title="菜单管理" readOnly={false} /><DialogAnswer answer onAsked={(m) => asked.push(m)} /></>);
    const item = await screen.findByTestId('purchase-62');
    await user.click(item.querySelector('input') ?? item);
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(asked[0]).toBe('确定为「上海安居物业有限公司」购买「车位资料」吗？该公司获授权的员工下次读取菜单即可使用。');
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ companyId: 2, menuId: 62, bought: true });
    await waitFor(() => expect(screen.getByText('2/2')).toBeTruthy());
  });

  it('says so when the catalogue is empty', async () => {
    stubApi({ 'GET /api/sysadmin/companies': () => [company()], 'GET /api/sysadmin/menu/purchases': () => ({ ...purchases, nodes: [] }) });
    renderWithProviders(<MenuScreen menuId={1} title="菜单管理" readOnly={false} />);
    expect(await screen.findByText('暂无菜单')).toBeTruthy();
  });
});
