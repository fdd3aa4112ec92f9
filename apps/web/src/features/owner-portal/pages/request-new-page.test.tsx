import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../api/client';
import { prepareDom } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { uploadPhoto } from '../api/upload-photo';
import { me, openPortal } from '../test-portal';

// The upload goes through XMLHttpRequest (for its progress): the test answers it here, one promise per photo.
vi.mock('../api/upload-photo', () => ({ uploadPhoto: vi.fn() }));

beforeAll(prepareDom);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', 'owner-tok');
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(uploadPhoto).mockReset();
});

const WAIT = { timeout: 5_000 };
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const sent = (over: Record<string, unknown> = {}) => ({
  id: 5,
  houseId: 11,
  houseName: '1栋0101',
  kind: 'repair',
  number: 'YZ20260301000005',
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

describe('我要报事', { timeout: 30_000 }, () => {
  it('uploads each photo at once with its progress, lets one go, and sends the uploaded ones with the report', async () => {
    const finish: ((id: number) => void)[] = [];
    vi.mocked(uploadPhoto).mockImplementation((_houseId, file, onProgress) => {
      onProgress(40);
      return new Promise((resolve) => finish.push((id) => resolve({ id, name: file.name, size: 3 })));
    });
    const calls = stubApi({ 'GET /api/owner/me': () => me(), 'POST /api/owner/requests': () => sent(), 'GET /api/owner/requests': () => [sent()] });
    const user = userEvent.setup();
    openPortal('/owner/requests/new');
    expect((await screen.findByTestId('owner-request-house', {}, WAIT)).textContent).toBe('安居花园 1栋0101');
    await user.upload(screen.getByTestId('owner-photo-input'), [png('a.png'), png('b.png'), png('c.png')]);
    expect(vi.mocked(uploadPhoto).mock.calls.map(([houseId, file]) => [houseId, file.name])).toEqual([[11, 'a.png'], [11, 'b.png'], [11, 'c.png']]);
    const tiles = screen.getAllByTestId('owner-upload');
    expect(tiles.map((t) => t.dataset.state)).toEqual(['uploading', 'uploading', 'uploading']);
    expect(within(tiles[0]!).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    await user.type(screen.getByTestId('owner-request-content'), '厨房水管漏水');
    // not sent while a photo is still on its way
    await user.click(screen.getByTestId('owner-request-submit'));
    expect(screen.getByTestId('owner-request-wait').textContent).toBe('请等待照片上传完成');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    finish[0]!(101);
    finish[1]!(102);
    finish[2]!(103);
    await vi.waitFor(() => expect(screen.getAllByTestId('owner-upload').every((t) => t.dataset.state === 'done')).toBe(true));
    await user.click(within(screen.getAllByTestId('owner-upload')[1]!).getByTestId('owner-upload-remove'));
    expect(screen.getAllByTestId('owner-upload')).toHaveLength(2);
    await user.click(screen.getByTestId('owner-request-submit'));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ houseId: 11, kind: 'repair', content: '厨房水管漏水', photoIds: [101, 103] }));
    expect((await screen.findByTestId('owner-request-sent')).textContent).toBe('已提交，物业会尽快处理');
  });

  it('keeps at most 6 photos: the rest are refused with a word and the buttons go once full', async () => {
    vi.mocked(uploadPhoto).mockImplementation((_h, file) => Promise.resolve({ id: Number(file.name.replace(/\D/g, '')), name: file.name, size: 3 }));
    stubApi({ 'GET /api/owner/me': () => me() });
    const user = userEvent.setup();
    openPortal('/owner/requests/new');
    await user.upload(await screen.findByTestId('owner-photo-input', {}, WAIT), [1, 2, 3, 4].map((n) => png(`p${n}.png`)));
    await user.upload(screen.getByTestId('owner-photo-input'), [5, 6, 7].map((n) => png(`p${n}.png`)));
    expect(screen.getAllByTestId('owner-upload')).toHaveLength(6);
    expect(screen.getByTestId('owner-photo-overflow').textContent).toBe('最多上传6张照片');
    expect(vi.mocked(uploadPhoto)).toHaveBeenCalledTimes(6);
    expect(screen.queryByTestId('owner-photo-input')).toBeNull();
    await user.click(screen.getAllByTestId('owner-upload-remove')[0]!);
    expect(screen.getByTestId('owner-photo-input')).toBeTruthy();
  });

  it('a 投诉 carries its category; too short a description, and a refused photo, are said in Chinese', async () => {
    vi.mocked(uploadPhoto).mockRejectedValue(new ApiError(400, '只能上传jpg、png、webp格式的图片', 400, 'files.bad_extension'));
    const calls = stubApi({ 'GET /api/owner/me': () => me(), 'POST /api/owner/requests': () => sent({ kind: 'complaint' }) });
    const user = userEvent.setup();
    openPortal('/owner/requests/new');
    await user.click(await screen.findByText('投诉', {}, WAIT));
    await user.selectOptions(screen.getByTestId('owner-request-category'), '噪音扰民');
    await user.type(screen.getByTestId('owner-request-content'), '太吵');
    await user.click(screen.getByTestId('owner-request-submit'));
    expect(screen.getByText('请至少用5个字描述问题')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.upload(screen.getByTestId('owner-photo-input'), [png('x.png')]);
    await vi.waitFor(() => expect(screen.getByTestId('owner-upload').dataset.state).toBe('failed'));
    expect(screen.getByText('上传失败').getAttribute('title')).toBe('只能上传jpg、png、webp格式的图片');
    await user.type(screen.getByTestId('owner-request-content'), '，楼上每晚装修');
    await user.click(screen.getByTestId('owner-request-submit'));
    await vi.waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ houseId: 11, kind: 'complaint', category: '6', content: '太吵，楼上每晚装修', photoIds: [] }));
  });
});
