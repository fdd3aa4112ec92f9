import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../../shared/session';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { company, DialogAnswer } from '../test-api';
import CustomersScreen from './customers-screen';

beforeAll(async () => {
  await prepareDom();
  setSession('tok', { userId: 9, role: 'sa', name: '周志强', accountName: 'sa01', company: 1, companyNick: '集团', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false });
});
afterEach(() => vi.unstubAllGlobals());

const group = company({ id: 1, parentId: null, parentName: null, code: 'GROUP', name: '安居物业集团', nick: '集团', level: 1, type: 'AB' });

describe('客户列表 screen', { timeout: 20_000 }, () => {
  it('lists the companies with level, type and status, and searches on the server', async () => {
    const calls = stubApi({ 'GET /api/sysadmin/companies': (c) => (c.query.get('q') === '杭州' ? [] : [group, company()]) });
    const user = userEvent.setup();
    renderWithProviders(<CustomersScreen menuId={1} title="客户列表" readOnly={false} />);
    const row = await screen.findByTestId('company-SH');
    expect(row.textContent).toContain('上海安居物业有限公司');
    expect(row.textContent).toContain('二级公司');
    expect(row.textContent).toContain('管理型');
    expect(row.textContent).toContain('启用');
    // The caller's own company cannot be stopped from here.
    expect(within(screen.getByTestId('company-GROUP')).getByRole<HTMLButtonElement>('button').disabled).toBe(true);
    await user.type(screen.getByLabelText('搜索公司名称、简称或编码'), '杭州');
    expect(await screen.findByText('没有符合条件的公司')).toBeTruthy();
    expect(calls.some((c) => c.query.get('q') === '杭州')).toBe(true);
  });

  it('asks in Chinese before stopping a company; declined nothing is sent, confirmed the status is sent', async () => {
    const calls = stubApi({
      'GET /api/sysadmin/companies': () => [group, company()],
      'PUT /api/sysadmin/companies/2/status': () => company({ disabled: true }),
    });
    const user = userEvent.setup();
    const asked: (string | undefined)[] = [];
    const view = renderWithProviders(<><CustomersScreen menuId={1} title="客户列表" readOnly={false} /><DialogAnswer answer={false} onAsked={(m) => asked.push(m)} /></>);
    await user.click(within(await screen.findByTestId('company-SH')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toBe('确定停用「上海安居物业有限公司」吗？停用后该公司的资料保留，可随时重新启用。');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    view.unmount();
    renderWithProviders(<><CustomersScreen menuId={1} title="客户列表" readOnly={false} /><DialogAnswer answer /></>);
    await user.click(within(await screen.findByTestId('company-SH')).getByRole('button', { name: '停用' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ disabled: true });
  });

  it('shows the loader first', () => {
    stubApi({ 'GET /api/sysadmin/companies': () => new Promise(() => undefined) });
    renderWithProviders(<CustomersScreen menuId={1} title="客户列表" readOnly={false} />);
    expect(screen.queryByTestId('company-SH')).toBeNull();
  });
});
