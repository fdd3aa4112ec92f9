import { screen, within } from '@testing-library/react';
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

const request = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  houseId: 11,
  houseName: '1栋0101',
  kind: 'repair',
  number: `YZ2026030100000${id}`,
  content: '厨房水管漏水',
  status: '1',
  statusName: '已受理',
  createdAt: '2026-03-01T01:00:00.000Z',
  closedAt: null,
  result: null,
  photos: [],
  rating: null,
  ratingComment: null,
  ...over,
});
const done = request(2, { status: '3', statusName: '已办结', closedAt: '2026-03-02T08:00:00.000Z', result: '已更换水管', photos: [{ id: 31, name: 'leak.png', size: 3 }] });

describe('报事', { timeout: 30_000 }, () => {
  it('lists the requests with state, result and photos loaded with the owner’s token; 评价 asks for 满意度 first', async () => {
    const createObjectURL = vi.fn(() => 'blob:leak');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/requests': () => [request(1), done],
      'GET /api/owner/requests/2/photos/31': () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }),
      'POST /api/owner/requests/2/rate': () => ({ ...done, rating: '2', ratingComment: '师傅很快' }),
    });
    const user = userEvent.setup();
    openPortal('/owner/requests');
    expect((await screen.findByTestId('owner-request-status-1', {}, { timeout: 5_000 })).textContent).toBe('已受理');
    expect(screen.queryByTestId('owner-request-rate-1')).toBeNull();
    expect(screen.getByTestId('owner-request-result-2').textContent).toBe('处理结果：已更换水管');
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'leak.png' }).getAttribute('src')).toBe('blob:leak'));
    const photo = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/owner/requests/2/photos/31');
    expect((photo?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer owner-tok');

    await user.click(screen.getByTestId('owner-request-rate-2'));
    await user.click(screen.getByTestId('owner-rating-submit'));
    expect(screen.getByTestId('owner-rating-missing').textContent).toBe('请选择满意度');
    await user.click(screen.getByText('满意'));
    await user.type(screen.getByTestId('owner-rating-comment'), '师傅很快');
    await user.click(screen.getByTestId('owner-rating-submit'));
    const rated = await screen.findByTestId('owner-request-rating-2');
    expect(rated.textContent).toBe('我的评价：满意评价内容：师傅很快');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ rating: '2', comment: '师傅很快' });
    expect(within(screen.getByTestId('owner-request-2')).queryByTestId('owner-request-rate-2')).toBeNull();
  });

  it('none yet: says so, with 我要报事 leading to the form', async () => {
    stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/requests': () => [] });
    const user = userEvent.setup();
    openPortal('/owner/requests');
    expect((await screen.findByTestId('owner-requests-none', {}, { timeout: 5_000 })).textContent).toContain('暂无报修或投诉');
    await user.click(screen.getByTestId('owner-request-new'));
    expect(await screen.findByTestId('owner-request-form')).toBeTruthy();
  });
});
