import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ScreenLookupProvider } from '../../../shared/embedded-screen';
import type { ScreenProps } from '../../../shared/screen';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { orderDetail, orderRow, page, refusal, stubApi, team, type Call } from '../test-api';
import BoardScreen from './board-screen';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const props = { menuId: 127, title: '派工管理', readOnly: false };
const boardCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path === '/api/workorders');
const lastQuery = (calls: Call[]) => Object.fromEntries(boardCalls(calls).at(-1)?.query ?? []);

async function pick(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(screen.getByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('派工管理: the dispatcher’s board', { timeout: 30_000 }, () => {
  it('lists open orders by default and sends each filter (state, kind, SLA, team, keyword) in the query', async () => {
    const calls = stubApi({
      'GET /api/workorders': () => page([orderRow(1), orderRow(2, { state: 'working', stateName: '维修中', sla: 'overdue', handlerId: 22, handlerName: '李秀英' })]),
      'GET /api/workorders/teams': () => [team],
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardScreen {...props} />);
    const row = await screen.findByTestId('wo-row-2');
    expect(row.textContent).toContain('水电维修班 / 李秀英');
    expect(within(row).getByTestId('wo-state-2').textContent).toBe('维修中');
    expect(screen.getByTestId('wo-sla-2').textContent).toBe('超时');
    expect(screen.getByTestId('wo-sla-1').textContent).toBe('预警');
    expect(lastQuery(calls)).toEqual({ page: '1', size: '20', open: 'true' });

    await pick(user, 'wo-filter-state', '维修中');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', size: '20', state: 'working' }));
    await pick(user, 'wo-filter-kind', '投诉');
    await pick(user, 'wo-filter-sla', '超时');
    await pick(user, 'wo-filter-team', '水电维修班');
    await user.type(screen.getByTestId('wo-filter-text'), '电梯');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', size: '20', state: 'working', kind: 'complaint', sla: 'overdue', teamId: '5', text: '电梯' }));
  });

  it('pages the board; another filter or a new keyword starts again at page 1', async () => {
    // 45 orders: 3 pages of 20
    const calls = stubApi({
      'GET /api/workorders': (call) => ({ ...page([orderRow(Number(call.query.get('page')))]), total: 45, page: Number(call.query.get('page')) }),
      'GET /api/workorders/teams': () => [team],
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardScreen {...props} />);
    await screen.findByTestId('wo-row-1');
    expect(screen.getByText('共 45 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3' }));
    await screen.findByTestId('wo-row-3');
    expect(lastQuery(calls)).toEqual({ page: '3', size: '20', open: 'true' });
    await pick(user, 'wo-filter-kind', '投诉');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', size: '20', open: 'true', kind: 'complaint' }));
    await screen.findByTestId('wo-row-1');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '2', size: '20', open: 'true', kind: 'complaint' }));
    await user.type(screen.getByTestId('wo-filter-text'), '电梯');
    await waitFor(() => expect(lastQuery(calls)).toEqual({ page: '1', size: '20', open: 'true', kind: 'complaint', text: '电梯' }));
    await screen.findByTestId('wo-row-1');
  });

  it('shows the empty board and a refusal in words', async () => {
    stubApi({ 'GET /api/workorders': () => page([]) });
    const { unmount } = renderWithProviders(<BoardScreen {...props} />);
    expect(await screen.findByText('没有符合条件的工单')).toBeTruthy();
    unmount();
    stubApi({ 'GET /api/workorders': () => refusal(403, '没有权限', 'auth.forbidden') });
    renderWithProviders(<BoardScreen {...props} />);
    expect((await screen.findByTestId('table-state')).textContent).toBe('没有权限');
  });

  it('opens an order with its SLA clocks and timeline, and 派单 sends the chosen technician with the version shown', async () => {
    const assigned = orderDetail(1, {
      state: 'assigned',
      stateName: '已派单',
      handlerId: 22,
      handlerName: '李秀英',
      version: 4,
      events: [
        ...orderDetail(1).events,
        { id: 2, action: 'assign', actionName: '派单', from: 'pending', to: 'assigned', actorKind: 'staff', actorId: 2, actorName: '黄志明', capacity: 'dispatcher', handlerAfter: 22, teamAfter: 5, reason: null, detail: {}, at: '2026-11-30T02:05:00.000Z' },
      ],
    });
    const calls = stubApi({
      'GET /api/workorders': () => page([orderRow(1)]),
      'GET /api/workorders/teams': () => [team],
      'GET /api/workorders/1': () => orderDetail(1),
      'POST /api/workorders/1/assign': () => assigned,
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardScreen {...props} />);
    await user.click(await screen.findByTestId('wo-row-1'));
    const response = await screen.findByTestId('wo-clock-response');
    expect([...response.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['响应', '2026-11-30 10:20', '8分钟', '预警']);
    expect(screen.getByTestId('wo-clock-resolution').textContent).toContain('已暂停');
    expect(screen.getAllByTestId('wo-event').map((e) => e.textContent)).toEqual(['登记2026-11-30 10:00 · 黄志明']);
    // A pending order: 派单, 催单 and 取消 — no 转派 or 回访.
    expect(['assign', 'transfer', 'urge', 'cancel', 'visit'].filter((s) => screen.queryByTestId(`wo-action-${s}`))).toEqual(['assign', 'urge', 'cancel']);

    await user.click(screen.getByTestId('wo-action-assign'));
    const member = await screen.findByTestId('wo-assign-member-22');
    expect(member.closest('.mantine-Radio-root')?.textContent).toContain('手头 3 单');
    await user.click(within(member.closest('.mantine-Radio-root') as HTMLElement).getByRole('radio'));
    await user.click(screen.getByTestId('wo-assign-submit'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/workorders/1/assign')?.body).toEqual({ staffId: 22, teamId: 5, version: 3 }));
    await waitFor(() => expect(screen.getByTestId('wo-detail-state').textContent).toBe('已派单'));
    expect(screen.getAllByTestId('wo-event').map((e) => e.getAttribute('data-action'))).toEqual(['create', 'assign']);
    expect(screen.queryByTestId('wo-assign-dialog')).toBeNull();
    expect(screen.getByTestId('wo-action-transfer')).toBeTruthy();
  });

  it('shows the server’s message when the order changed meanwhile (409) and reads the order again', async () => {
    let reads = 0;
    stubApi({
      'GET /api/workorders': () => page([orderRow(1)]),
      'GET /api/workorders/1': () => (reads++ === 0 ? orderDetail(1) : orderDetail(1, { state: 'cancelled', stateName: '已取消', version: 5 })),
      'POST /api/workorders/1/urge': () => refusal(409, '工单已被他人处理，请刷新后重试', 'workorders.version_changed'),
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardScreen {...props} />);
    await user.click(await screen.findByTestId('wo-row-1'));
    await user.click(await screen.findByTestId('wo-action-urge'));
    await user.click(await screen.findByTestId('wo-step-submit'));
    expect((await screen.findByTestId('wo-step-error')).textContent).toBe('工单已被他人处理，请刷新后重试');
    await waitFor(() => expect(screen.getByTestId('wo-detail-state').textContent).toBe('已取消'));
    expect(screen.queryByTestId('wo-step-dialog')).toBeNull();
    expect(screen.queryByTestId('wo-action-urge')).toBeNull();
  });

  it('shows the 派工单 typed before the work orders in the 历史派工单 tab (the record screen, as usable as the board)', async () => {
    stubApi({ 'GET /api/workorders': () => page([]) });
    const asked: string[] = [];
    const Records = ({ title, readOnly }: ScreenProps) => <p data-testid="embedded-records">{`${title} ${readOnly ? '只读' : '可编辑'}`}</p>;
    const user = userEvent.setup();
    renderWithProviders(
      <ScreenLookupProvider value={(component) => (asked.push(component), component === 'record/dispatch/index' ? Records : null)}>
        <BoardScreen {...props} />
      </ScreenLookupProvider>,
    );
    await user.click(await screen.findByTestId('wo-tab-history'));
    expect((await screen.findByTestId('embedded-records')).textContent).toBe('历史派工单 可编辑');
    expect(asked).toContain('record/dispatch/index');
  });
});

describe('派工管理: 时效统计', { timeout: 30_000 }, () => {
  it('shows per team the orders in and out of time and the open overdue ones, narrowed to a team', async () => {
    const row = (
      teamId: number | null,
      teamName: string,
      finished: number,
      inTime: number,
      share: string | null,
      open: number,
      overdue: number,
    ) => ({ teamId, teamName, finished, inTime, outOfTime: finished - inTime, inTimeShare: share, open, overdue });
    const calls = stubApi({
      'GET /api/workorders': () => page([]),
      'GET /api/workorders/teams': () => [team],
      'GET /api/workorders/sla-report': () => ({
        dateFrom: '2026-03-01',
        dateTo: '2026-03-31',
        rows: [row(5, '水电维修班', 3, 1, '33.3', 1, 1), row(null, '未分班组', 0, 0, null, 2, 0)],
        total: { finished: 3, inTime: 1, outOfTime: 2, inTimeShare: '33.3', open: 3, overdue: 1 },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<BoardScreen {...props} />);
    await user.click(screen.getByTestId('wo-tab-sla'));
    const rows = await screen.findAllByTestId('wo-sla-row');
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['水电维修班', '3', '1', '2', '33.3', '1', '1'],
      ['未分班组', '0', '0', '0', '—', '2', '0'],
    ]);
    expect(screen.getByTestId('wo-sla-total').textContent).toBe('合计31233.331');
    await pick(user, 'wo-sla-team', '水电维修班');
    await waitFor(() =>
      expect(
        Object.fromEntries(calls.filter((c) => c.path === '/api/workorders/sla-report').at(-1)?.query ?? []),
      ).toMatchObject({ teamId: '5' }),
    );
  });
});
