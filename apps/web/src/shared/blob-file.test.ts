import { recordTemplate } from '@pm/contracts';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from '../api/client';
import { fetchBlob, saveBlob } from './blob-file';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('file downloads', () => {
  test('a successful download resolves with the file body', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('工作簿', { status: 200 })),
    );
    const blob = await fetchBlob(recordTemplate, { key: 'building' });
    expect(await blob.text()).toBe('工作簿');
  });

  test('a refused download rejects with the message of its JSON body', async () => {
    const body = JSON.stringify({ code: 1, msg: '无权导出', errorCode: 'records.forbidden' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 403 })),
    );
    const error = await fetchBlob(recordTemplate, { key: 'building' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1, message: '无权导出', status: 403, errorCode: 'records.forbidden' });
  });

  test('a failed download without a JSON body still rejects with its status', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    await expect(fetchBlob(recordTemplate, { key: 'building' })).rejects.toMatchObject({ status: 502, message: '' });
  });

  test('saving clicks a temporary link named after the file and leaves nothing behind', () => {
    // jsdom has no object URLs: a stand-in URL class gives the link an address.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:file';
        static override revokeObjectURL = () => undefined;
      },
    );
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('楼栋.xlsx');
      expect(this.getAttribute('href')).toBe('blob:file');
    });
    saveBlob(new Blob(['x']), '楼栋.xlsx');
    expect(click).toHaveBeenCalledTimes(1);
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
