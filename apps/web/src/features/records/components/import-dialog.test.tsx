import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResult } from '@pm/contracts';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import { ImportDialog } from './import-dialog';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const base: ImportResult = {
  jobId: 7, status: 'running', phase: 'read', total: 0, processed: 0, created: 0, updated: 0, unchanged: 0, imported: 0,
  sheets: [], message: null, errors: [], createdAt: '2026-11-21T08:00:00.000Z', finishedAt: null,
};

/** The upload: an XMLHttpRequest that answers 202 with the job's first snapshot; what it was sent. */
function stubUpload(first: ImportResult) {
  const sent: { url: string; headers: Record<string, string> }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private url = '';
    private headers: Record<string, string> = {};
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    send() {
      sent.push({ url: this.url, headers: this.headers });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
      setTimeout(() => {
        this.status = 202;
        this.responseText = JSON.stringify({ code: 200, msg: 'success', data: first });
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

/** The polling: each GET answers the next snapshot (the last one repeats). */
function stubPolls(snapshots: ImportResult[]) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      const data = snapshots[Math.min(urls.length - 1, snapshots.length - 1)];
      return json(200, { code: 200, msg: 'success', data });
    }),
  );
  return urls;
}

async function importFile() {
  const user = userEvent.setup();
  renderWithProviders(<ImportDialog recordKey="house" title="房屋管理" opened onClose={() => undefined} />);
  const input = document.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  await user.upload(input, new File(['x'], '房屋.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
  await user.click(screen.getByTestId('import-start'));
}

describe('ImportDialog', { timeout: 20_000 }, () => {
  it('asks for the job, shows the phase and rows while it runs, then the counts', async () => {
    const sent = stubUpload(base);
    const urls = stubPolls([
      { ...base, phase: 'validate', total: 3, processed: 2 },
      { ...base, phase: 'validate', total: 3, processed: 2 },
      { ...base, status: 'done', phase: 'done', total: 3, processed: 3, created: 1, updated: 1, unchanged: 1, imported: 3, finishedAt: '2026-11-21T08:00:02.000Z' },
    ]);
    await importFile();
    expect(await screen.findByText('读取中：正在打开 Excel 文件…')).toBeTruthy();
    expect(await screen.findByText('校验中：2 / 3 行', {}, { timeout: 3000 })).toBeTruthy();
    expect(await screen.findByText('新增 1 条，修改 1 条，未变 1 条', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('import-result').textContent).toContain('导入成功，共 3 条');
    expect(sent[0]?.url).toBe('/api/records/house/import');
    expect(sent[0]?.headers.prefer).toBe('respond-async');
    expect(urls[0]).toBe('/api/records/house/import/7');
    expect(screen.queryByTestId('import-progress')).toBeNull();
  });

  it('shows 导入失败！ and the row errors of a refused file', async () => {
    stubUpload({ ...base, phase: 'validate', total: 2 });
    stubPolls([
      { ...base, status: 'failed', phase: 'validate', total: 2, processed: 2, message: '导入失败！', errors: [{ path: 'Sheet1!3', message: '工作表“Sheet1”第3行：ID“99”的记录不存在或无权访问' }] },
    ]);
    await importFile();
    const error = await screen.findByTestId('import-error', {}, { timeout: 3000 });
    expect(error.textContent).toContain('导入失败！');
    expect(error.textContent).toContain('工作表“Sheet1”第3行：ID“99”的记录不存在或无权访问');
    expect(screen.queryByTestId('import-result')).toBeNull();
  });
});
