import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { me, openPortal } from '../test-portal';

beforeAll(prepareDom);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', 'owner-tok');
});
afterEach(() => vi.unstubAllGlobals());

const notice = (id: number, over: Record<string, unknown> = {}): Record<string, unknown> => ({
  id,
  houseId: 11,
  houseName: '1栋0101',
  estateName: '安居花园',
  docNumber: `GW-${id}`,
  title: '物业费催缴通知',
  content: '<p>请于月底前缴清。</p><img src=x onerror="alert(1)"><script>alert(2)</script>',
  senderName: '客服中心',
  createdAt: '2026-03-01T01:00:00.000Z',
  amount: '1234.50',
  readAt: null,
  ...over,
});

describe('通知', { timeout: 30_000 }, () => {
  it('counts the unread on 我的, opens a notice sanitised and sends its read receipt once', async () => {
    let listed: ReturnType<typeof notice>[] = [notice(1), notice(2, { title: '停水公告', houseId: null, houseName: '', amount: null, readAt: '2026-03-01T02:00:00.000Z' })];
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/notices': () => listed,
      'POST /api/owner/notices/1/read': () => {
        listed = [{ ...listed[0]!, readAt: '2026-03-02T00:00:00.000Z' }, listed[1]!];
        return listed[0];
      },
    });
    const user = userEvent.setup();
    openPortal('/owner/me');
    expect((await screen.findByTestId('owner-me-unread', {}, { timeout: 5_000 })).textContent).toBe('1');
    expect(screen.getByTestId('owner-unread-badge').textContent).toContain('1');
    await user.click(screen.getByTestId('owner-me-notices'));
    expect((await screen.findByTestId('owner-notice-1')).textContent).toContain('2026-03-01 · 安居花园 1栋0101');
    expect(screen.getByTestId('owner-notice-unread-1').textContent).toBe('未读');
    expect(screen.queryByTestId('owner-notice-unread-2')).toBeNull();
    await user.click(screen.getByTestId('owner-notice-1'));
    const body = await screen.findByText('请于月底前缴清。', {}, { timeout: 5_000 });
    expect(body.closest('[data-testid="owner-notice-body"]')?.innerHTML).not.toMatch(/script|onerror/);
    expect(screen.getByText('欠费金额：¥1,234.50')).toBeTruthy();
    await vi.waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/owner/notices/1/read']));
    await vi.waitFor(() => expect(screen.queryByTestId('owner-unread-badge')).toBeNull());
  });

  it('none: 暂无通知', async () => {
    stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/notices': () => [] });
    openPortal('/owner/notices');
    expect((await screen.findByTestId('owner-notices-none', {}, { timeout: 5_000 })).textContent).toBe('暂无通知');
  });
});
