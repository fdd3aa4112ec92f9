import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { estates, stubApi } from '../test-api';
import ServiceBillingScreen from './service-billing-screen';

beforeAll(async () => {
  await prepareDom();
  // jsdom has no scrolling; Mantine's combobox scrolls the selected option into view.
  if (!('scrollIntoView' in Element.prototype))
    Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const emptyPage = { total: 0, page: 1, size: 20, rows: [] };
const order = {
  id: 41,
  number: 'GD20260302001',
  houseId: 11,
  houseName: '1栋0101',
  content: '更换水龙头',
  finishedAt: '2026-03-02T04:00:00.000Z',
  labour: '65.00',
  materials: '13.35',
  total: '78.35',
};
const run = {
  id: 9,
  estateId: 1,
  estateName: '安居花园',
  kind: 'service',
  periodFrom: '2026-03',
  periodTo: '2026-03',
  dateFrom: null,
  dateTo: null,
  state: 'done',
  total: 1,
  done: 1,
  linesCreated: 1,
  linesSkipped: 0,
  amount: '78.35',
  error: null,
  createdByName: '计费员',
  createdAt: '2026-03-02T05:00:00.000Z',
  finishedAt: '2026-03-02T05:00:01.000Z',
};

async function choose(user: ReturnType<typeof userEvent.setup>, testId: string, option: string) {
  await user.click(await screen.findByTestId(testId));
  await user.click(await screen.findByRole('option', { name: option, hidden: true }));
}

describe('服务计费', { timeout: 30_000 }, () => {
  it("lists an estate's finished 有偿服务 orders with exact figures and bills the chosen ones as a service run", async () => {
    const calls = stubApi({
      'GET /api/common/estates': () => estates,
      'GET /api/records/charge-item/options': () => [{ id: 5, label: '特约服务' }],
      'POST /api/charging/service/work-orders': () => ({ total: 1, page: 1, size: 20, rows: [order] }),
      'POST /api/charging/runs/list': () => emptyPage,
      'POST /api/charging/runs': () => run,
      'GET /api/charging/runs/9': () => run,
      'GET /api/records/dispatch': () => emptyPage,
    });
    const user = userEvent.setup();
    renderWithProviders(<ServiceBillingScreen menuId={1} title="服务计费" readOnly={false} />);
    expect(await screen.findByText('请先选择楼盘')).toBeTruthy();
    await choose(user, 'estate-select', '安居花园');
    expect(await screen.findByText('GD20260302001')).toBeTruthy();
    for (const figure of ['65.00', '13.35', '78.35']) expect(screen.getByText(figure)).toBeTruthy();
    await choose(user, 'item-select', '特约服务');
    await user.click(screen.getByRole('checkbox', { name: '选择 GD20260302001' }));
    await user.click(screen.getByTestId('service-run'));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/charging/runs')).toBe(true));
    expect(calls.find((c) => c.path === '/api/charging/runs')?.body).toEqual({
      estateId: 1,
      kind: 'service',
      periodFrom: expect.any(String),
      workOrderIds: [41],
      serviceItemId: 5,
    });
  });

  it('pages either table; another source or estate starts again at page 1, and the ticks go', async () => {
    // 45 orders of each kind: 3 pages of 20, a row a page named after it
    const calls = stubApi({
      'GET /api/common/estates': () => [...estates, { id: 2, code: 'E02', name: '翠湖天地' }],
      'POST /api/charging/service/work-orders': (call) => {
        const p = (call.body as { page: number }).page;
        return { total: 45, page: p, size: 20, rows: [{ ...order, id: 40 + p, number: `GD-${p}` }] };
      },
      'GET /api/records/dispatch': (call) => {
        const p = Number(call.query.get('page'));
        return { total: 45, page: p, size: 20, rows: [{ id: 500 + p, orderNo: `PG-${p}`, content: '', labels: {} }] };
      },
      'POST /api/charging/runs/list': () => emptyPage,
    });
    const billed = () => calls.filter((c) => c.path === '/api/charging/service/work-orders').at(-1)?.body;
    const dispatched = () => Object.fromEntries(calls.filter((c) => c.path === '/api/records/dispatch').at(-1)?.query ?? []);
    const user = userEvent.setup();
    renderWithProviders(<ServiceBillingScreen menuId={1} title="服务计费" readOnly={false} />);
    await choose(user, 'estate-select', '安居花园');
    expect(await screen.findByText('GD-1')).toBeTruthy();
    expect(screen.getByText('共 45 条')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '3' }));
    expect(await screen.findByText('GD-3')).toBeTruthy();
    expect(billed()).toEqual({ estateId: 1, page: 3, size: 20 });
    await user.click(screen.getByRole('checkbox', { name: '选择 GD-3' }));
    expect(screen.getByTestId('service-run').textContent).toBe('计费（1 单）');

    await user.click(screen.getByText('历史派工单·已完成'));
    expect(await screen.findByText('PG-1')).toBeTruthy();
    expect(dispatched()).toEqual({ status: '3', page: '1', size: '20', sort: 'finishedAt', order: 'desc' });
    expect(screen.getByTestId('service-run').textContent).toBe('计费（0 单）');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('PG-2')).toBeTruthy();
    await user.click(screen.getByText('历史派工单·已回访'));
    await waitFor(() => expect(dispatched()).toEqual({ status: '4', page: '1', size: '20', sort: 'finishedAt', order: 'desc' }));
    expect(await screen.findByText('PG-1')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('PG-2')).toBeTruthy();
    // the 历史派工单 are not per estate, yet another estate is page 1 again
    await choose(user, 'estate-select', '翠湖天地');
    expect(await screen.findByText('PG-1')).toBeTruthy();

    await user.click(screen.getByText('有偿服务工单'));
    await waitFor(() => expect(billed()).toEqual({ estateId: 2, page: 1, size: 20 }));
    expect(await screen.findByText('GD-1')).toBeTruthy();
  });
});
