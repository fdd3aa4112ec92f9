import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { DialogAnswer, invalid, stubApi } from '../test-api';
import { OptOutsTab } from './opt-outs-tab';
import { opened } from '../../../test/opened';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, over: Record<string, unknown> = {}) => ({ id, channel: 'sms', address: '13800008000', reason: '业主来电要求', createdAt: '2026-11-02T03:00:00.000Z', createdByName: '王客服', ...over });
const page = (rows: unknown[]) => ({ total: rows.length, page: 1, size: 20, rows });

describe('消息发送 → 退订名单', { timeout: 30_000 }, () => {
  it('lists the opt-outs and searches them', async () => {
    const calls = stubApi({ 'GET /api/outbound/opt-outs': () => page([row(1), row(2, { channel: 'wechat', address: 'oAbc123456789xyz', reason: '' })]) });
    const user = userEvent.setup();
    renderWithProviders(<OptOutsTab readOnly={false} />);
    const first = await screen.findByTestId('opt-out-row-1');
    expect(first.textContent).toContain('短信');
    expect(first.textContent).toContain('13800008000');
    expect(first.textContent).toContain('2026-11-02 11:00');
    expect(screen.getByTestId('opt-out-row-2').textContent).toContain('微信');
    await user.type(screen.getByTestId('opt-out-search'), '1380');
    await waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('1380'));
  });

  it('adds one: a refusal shows at its field, then it is sent with channel, address and reason', async () => {
    let tries = 0;
    const calls = stubApi({
      'GET /api/outbound/opt-outs': () => page([]),
      'POST /api/outbound/opt-outs': (c) => (tries++ === 0 ? invalid([{ path: 'address', message: '请输入手机号或openid' }]) : row(3, c.body as Record<string, unknown>)),
    });
    const user = userEvent.setup();
    renderWithProviders(<OptOutsTab readOnly={false} />);
    expect((await screen.findByTestId('table-state')).textContent).toBe('退订名单为空');
    await user.click(screen.getByTestId('opt-out-add'));
    const dialog = await opened('opt-out-dialog');
    await user.click(within(dialog).getByTestId('opt-out-save'));
    expect(await within(dialog).findByText('请输入手机号或openid')).toBeTruthy();
    await user.click(within(dialog).getByRole('radio', { name: '微信' }));
    await user.type(within(dialog).getByTestId('opt-out-address'), 'oAbc123456789xyz');
    await user.type(within(dialog).getByTestId('opt-out-reason'), '业主取消关注');
    await user.click(within(dialog).getByTestId('opt-out-save'));
    await waitFor(() => expect(screen.queryByTestId('opt-out-dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'POST').at(-1)?.body).toEqual({ channel: 'wechat', address: 'oAbc123456789xyz', reason: '业主取消关注' });
  });

  it('removes one after a confirm naming it', async () => {
    const asked: (string | undefined)[] = [];
    const calls = stubApi({ 'GET /api/outbound/opt-outs': () => page([row(1)]), 'POST /api/outbound/opt-outs/1/delete': () => null });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <OptOutsTab readOnly={false} />
        <DialogAnswer answer onAsked={(m) => asked.push(m)} />
      </>,
    );
    await user.click(await screen.findByTestId('opt-out-remove-1'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/outbound/opt-outs/1/delete')).toBe(true));
    expect(asked[0]).toContain('13800008000');
  });

  it('a remove not confirmed sends nothing; read-only shows no add or remove', async () => {
    const calls = stubApi({ 'GET /api/outbound/opt-outs': () => page([row(1)]) });
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <>
        <OptOutsTab readOnly={false} />
        <DialogAnswer answer={false} />
      </>,
    );
    await user.click(await screen.findByTestId('opt-out-remove-1'));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.path.endsWith('/delete'))).toBe(false);
    unmount();
    renderWithProviders(<OptOutsTab readOnly />);
    await screen.findByTestId('opt-out-row-1');
    expect(screen.queryByTestId('opt-out-add')).toBeNull();
    expect(screen.queryByTestId('opt-out-remove-1')).toBeNull();
  });
});
