import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import { MessagePopup } from './message-popup';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const messages = [
  { id: 1, title: '2026 年度品质检查方案', content: '9', msgFormat: 1, createdAt: '2026-11-20 09:00', read: false },
  { id: 2, title: '春节值班安排', content: '<p>值班电话：021-50002000。</p>', msgFormat: 0, createdAt: '2026-11-21 09:00', read: false },
  { id: 3, title: '启用新版操作导航', content: '<p>各公司：平台已上线新版操作导航。</p>', msgFormat: 0, createdAt: '2026-11-22 09:00', read: false },
];

describe('the sign-in pop-ups', { timeout: 30_000 }, () => {
  it('come one at a time, a slow PDF loading inside its own pop-up first, the next only after 我知道了', async () => {
    const read: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((url: string, init: RequestInit = {}) => {
        const path = new URL(url, 'http://localhost').pathname;
        // The PDF never arrives during the test: a slow file.
        if (path === '/api/pdf') return new Promise<Response>(() => undefined);
        if (init.method === 'POST') read.push(path);
        return Promise.resolve(json(200, { code: 200, msg: 'success', data: path === '/api/messages' ? messages : null }));
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<MessagePopup />);
    await screen.findByText('2026 年度品质检查方案');
    const first = screen.getByTestId('message-popup');
    expect(within(first).getByTestId('page-loader')).toBeTruthy();
    expect(screen.getAllByTestId('message-popup')).toHaveLength(1);
    expect(screen.queryByText('春节值班安排')).toBeNull();

    await user.click(within(first).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(screen.getByText('春节值班安排')).toBeTruthy());
    expect(screen.getAllByTestId('message-popup')).toHaveLength(1);
    expect(screen.queryByText('2026 年度品质检查方案')).toBeNull();
    expect(screen.queryByText('启用新版操作导航')).toBeNull();
    await waitFor(() => expect(read).toEqual(['/api/messages/1/read']));
  });
});
