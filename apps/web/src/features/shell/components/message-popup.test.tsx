import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import { MessagePopup } from './message-popup';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const messages = [
  { id: 1, title: '2026 年度品质检查方案', content: '9', msgFormat: 1, createdAt: '2026-11-20T09:00:00.000Z', read: false },
  { id: 2, title: '春节值班安排', content: '<p>值班电话：021-50002000。</p>', msgFormat: 0, createdAt: '2026-11-21T09:00:00.000Z', read: false },
  { id: 3, title: '启用新版操作导航', content: '<p>各公司：平台已上线新版操作导航。</p>', msgFormat: 0, createdAt: '2026-11-22T09:00:00.000Z', read: false },
];

describe('the sign-in pop-up', { timeout: 30_000 }, () => {
  it('is one pop-up saying how many messages came, listing them; 我知道了 reads them all', async () => {
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
    expect(await screen.findByText('您有 3 条新消息')).toBeTruthy();
    const popup = screen.getByTestId('message-popup');
    expect(screen.getAllByTestId('message-popup')).toHaveLength(1);
    const items = within(popup).getAllByTestId('message-item');
    expect(items.map((i) => within(i).getAllByText(/./)[0]?.textContent)).toEqual(['2026 年度品质检查方案', '春节值班安排', '启用新版操作导航']);
    // the first opens at once (its PDF loading inside), another on a click; times are China time
    expect(within(items[0]!).getByTestId('page-loader')).toBeTruthy();
    expect(within(items[0]!).getByText('2026-11-20 17:00')).toBeTruthy();
    await user.click(within(items[1]!).getByText('春节值班安排'));
    expect(await within(items[1]!).findByText('值班电话：021-50002000。')).toBeTruthy();
    expect(read).toEqual([]);

    await user.click(within(popup).getByRole('button', { name: '我知道了' }));
    await waitFor(() => expect(read.sort()).toEqual(['/api/messages/1/read', '/api/messages/2/read', '/api/messages/3/read']));
    await waitFor(() => expect(screen.queryByText('您有 3 条新消息')).toBeNull());
  });
});
