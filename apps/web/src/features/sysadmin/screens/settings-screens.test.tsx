import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NavigationSettings, PlatformDictEntry, RoleRights } from '@pm/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../shared/session';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import DictionaryScreen from './dictionary-screen';
import DocumentsScreen from './documents-screen';
import NavigationScreen from './navigation-screen';
import RightsScreen from './rights-screen';

beforeAll(async () => {
  await prepareDom();
  setSession('tok', { userId: 9, role: 'sa', name: '周志强', accountName: 'sa01', company: 1, companyNick: '集团', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false });
});
afterEach(() => vi.unstubAllGlobals());

const props = (title: string) => ({ menuId: 1, title, readOnly: false });
const entry = (over: Partial<PlatformDictEntry>): PlatformDictEntry => ({
  id: 1, dictCode: 'vehicle_model', value: '1', labelCn: '轿车', labelTw: '轎車', sort: 0, enabled: true, declared: true, companyRows: 0, ...over,
});

describe('字典管理 screen', { timeout: 60_000 }, () => {
  const dictionaries = [
    { code: 'vehicle_model', name: { cn: '车辆类型', tw: '車輛類型' }, editable: true, entryCount: 2, enabledCount: 2 },
    { code: 'house_use_state', name: { cn: '房屋使用状态', tw: '房屋使用狀態' }, editable: false, entryCount: 3, enabledCount: 3 },
  ];

  it('lists the entries of the first dictionary; declared or used entries cannot be deleted; adds an entry', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/dictionaries': () => dictionaries,
      'GET /api/sysadmin/dictionaries/vehicle_model/entries': () => [entry({}), entry({ id: 2, value: 'P9', labelCn: '氢能源车', declared: false, companyRows: 1 })],
      'POST /api/sysadmin/dictionaries/vehicle_model/entries': () => entry({ id: 3, value: 'E1', declared: false }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DictionaryScreen {...props('字典管理')} />);
    const row = await screen.findByTestId('entry-P9', {}, { timeout: 8000 });
    expect(row.textContent).toContain('平台新增');
    expect(within(row).getByRole<HTMLButtonElement>('button', { name: '删除' }).disabled).toBe(true);
    expect(within(screen.getByTestId('entry-1')).getByRole<HTMLButtonElement>('button', { name: '删除' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '新增字典项' }));
    await user.type(await screen.findByLabelText(/字典值/), 'E1');
    await user.type(screen.getByLabelText(/简体名称/), '电动车');
    await user.type(screen.getByLabelText(/繁体名称/), '電動車');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.path).toBe('/api/sysadmin/dictionaries/vehicle_model/entries');
    expect(post?.body).toMatchObject({ value: 'E1', labelCn: '电动车', labelTw: '電動車', sort: 1, enabled: true });
  });

  it('shows a fixed dictionary read-only', async () => {
    stubApi({
      'GET /api/sysadmin/dictionaries': () => dictionaries,
      'GET /api/sysadmin/dictionaries/vehicle_model/entries': () => [entry({})],
      'GET /api/sysadmin/dictionaries/house_use_state/entries': () => [entry({ id: 7, dictCode: 'house_use_state', value: '1', labelCn: '自住' })],
    });
    const user = userEvent.setup();
    renderWithProviders(<DictionaryScreen {...props('字典管理')} />);
    await user.click(await screen.findByTestId('dict-house_use_state', {}, { timeout: 8000 }));
    expect(await screen.findByText('该字典为系统内置字典，业务规则依赖其字典项，平台只能查看。')).toBeTruthy();
    expect(within(await screen.findByTestId('entry-1')).getByRole<HTMLButtonElement>('button', { name: '编辑' }).disabled).toBe(true);
  });
});

describe('文档管理 screen', { timeout: 60_000 }, () => {
  it('previews a document and edits an item’s help text', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/documents': () => [{ key: 'nav-operation-tips', title: '操作提示', content: '<p>点击左侧中心名称</p>' }],
      'GET /api/sysadmin/menu-help': () => [{ id: 66, centre: '客户服务中心', group: '客户服务', title: '投诉管理', component: 'record/complaint/index', remark: '受理投诉。' }],
      'PUT /api/sysadmin/menu-help/66': (c) => ({ id: 66, centre: '客户服务中心', group: '客户服务', title: '投诉管理', component: 'record/complaint/index', remark: (c.body as { remark: string }).remark }),
    });
    const user = userEvent.setup();
    renderWithProviders(<DocumentsScreen {...props('文档管理')} />);
    await user.click(within(await screen.findByTestId('doc-nav-operation-tips', {}, { timeout: 8000 })).getByRole('button', { name: '预览' }));
    expect(within(await screen.findByRole('dialog')).getByText('点击左侧中心名称')).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('tab', { name: '菜单说明' }));
    await user.click(within(await screen.findByTestId('help-66', {}, { timeout: 8000 })).getByRole('button', { name: '编辑' }));
    const remark = await screen.findByLabelText('说明');
    await user.clear(remark);
    await user.type(remark, '回访');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ id: 66, remark: '回访' }));
  });
});

describe('导航管理 screen', { timeout: 60_000 }, () => {
  const settings: NavigationSettings = {
    centres: [
      { id: 56, title: '共用资料维护中心', order: 1, remark: '基础资料。', introTitle: '共用资料维护中心', introContent: '<p>a</p>', groupCount: 5 },
      { id: 81, title: '客户服务中心', order: 2, remark: '客户服务。', introTitle: '客户服务中心', introContent: '<p>b</p>', groupCount: 6 },
    ],
    tips: { key: 'nav-operation-tips', title: '操作提示', content: '<p>橙色表示未购买或未授权</p>' },
  };

  it('moves a centre up and sends the whole new order', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/navigation': () => settings,
      'PUT /api/sysadmin/navigation/order': () => ({ ...settings, centres: [...settings.centres].reverse() }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NavigationScreen {...props('导航管理')} />);
    expect(await screen.findByText('橙色表示未购买或未授权', {}, { timeout: 8000 })).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: '上移「共用资料维护中心」' }).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: '上移「客户服务中心」' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [81, 56] }));
  });
});

describe('权限管理 screen', { timeout: 60_000 }, () => {
  const rights = (role: RoleRights['role'], visible: boolean): RoleRights => ({
    role,
    fixed: false,
    nodes: [
      { id: 318, parentId: null, title: '数据应用中心', component: 'Layout', visible: true, defaultVisible: true, locked: role === 'sa' },
      { id: 330, parentId: 318, title: '系统管理', component: 'LayoutBlank', visible, defaultVisible: role === 'sa', locked: role === 'sa' },
    ],
  });

  it('shows emp without 系统管理 by default and sends a change; sa’s 系统管理 is locked', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/rights/roles': () => [
        { role: 'emp', fixed: false, hiddenCount: 12, changedCount: 0 },
        { role: 'sa', fixed: false, hiddenCount: 0, changedCount: 0 },
        { role: 'super', fixed: true, hiddenCount: 0, changedCount: 0 },
      ],
      'GET /api/sysadmin/rights': (c) => rights(c.query.get('role') as RoleRights['role'], c.query.get('role') === 'sa'),
      'PUT /api/sysadmin/rights': () => refusal(409, '系统管理员不能失去“系统管理”与“权限管理”菜单', 'sysadmin.rights_sa_locked'),
    });
    const user = userEvent.setup();
    renderWithProviders(<RightsScreen {...props('权限管理')} />);
    await user.click(await screen.findByTestId('rights-centre-318', {}, { timeout: 8000 }));
    const group = await screen.findByRole<HTMLInputElement>('checkbox', { name: '系统管理' });
    expect(group.checked).toBe(false);
    await user.click(group);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ role: 'emp', menuId: 330, visible: true }));
    await user.click(screen.getByTestId('role-sa'));
    await waitFor(() => expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '系统管理' }).checked).toBe(true));
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: '系统管理' }).disabled).toBe(true);
  });
});
