import type { ImportResult } from '@pm/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { stubApi } from '../test-api';
import { ReadingImportDialog } from './reading-import-dialog';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const job = (patch: Partial<ImportResult>): ImportResult => ({
  jobId: 3, status: 'running', phase: 'read', total: 0, processed: 0, created: 0, updated: 0, unchanged: 0, imported: 0,
  sheets: [], message: null, errors: [], createdAt: '2026-11-25T01:00:00.000Z', finishedAt: null, ...patch,
});

/** The upload: an XMLHttpRequest answering 202 with the job's first snapshot; the headers it was sent. */
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

describe('导入读数', { timeout: 20_000 }, () => {
  it('uploads asynchronously, polls the job with its phase and rows, then lists every bad row', async () => {
    const sent = stubUpload(job({}));
    const polls = [job({ phase: 'validate', total: 40, processed: 12 })];
    const calls = stubApi({
      'GET /api/charging/readings/import/3': () =>
        polls.shift() ?? job({ status: 'failed', phase: 'validate', total: 40, processed: 40, message: '导入失败！', errors: [{ path: '读数!5', message: '第5行：本期读数低于上期读数' }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<ReadingImportDialog opened onClose={() => undefined} />);
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['x'], '读数.xlsx'));
    await user.click(screen.getByRole('button', { name: '导入' }));

    expect(await screen.findByText('校验：12 / 40 行')).toBeTruthy();
    expect((await screen.findByTestId('import-error', {}, { timeout: 5000 })).textContent).toContain('第5行：本期读数低于上期读数');
    expect(sent[0]).toMatchObject({ url: '/api/charging/readings/import', headers: { prefer: 'respond-async' } });
    expect(calls.every((c) => c.path === '/api/charging/readings/import/3')).toBe(true);
  });
});
