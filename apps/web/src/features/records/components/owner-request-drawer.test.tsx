import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { rowActionFor } from './row-actions';

// 业主照片 on 受理登记 and 投诉管理 rows: what the owner sent from the portal.

beforeAll(prepareDom);
beforeEach(() => {
  sessionStorage.setItem('token', 'staff-tok');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const row = (id: number) => ({ id }) as never;

describe('业主照片', { timeout: 30_000 }, () => {
  it('a portal request: the phone, the photos fetched with the staff token (a click enlarges), the rating', async () => {
    const calls = stubApi({
      'GET /api/service/owner-requests': () => ({ requestId: 5, phone: '13800138001', photos: [{ id: 31, name: 'leak.png', size: 3 }], rating: '4', ratingComment: '拖了三天', ratedAt: '2026-03-03T02:00:00.000Z' }),
      'GET /api/service/owner-requests/5/photos/31': () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 }),
    });
    const Action = rowActionFor('complaint')!;
    const user = userEvent.setup();
    renderWithProviders(<Action row={row(9)} readOnly />);
    await user.click(screen.getByText('业主照片'));
    expect((await screen.findByTestId('owner-request-phone')).textContent).toBe('13800138001');
    const asked = calls.find((c) => c.path === '/api/service/owner-requests');
    expect(Object.fromEntries(asked!.query)).toEqual({ recordKey: 'complaint', recordId: '9' });
    expect(screen.getByTestId('owner-request-rating').textContent).toBe('业主评价不满意评价内容：拖了三天评价时间 2026-03-03 10:00');
    await vi.waitFor(() => expect(screen.getByRole('img', { name: 'leak.png' }).getAttribute('src')).toBe('blob:photo'));
    const photo = vi.mocked(fetch).mock.calls.find(([url]) => url === '/api/service/owner-requests/5/photos/31');
    expect((photo?.[1]?.headers as Record<string, string>).authorization).toBe('Bearer staff-tok');
    await user.click(screen.getByTestId('owner-request-photo-31'));
    expect(await screen.findByTestId('owner-request-photo-large')).toBeTruthy();
  });

  it('a record the desk entered itself: 该记录不是业主端提交的', async () => {
    stubApi({ 'GET /api/service/owner-requests': () => null });
    const Action = rowActionFor('case-accept')!;
    const user = userEvent.setup();
    renderWithProviders(<Action row={row(3)} readOnly={false} />);
    await user.click(screen.getByTestId('row-owner-request'));
    expect((await screen.findByTestId('owner-request-none')).textContent).toBe('该记录不是业主端提交的');
  });
});
