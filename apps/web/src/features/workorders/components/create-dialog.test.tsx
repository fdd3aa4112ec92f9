import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { orderDetail, page, refusal, stubApi, team } from '../test-api';
import { CreateDialog } from './create-dialog';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const house = { id: 11, code: 'YG-1-0101', name: '1栋1单元101室', estateName: '阳光花园', buildingName: '1栋', unitName: '1单元', floor: 1, useState: '3', useType: '1', buildArea: 89 };

describe('新建工单', { timeout: 30_000 }, () => {
  it('sends the house found by keyword, the content, the reporter and the technician chosen in the team', async () => {
    const calls = stubApi({
      'GET /api/workorders/teams': () => [team],
      'POST /api/house-tree/list': () => page([house]),
      'POST /api/workorders': () => orderDetail(9),
    });
    const created = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreateDialog onClose={() => undefined} onCreated={created} />);
    await user.type(screen.getByTestId('wo-house'), '0101');
    // The search waits for typing to pause, then asks the server: on a busy machine that is more than the default second.
    await user.click(await screen.findByRole('option', { name: 'YG-1-0101 1栋1单元101室', hidden: true }, { timeout: 5000 }));
    await user.type(screen.getByTestId('wo-create-content'), '厨房下水道堵塞');
    await user.type(screen.getByTestId('wo-create-reporter'), '王先生');
    await user.type(screen.getByTestId('wo-create-phone'), '13800000001');
    await user.click(screen.getByTestId('wo-create-team'));
    await user.click(await screen.findByRole('option', { name: '水电维修班', hidden: true }));
    await user.click(screen.getByTestId('wo-create-staff'));
    await user.click(await screen.findByRole('option', { name: '李秀英（手头 3 单）', hidden: true }));
    await user.click(screen.getByTestId('wo-create-submit'));
    await waitFor(() => expect(created).toHaveBeenCalledWith(9));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/workorders')?.body).toEqual({
      kind: 'repair',
      priority: 'normal',
      content: '厨房下水道堵塞',
      mode: 'assign',
      houseId: 11,
      reporter: '王先生',
      phone: '13800000001',
      teamId: 5,
      staffId: 22,
    });
  });

  it('抢单 leaves the person out, and a refusal stays in the dialog in the server’s words', async () => {
    const calls = stubApi({
      'GET /api/workorders/teams': () => [team],
      'POST /api/workorders': () => refusal(400, '请描述问题', 'validation'),
    });
    const created = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CreateDialog onClose={() => undefined} onCreated={created} />);
    await user.click(screen.getByRole('radio', { name: '抢单' }));
    expect(screen.queryByTestId('wo-create-staff')).toBeNull();
    await user.click(screen.getByTestId('wo-create-submit'));
    expect((await screen.findByTestId('wo-dialog-error')).textContent).toBe('请描述问题');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/workorders')?.body).toEqual({ kind: 'repair', priority: 'normal', content: '', mode: 'grab' });
    expect(created).not.toHaveBeenCalled();
  });
});
