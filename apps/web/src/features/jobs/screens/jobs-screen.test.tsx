import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { setSession } from '../../../shared/session';
import { refusal, stubApi } from '../../../test/stub-api';
import { DialogAnswer, job, page } from '../test-api';
import JobsScreen from './jobs-screen';

beforeAll(prepareDom);
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const props = { menuId: 1, title: '后台作业', readOnly: false };
const listCalls = (calls: { method: string; path: string }[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/jobs').length;

describe('后台作业', { timeout: 20_000 }, () => {
  it('shows a job\'s kind, who started it, state, progress, time and error', async () => {
    stubApi({
      'GET /api/jobs': () =>
        page([
          job({ id: 7, state: 'failed', done: 40, error: '计费失败：房屋 1-101 没有面积', scheduleId: 4, scheduleTitle: '阳光花园每月计费', seconds: 8.6 }),
          job({ id: 5 }),
        ]),
    });
    renderWithProviders(<JobsScreen {...props} />);
    const rows = await screen.findAllByTestId('job-row');
    const [failed, done] = rows as [HTMLElement, HTMLElement];
    expect(within(failed).getByText('计费')).toBeTruthy();
    expect(within(failed).getByTestId('job-created-by').textContent).toBe('定时任务「阳光花园每月计费」');
    expect(within(failed).getByTestId('job-state').textContent).toBe('失败');
    expect(within(failed).getByTestId('job-progress-text').textContent).toBe('40/120');
    expect(within(failed).getByTestId('job-seconds').textContent).toBe('9秒');
    expect(within(failed).getByTestId('job-error').textContent).toBe('计费失败：房屋 1-101 没有面积');
    expect(within(done).getByTestId('job-created-by').textContent).toBe('王芳');
    expect(within(done).getByTestId('job-seconds').textContent).toBe('1分05秒');
    expect(within(done).getByText('已完成')).toBeTruthy();
    // one company: no 公司 column
    expect(screen.queryByText('公司')).toBeNull();
    expect(screen.getByText('共 2 条')).toBeTruthy();
  });

  it('names the company when the jobs span several (platform administrators)', async () => {
    stubApi({ 'GET /api/jobs': () => page([job({ id: 5 }), job({ id: 6, companyId: 3, companyName: '杭州安居物业有限公司' })]) });
    renderWithProviders(<JobsScreen {...props} />);
    expect(await screen.findByText('杭州安居物业有限公司')).toBeTruthy();
    expect(screen.getByText('公司')).toBeTruthy();
  });

  it('reads the list again every 2 seconds while a job runs, and stops once none does', async () => {
    let n = 0;
    const calls = stubApi({ 'GET /api/jobs': () => page([n++ === 0 ? job({ state: 'running', done: 30, finishedAt: null }) : job({})]) });
    renderWithProviders(<JobsScreen {...props} />);
    expect((await screen.findByTestId('job-state')).textContent).toBe('进行中');
    await waitFor(() => expect(screen.getByTestId('job-state').textContent).toBe('已完成'), { timeout: 4000 });
    expect(screen.getByTestId('job-progress-text').textContent).toBe('120/120');
    const after = listCalls(calls);
    expect(after).toBe(2);
    await new Promise((r) => setTimeout(r, 2600));
    expect(listCalls(calls)).toBe(after);
  });

  it('filters by kind and state', async () => {
    const calls = stubApi({ 'GET /api/jobs': () => page([job({})]) });
    const user = userEvent.setup();
    renderWithProviders(<JobsScreen {...props} />);
    await screen.findByTestId('job-row');
    await user.click(screen.getByTestId('filter-kind'));
    await user.click(await screen.findByRole('option', { name: '折旧计提', hidden: true }));
    await user.click(screen.getByTestId('filter-state'));
    await user.click(await screen.findByRole('option', { name: '失败', hidden: true }));
    await user.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/jobs' && c.query.get('kind') === 'depreciation' && c.query.get('state') === 'failed')).toBe(true));
  });

  it('cancels a running job only after the confirmation', async () => {
    const calls = stubApi({ 'GET /api/jobs': () => page([job({ state: 'running', done: 3 })]), 'POST /api/jobs/5/cancel': () => job({ state: 'cancelled' }) });
    const asked = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<><JobsScreen {...props} /><DialogAnswer answer={false} onAsked={asked} /></>);
    expect(screen.queryByTestId('job-retry')).toBeNull();
    await user.click(await screen.findByTestId('job-cancel'));
    await waitFor(() => expect(asked).toHaveBeenCalledWith(expect.stringContaining('计费：阳光花园 2026-12')));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    unmount();

    renderWithProviders(<><JobsScreen {...props} /><DialogAnswer answer /></>);
    await user.click(await screen.findByTestId('job-cancel'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/jobs/5/cancel')).toBe(true));
  });

  it('retries a failed job, and shows the list unchanged when the server refuses', async () => {
    const calls = stubApi({
      'GET /api/jobs': () => page([job({ id: 7, state: 'failed' }), job({ id: 8, state: 'cancelled' })]),
      'POST /api/jobs/7/retry': () => job({ id: 7, state: 'queued' }),
      'POST /api/jobs/8/retry': () => refusal(409, '只能重试失败或已取消的作业', 'jobs.not_retryable'),
    });
    const user = userEvent.setup();
    renderWithProviders(<JobsScreen {...props} />);
    const buttons = await screen.findAllByTestId('job-retry');
    expect(screen.queryByTestId('job-cancel')).toBeNull();
    await user.click(buttons[0]!);
    await user.click(buttons[1]!);
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/jobs/7/retry', '/api/jobs/8/retry']));
    expect(screen.getAllByTestId('job-row')).toHaveLength(2);
  });

  it('offers no 重试 or 取消 on a read-only menu item', async () => {
    stubApi({ 'GET /api/jobs': () => page([job({ state: 'failed' }), job({ id: 6, state: 'running' })]) });
    renderWithProviders(<JobsScreen {...props} readOnly />);
    await screen.findAllByTestId('job-row');
    expect(screen.queryByTestId('job-retry')).toBeNull();
    expect(screen.queryByTestId('job-cancel')).toBeNull();
  });

  it('offers 下载 of one\'s own finished export (read-only too), saved under the name the export gave it', async () => {
    setSession('t', { userId: 7, role: 'emp', name: '王芳', accountName: 'emp02', company: 2, companyNick: '安居', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false });
    const exported = (over: Parameters<typeof job>[0]) => job({ kind: 'export', title: '导出：欠费查询', ...over });
    const calls = stubApi({
      'GET /api/jobs': () =>
        page([
          exported({ id: 12 }),
          exported({ id: 13, createdBy: 8, createdByName: '李雷' }),
          exported({ id: 14, state: 'running', finishedAt: null }),
          job({ id: 15 }),
        ]),
      'GET /api/exports/12': () => ({ ...exported({ id: 12 }), file: { name: '欠费查询.xlsx', bytes: 9000, rows: 120 } }),
      'GET /api/exports/12/file': () => new Response('工作簿', { status: 200 }),
    });
    const saved: string[] = [];
    vi.stubGlobal('URL', class extends URL {
      static override createObjectURL = () => 'blob:export';
      static override revokeObjectURL = () => undefined;
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const user = userEvent.setup();
    renderWithProviders(<JobsScreen {...props} readOnly />);
    const rows = await screen.findAllByTestId('job-row');
    // another person's export, one still running and a bill run: no 下载
    expect(rows.map((r) => within(r).queryByTestId('job-download') !== null)).toEqual([true, false, false, false]);
    await user.click(within(rows[0]!).getByTestId('job-download'));
    await waitFor(() => expect(saved).toEqual(['欠费查询.xlsx']));
    expect(calls.filter((c) => c.path.startsWith('/api/exports/')).map((c) => c.path)).toEqual(['/api/exports/12', '/api/exports/12/file']);
  });

  it('says so when there are no jobs', async () => {
    stubApi({ 'GET /api/jobs': () => page([]) });
    renderWithProviders(<JobsScreen {...props} />);
    expect((await screen.findByTestId('table-state')).textContent).toBe('暂无数据');
  });
});
