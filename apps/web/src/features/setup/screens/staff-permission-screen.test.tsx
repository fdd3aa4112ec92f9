import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import StaffPermissionScreen from './staff-permission-screen';

// 员工权限's 审批分离 switch (issue 24): sa and super turn 允许本人审批 on or off for their company; staff do not see it.

beforeAll(prepareDom);
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const signedInAs = (role: 'emp' | 'sa' | 'super') =>
  sessionStorage.setItem('UserInformation', JSON.stringify({ userId: 9, role, name: '周志强', accountName: 'zhou', company: 3, companyNick: '安居', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false }));

const routes = () =>
  stubApi({
    'GET /api/setup/approval-policy': () => ({ selfApproval: false, updatedAt: null, updatedByName: null }),
    'PUT /api/setup/approval-policy': (call) => ({ ...(call.body as { selfApproval: boolean }), updatedAt: '2026-03-01T02:00:00.000Z', updatedByName: '周志强' }),
  });

describe('员工权限 审批分离', { timeout: 30_000 }, () => {
  it('an sa turns 允许本人审批 on; the change and who made it show', async () => {
    signedInAs('sa');
    const calls = routes();
    const user = userEvent.setup();
    renderWithProviders(<StaffPermissionScreen menuId={1} title="员工权限" readOnly={false} />);
    const policy = await screen.findByTestId('approval-policy');
    expect(policy.textContent).toContain('录入减免、费用调整或退款的人不能审批自己录入的');
    const toggle = screen.getByRole<HTMLInputElement>('switch', { name: '允许本人审批' });
    await waitFor(() => expect(toggle.disabled).toBe(false));
    await user.click(toggle);
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ selfApproval: true }));
    expect(await screen.findByText('周志强 于 2026-03-01 10:00 修改')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('switch', { name: '允许本人审批' }).checked).toBe(true);
  });

  it('staff (emp) do not see the switch', async () => {
    signedInAs('emp');
    routes();
    renderWithProviders(<StaffPermissionScreen menuId={1} title="员工权限" readOnly={false} />);
    await screen.findByTestId('staff-permission-screen');
    expect(screen.queryByTestId('approval-policy')).toBeNull();
  });
});
