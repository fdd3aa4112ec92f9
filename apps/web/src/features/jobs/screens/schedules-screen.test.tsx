import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { json } from '../../../test/responses';
import { stubApi } from '../../../test/stub-api';
import { DialogAnswer, estates, schedule } from '../test-api';
import SchedulesScreen from './schedules-screen';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const props = { menuId: 1, title: '定时任务', readOnly: false };
const items = [
  { id: 11, label: '物业服务费' },
  { id: 12, label: '水费' },
];
const badRequest = (msg: string, details: { path: string; message: string }[]) => json(400, { code: 400, msg, errorCode: 'jobs.bad_schedule', details });

describe('定时任务', { timeout: 20_000 }, () => {
  it('lists the rule in words, the next firing in China time and the last result', async () => {
    stubApi({
      'GET /api/job-schedules': () => [
        schedule(),
        schedule({ id: 5, kind: 'depreciation', title: '固定资产折旧', rule: { frequency: 'monthly', day: 0, time: '23:00' }, params: {}, estateName: null, nextFireAt: '2026-11-30T15:00:00.000Z', lastJobId: 9, lastJobState: 'failed', enabled: false }),
        schedule({ id: 6, title: '每日', rule: { frequency: 'daily', time: '02:00' }, nextFireAt: '2026-11-29T18:00:00.000Z', lastJobId: 10, lastJobState: 'done' }),
      ],
    });
    renderWithProviders(<SchedulesScreen {...props} />);
    const [bill, depreciation, daily] = (await screen.findAllByTestId('schedule-row')) as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(bill).getByTestId('schedule-rule').textContent).toBe('每月5日 08:00');
    expect(within(bill).getByText('每月计费')).toBeTruthy();
    expect(within(bill).getByText('阳光花园')).toBeTruthy();
    expect(within(bill).getByTestId('schedule-next').textContent).toBe('2026-12-05 08:00');
    expect(within(bill).getByTestId('schedule-last').textContent).toBe('未执行');
    expect(within(bill).getByTestId('schedule-enabled-state').textContent).toBe('启用');
    expect(within(depreciation).getByTestId('schedule-rule').textContent).toBe('每月月末 23:00');
    expect(within(depreciation).getByText('月末折旧')).toBeTruthy();
    expect(within(depreciation).getByTestId('schedule-next').textContent).toBe('2026-11-30 23:00');
    expect(within(depreciation).getByTestId('schedule-last').textContent).toBe('失败');
    expect(within(depreciation).getByTestId('schedule-enabled-state').textContent).toBe('停用');
    expect(within(daily).getByTestId('schedule-rule').textContent).toBe('每天 02:00');
    expect(within(daily).getByTestId('schedule-next').textContent).toBe('2026-11-30 02:00');
    expect(within(daily).getByTestId('schedule-last').textContent).toBe('已完成');
  });

  it('creates a monthly bill run on the 1st for an estate and some items', async () => {
    const calls = stubApi({
      'GET /api/job-schedules': () => [],
      'GET /api/common/estates': () => estates,
      'GET /api/records/charge-item/options': () => items,
      'POST /api/job-schedules': () => schedule(),
    });
    const user = userEvent.setup();
    renderWithProviders(<SchedulesScreen {...props} />);
    await user.click(await screen.findByTestId('schedule-add'));
    const form = await screen.findByTestId('schedule-form');
    await user.type(within(form).getByTestId('schedule-title'), '滨江名苑月初计费');
    await user.click(within(form).getByTestId('schedule-day'));
    await user.click(await screen.findByRole('option', { name: '1日', hidden: true }));
    await user.clear(within(form).getByTestId('schedule-time-hours'));
    await user.type(within(form).getByTestId('schedule-time-hours'), '07');
    await user.clear(within(form).getByTestId('schedule-time-minutes'));
    await user.type(within(form).getByTestId('schedule-time-minutes'), '30');
    await user.click(within(form).getByTestId('schedule-estate'));
    await user.click(await screen.findByRole('option', { name: '滨江名苑', hidden: true }));
    await user.click(within(form).getByTestId('schedule-items'));
    await user.click(await screen.findByRole('option', { name: '物业服务费', hidden: true }));
    await user.click(within(form).getByTestId('schedule-save'));
    await waitFor(() => expect(screen.queryByTestId('schedule-form')).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      kind: 'bill_run',
      title: '滨江名苑月初计费',
      rule: { frequency: 'monthly', day: 1, time: '07:30' },
      params: { estateId: 2, itemIds: [11] },
      enabled: true,
    });
  });

  it('shows the server\'s refusals at their fields and keeps the form open', async () => {
    stubApi({
      'GET /api/job-schedules': () => [],
      'GET /api/common/estates': () => estates,
      'POST /api/job-schedules': () => badRequest('请选择楼盘', [{ path: 'params.estateId', message: '请选择楼盘' }, { path: 'rule.time', message: '时间格式须为 HH:mm' }]),
    });
    const user = userEvent.setup();
    renderWithProviders(<SchedulesScreen {...props} />);
    await user.click(await screen.findByTestId('schedule-add'));
    const form = await screen.findByTestId('schedule-form');
    await user.click(within(form).getByTestId('schedule-save'));
    expect(await within(form).findByText('请选择楼盘')).toBeTruthy();
    expect(within(form).getByText('时间格式须为 HH:mm')).toBeTruthy();
  });

  it('shows 该类型的定时任务暂不可用 at 类型 for a kind the server cannot run yet', async () => {
    const calls = stubApi({
      'GET /api/job-schedules': () => [],
      'POST /api/job-schedules': () => badRequest('该类型的定时任务暂不可用', [{ path: 'kind', message: '该类型的定时任务暂不可用' }]),
    });
    const user = userEvent.setup();
    renderWithProviders(<SchedulesScreen {...props} />);
    await user.click(await screen.findByTestId('schedule-add'));
    const form = await screen.findByTestId('schedule-form');
    await user.click(within(form).getByTestId('schedule-kind'));
    await user.click(await screen.findByRole('option', { name: '月末折旧', hidden: true }));
    expect(within(form).queryByTestId('schedule-estate')).toBeNull();
    await user.click(within(within(form).getByTestId('schedule-frequency')).getByText('每天'));
    expect(within(form).queryByTestId('schedule-day')).toBeNull();
    await user.type(within(form).getByTestId('schedule-title'), '折旧');
    await user.click(within(form).getByTestId('schedule-save'));
    expect(await within(form).findByText('该类型的定时任务暂不可用')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ kind: 'depreciation', rule: { frequency: 'daily', time: '08:00' }, params: {} });
  });

  it('edits a schedule with its saved values', async () => {
    const calls = stubApi({
      'GET /api/job-schedules': () => [schedule({ rule: { frequency: 'monthly', day: 0, time: '23:00' } })],
      'GET /api/common/estates': () => estates,
      'PUT /api/job-schedules/4': () => schedule(),
    });
    const user = userEvent.setup();
    renderWithProviders(<SchedulesScreen {...props} />);
    await user.click(await screen.findByTestId('schedule-edit'));
    const form = await screen.findByTestId('schedule-form');
    expect(within(form).getByTestId<HTMLInputElement>('schedule-title').value).toBe('阳光花园每月计费');
    expect(within(form).getByTestId<HTMLInputElement>('schedule-day').value).toBe('月末');
    await user.click(within(form).getByTestId('schedule-enabled'));
    await user.click(within(form).getByTestId('schedule-save'));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 4, enabled: false, rule: { frequency: 'monthly', day: 0, time: '23:00' }, params: { estateId: 1 } }));
  });

  it('deletes only after the confirmation', async () => {
    const calls = stubApi({ 'GET /api/job-schedules': () => [schedule()], 'DELETE /api/job-schedules/4': () => ({ id: 4 }) });
    const asked = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<><SchedulesScreen {...props} /><DialogAnswer answer={false} onAsked={asked} /></>);
    await user.click(await screen.findByTestId('schedule-delete'));
    await waitFor(() => expect(asked).toHaveBeenCalledWith(expect.stringContaining('阳光花园每月计费')));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    unmount();

    renderWithProviders(<><SchedulesScreen {...props} /><DialogAnswer answer /></>);
    await user.click(await screen.findByTestId('schedule-delete'));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/job-schedules/4')).toBe(true));
  });

  it('offers no changes on a read-only menu item', async () => {
    stubApi({ 'GET /api/job-schedules': () => [schedule()] });
    renderWithProviders(<SchedulesScreen {...props} readOnly />);
    await screen.findByTestId('schedule-row');
    expect(screen.queryByTestId('schedule-add')).toBeNull();
    expect(screen.queryByTestId('schedule-edit')).toBeNull();
    expect(screen.queryByTestId('schedule-delete')).toBeNull();
  });
});
