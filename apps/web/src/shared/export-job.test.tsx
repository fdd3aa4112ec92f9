import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { arrearsEndpoints, exportRecords, recordTemplate, type ExportJob } from '@pm/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client';
import { prepareDom } from '../test/render';
import { json } from '../test/responses';
import { downloadFile } from './blob-download';
import { ExportJobFailed } from './export-job-kind';

// An audited export asked as a job (issue 27): the 202, the polls of GET /api/exports/:id, the file
// of GET /api/exports/:id/file saved under the screen's name, and the notification that follows it.

const EXPORT = '/api/charging/arrears/houses/export';
const FILTERS = { minAmount: '20.5', usage: '对账', auditor: '王经理', auditDate: '2026.05.06' };

const exportJob = (over: Partial<ExportJob> = {}): ExportJob => ({
  id: 9,
  companyId: 2,
  companyName: '上海安居物业有限公司',
  kind: 'export',
  title: '导出：欠费查询',
  state: 'queued',
  total: 0,
  done: 0,
  error: null,
  summary: null,
  createdBy: 1,
  createdByName: '王晓燕',
  scheduleId: null,
  scheduleTitle: null,
  retries: 0,
  createdAt: '2026-11-30T16:00:00.000Z',
  startedAt: null,
  finishedAt: null,
  seconds: null,
  file: null,
  ...over,
});
const envelope = (data: unknown, status = 200) => json(status, { code: 200, msg: 'success', data });

interface Sent {
  method: string;
  path: string;
  headers: Record<string, string>;
}
type Route = () => Response | Promise<Response>;

/** Stubs fetch by "METHOD /path"; a route list answers one item per call (the last one again after that). */
function stubFetch(routes: Record<string, Route | Route[]>): Sent[] {
  const sent: Sent[] = [];
  const used = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = new URL(url, 'http://localhost').pathname;
      sent.push({ method, path, headers: { ...(init.headers as Record<string, string>) } });
      const key = `${method} ${path}`;
      const route = routes[key];
      if (!route) throw new Error(`no route ${key}`);
      const n = used.get(key) ?? 0;
      used.set(key, n + 1);
      const answer = Array.isArray(route) ? route[Math.min(n, route.length - 1)] : route;
      if (!answer) throw new Error(`no answer ${key}`);
      return answer();
    }),
  );
  return sent;
}

/** A promise the test settles when it has looked at the screen. */
function gate<T>() {
  let open: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}

let saved: { name: string; text: Promise<string> }[];
beforeAll(prepareDom);
beforeEach(() => {
  saved = [];
  let lastBlob: Blob | undefined;
  vi.stubGlobal(
    'URL',
    class extends URL {
      static override createObjectURL = (blob: Blob) => {
        lastBlob = blob;
        return 'blob:export';
      };
      static override revokeObjectURL = () => undefined;
    },
  );
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, text: lastBlob?.text() ?? Promise.resolve('') });
  });
  render(
    <MantineProvider>
      <Notifications />
    </MantineProvider>,
  );
});
afterEach(() => {
  notifications.clean();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const polls = (sent: Sent[]) => sent.filter((s) => s.method === 'GET' && s.path === '/api/exports/9').length;

describe('an audited export as a job', { timeout: 20_000 }, () => {
  it('asks for a job, shows the rows written while it runs, then saves the file under the screen\'s name', async () => {
    const finished = gate<Response>();
    const sent = stubFetch({
      [`POST ${EXPORT}`]: () => envelope(exportJob(), 202),
      'GET /api/exports/9': [() => envelope(exportJob({ state: 'running', done: 40 })), () => finished.promise],
      'GET /api/exports/9/file': () => new Response('工作簿', { status: 200 }),
    });
    const exported = downloadFile(arrearsEndpoints.exportArrearsHouses, FILTERS, '欠费查询.xlsx');

    expect(await screen.findByText('正在导出…')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('export-progress-rows').textContent).toBe('已写入 40 行'), { timeout: 5000 });
    expect(saved).toHaveLength(0);
    finished.open(envelope(exportJob({ state: 'done', done: 120, total: 120, file: { name: '欠费查询.xlsx', bytes: 9000, rows: 120 } })));
    await exported;

    expect(sent[0]).toMatchObject({ method: 'POST', path: EXPORT, headers: { prefer: 'respond-async' } });
    expect(polls(sent)).toBe(2);
    expect(saved.map((s) => s.name)).toEqual(['欠费查询.xlsx']);
    expect(await saved[0]?.text).toBe('工作簿');
    expect((await screen.findByTestId('export-done')).textContent).toBe('导出完成：120 行');
    expect(screen.queryByText('正在导出…')).toBeNull();
  });

  it('a failed job rejects with its message, shown in red in place of the progress', async () => {
    const sent = stubFetch({
      [`POST ${EXPORT}`]: () => envelope(exportJob(), 202),
      'GET /api/exports/9': () => envelope(exportJob({ state: 'failed', done: 12, error: '您已无导出欠费查询的权限' })),
    });
    const error = await downloadFile(arrearsEndpoints.exportArrearsHouses, FILTERS, '欠费查询.xlsx').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ExportJobFailed);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('您已无导出欠费查询的权限');
    expect((await screen.findByTestId('export-failed')).textContent).toBe('您已无导出欠费查询的权限');
    expect(sent.some((s) => s.path === '/api/exports/9/file')).toBe(false);
    expect(saved).toHaveLength(0);
  });

  it('a request refused at once (403) rejects with the server\'s message and starts nothing', async () => {
    const sent = stubFetch({
      [`POST ${EXPORT}`]: () => json(403, { code: 403, msg: '没有权限', errorCode: 'auth.not_granted' }),
    });
    const error = await downloadFile(arrearsEndpoints.exportArrearsHouses, FILTERS, '欠费查询.xlsx').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(ExportJobFailed);
    expect(error).toMatchObject({ status: 403, message: '没有权限', errorCode: 'auth.not_granted' });
    expect(sent).toHaveLength(1);
    expect(screen.queryByText('正在导出…')).toBeNull();
  });

  it('取消 cancels the job: nothing is saved and the export resolves', async () => {
    const cancelled = gate<Response>();
    const sent = stubFetch({
      [`POST ${EXPORT}`]: () => envelope(exportJob(), 202),
      'GET /api/exports/9': [() => envelope(exportJob({ state: 'running', done: 7 })), () => cancelled.promise],
      'POST /api/exports/9/cancel': () => {
        cancelled.open(envelope(exportJob({ state: 'cancelled', done: 7 })));
        return envelope(exportJob({ state: 'cancelled', done: 7 }));
      },
    });
    const exported = downloadFile(arrearsEndpoints.exportArrearsHouses, FILTERS, '欠费查询.xlsx');
    await waitFor(() => expect(screen.getByTestId('export-progress-rows').textContent).toBe('已写入 7 行'), { timeout: 5000 });

    await userEvent.click(screen.getByTestId('export-progress-cancel'));
    await exported;

    expect(sent.filter((s) => s.method === 'POST' && s.path === '/api/exports/9/cancel')).toHaveLength(1);
    expect(sent.some((s) => s.path === '/api/exports/9/file')).toBe(false);
    expect(saved).toHaveLength(0);
    expect((await screen.findByTestId('export-cancelled')).textContent).toBe('导出已取消');
  });

  it('an export whose input schema the build leaves out of the browser (records) is asked as a job too', async () => {
    const sent = stubFetch({
      'POST /api/records/house/export': () => envelope(exportJob(), 202),
      'GET /api/exports/9': () => envelope(exportJob({ state: 'done', done: 3, total: 3, file: { name: '房屋管理.xlsx', bytes: 900, rows: 3 } })),
      'GET /api/exports/9/file': () => new Response('房屋', { status: 200 }),
    });
    await downloadFile(exportRecords, { key: 'house', usage: '核对', auditor: '王经理', auditDate: '2026.05.06', filters: {} }, '房屋管理.xlsx');

    expect(sent[0]).toMatchObject({ path: '/api/records/house/export', headers: { prefer: 'respond-async' } });
    expect(saved.map((s) => s.name)).toEqual(['房屋管理.xlsx']);
    expect((await screen.findByTestId('export-done')).textContent).toBe('导出完成：3 行');
  });

  it('a template (not an audited export) still comes straight back, without asking for a job', async () => {
    const sent = stubFetch({ 'GET /api/records/building/template': () => new Response('模板', { status: 200 }) });
    await downloadFile(recordTemplate, { key: 'building' }, '楼栋导入模板.xlsx');

    expect(sent).toHaveLength(1);
    expect(sent[0]?.headers).not.toHaveProperty('prefer');
    expect(saved.map((s) => s.name)).toEqual(['楼栋导入模板.xlsx']);
    expect(screen.queryByText('正在导出…')).toBeNull();
  });
});
