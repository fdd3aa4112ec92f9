import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { NoticeBell } from './notice-bell';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const notice = (id: number, subject: string, handled: boolean) => ({
  id,
  docNumber: `N-${id}`,
  subject,
  createdAt: `2026-11-2${id}T09:00:00.000Z`,
  updatedBy: '管理员',
  houseName: '',
  content: '<p>内容</p>',
  handleName: handled ? '王晓燕' : '',
  handleTime: handled ? '2026-11-26T10:00:00.000Z' : null,
  phone: '',
  job: '',
  edited: handled,
});

describe('告知公文 from the bell', { timeout: 30_000 }, () => {
  it('keeps the confirmed notice open (disabled 确定) although the list now puts it last', async () => {
    let confirmed = false;
    // the server lists unconfirmed notices first
    stubApi({
      'GET /api/account/notice': () =>
        confirmed ? [notice(2, '停水通知', false), notice(1, '电梯检修', true)] : [notice(1, '电梯检修', false), notice(2, '停水通知', false)],
      'POST /api/notices/1/confirm': () => {
        confirmed = true;
        return notice(1, '电梯检修', true);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<NoticeBell />);
    await waitFor(() => expect(within(screen.getByTestId('notice-badge')).getByText('2')).toBeTruthy());
    await user.click(screen.getByTestId('notice-bell'));
    await user.click((await screen.findAllByTestId('notice-item'))[0]!);
    const modal = await screen.findByTestId('notice-modal');
    expect((await within(modal).findByTestId('notice-subject')).textContent).toBe('电梯检修');

    await user.click(within(modal).getByTestId('notice-confirm'));
    await waitFor(() => expect(within(screen.getByTestId('notice-badge')).getByText('1')).toBeTruthy());
    const after = screen.getByTestId('notice-modal');
    expect(within(after).getByTestId('notice-subject').textContent).toBe('电梯检修');
    expect(within(after).getByTestId<HTMLButtonElement>('notice-confirm').disabled).toBe(true);
    // 上一条 leads to the one still waiting
    await user.click(within(after).getByRole('button', { name: '上一条' }));
    expect(within(screen.getByTestId('notice-modal')).getByTestId('notice-subject').textContent).toBe('停水通知');
  });
});
