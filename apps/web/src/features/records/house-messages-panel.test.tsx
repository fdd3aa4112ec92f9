import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../test/render';
import { stubApi } from '../../test/stub-api';
import HouseMessagesPanel from './house-messages-panel';
import { parts, screens } from './screens';
import { houseMessage, WithMessagesMenu } from './components/house-messages.fixtures';

// 综合查询 → the chosen house → 消息记录 (issue 32: a house's message history on its card).

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());


const props = { menuId: 0, title: '消息记录', readOnly: true };

describe('综合查询 → 消息记录', { timeout: 30_000 }, () => {
  it('is a part other features embed, not a menu screen', () => {
    expect(Object.keys(parts)).toContain('search/panel/messages');
    expect(Object.keys(screens)).not.toContain('search/panel/messages');
  });

  it('lists the messages of the house the search chose (?houseId=), with a link to 消息发送', async () => {
    const calls = stubApi({
      'GET /api/outbound/houses/11/messages': () => [houseMessage(2, { purpose: 'reminder', state: 'failed', reason: '号码停机', sentAt: null }), houseMessage(1)],
    });
    renderWithProviders(<WithMessagesMenu><HouseMessagesPanel {...props} /></WithMessagesMenu>, { route: '/search/named?houseId=11' });
    const first = await screen.findByTestId('house-message-1');
    expect(first.textContent).toContain('已送达');
    expect(first.textContent).toContain('尚欠物业费230.25元');
    const failed = screen.getByTestId('house-message-2');
    expect(failed.textContent).toContain('号码停机');
    expect(screen.getByTestId('house-messages-all').getAttribute('href')).toBe('/charging/ops/messages?houseId=11');
    expect(calls.map((c) => c.path)).toEqual(['/api/outbound/houses/11/messages']);
  });

  it('says so when the house had no messages, and asks for a house when none is chosen', async () => {
    stubApi({ 'GET /api/outbound/houses/12/messages': () => [] });
    const { unmount } = renderWithProviders(<WithMessagesMenu><HouseMessagesPanel {...props} /></WithMessagesMenu>, { route: '/search/named?houseId=12' });
    expect((await screen.findByTestId('house-messages-none')).textContent).toBe('该房屋还没有发送过消息');
    unmount();
    renderWithProviders(<WithMessagesMenu><HouseMessagesPanel {...props} /></WithMessagesMenu>, { route: '/search/named' });
    expect(await screen.findByText('请先选择房屋')).toBeTruthy();
  });
});
