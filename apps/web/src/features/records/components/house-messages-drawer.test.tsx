import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { rowActionFor } from './row-actions';
import { opened } from '../../../test/opened';
import { houseMessage, WithMessagesMenu } from './house-messages.fixtures';

// 消息记录 on a house row (issue 32): what was sent to its owners and how it went.

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const house = { id: 11, code: 'H-0101', name: '1栋0101' } as never;

describe('房屋 → 消息记录', { timeout: 30_000 }, () => {
  it('beside 产权, lists the house’s messages: time, purpose, channel, recipient, state, content', async () => {
    const calls = stubApi({
      'GET /api/outbound/houses/11/messages': () => [
        houseMessage(2, { purpose: 'paid', channel: 'wechat', state: 'failed', reason: '43101 用户拒绝接收', sentAt: null, content: '您已成功缴费230.25元' }),
        houseMessage(1),
      ],
    });
    const Action = rowActionFor('house')!;
    const user = userEvent.setup();
    renderWithProviders(<WithMessagesMenu><Action row={house} readOnly /></WithMessagesMenu>);
    expect(screen.getByTestId('row-ownership')).toBeTruthy();
    await user.click(screen.getByTestId('row-house-messages'));
    const drawer = await opened('house-messages-drawer');
    expect(within(drawer).getByText('H-0101 1栋0101 的消息记录')).toBeTruthy();
    const first = await within(drawer).findByTestId('house-message-1');
    expect(first.textContent).toContain('2026-11-20 09:31');
    expect(first.textContent).toContain('催缴');
    expect(first.textContent).toContain('短信');
    expect(first.textContent).toContain('张三');
    expect(first.textContent).toContain('已送达');
    expect(first.textContent).toContain('尚欠物业费230.25元');
    const failed = within(drawer).getByTestId('house-message-2');
    expect(failed.textContent).toContain('缴费成功');
    expect(failed.textContent).toContain('微信');
    expect(failed.textContent).toContain('发送失败');
    expect(failed.textContent).toContain('用户拒绝接收');
    expect(failed.textContent).toContain('2026-11-20 09:30');
    expect(within(drawer).getByTestId('house-messages-all').getAttribute('href')).toBe('/charging/ops/messages?houseId=11');
    expect(calls.filter((c) => c.path === '/api/outbound/houses/11/messages')).toHaveLength(1);
  });

  it('a house nothing was sent to says so', async () => {
    stubApi({ 'GET /api/outbound/houses/11/messages': () => [] });
    const Action = rowActionFor('house')!;
    const user = userEvent.setup();
    renderWithProviders(<Action row={house} readOnly={false} />);
    await user.click(screen.getByTestId('row-house-messages'));
    expect((await screen.findByTestId('house-messages-none')).textContent).toBe('该房屋还没有发送过消息');
  });
});
