import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import type { WorkOrderDetail } from '../api/workorders';
import { orderDetail, refusal, stubApi } from '../test-api';
import { OrderPage } from './order-page';

const uploads = vi.hoisted(() => ({ ids: [] as number[] }));
vi.mock('../../../shared/upload-file', () => ({
  uploadFile: (file: File) => {
    const id = 601 + uploads.ids.length;
    uploads.ids.push(id);
    return Promise.resolve({ id, name: file.name });
  },
}));

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const held = (over: Partial<WorkOrderDetail>) => orderDetail(7, { handlerId: 22, handlerName: '李秀英', ...over });

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/m/workorders/:id" element={<OrderPage />} />
    </Routes>,
    { route: '/m/workorders/7' },
  );
}

const shownSteps = () => screen.queryAllByTestId(/^m-step-/).map((b) => b.getAttribute('data-testid')?.slice(7));

describe('the technician’s order page (/m/workorders/:id)', { timeout: 30_000 }, () => {
  it.each<[WorkOrderDetail['state'], WorkOrderDetail['kind'], string[]]>([
    ['assigned', 'repair', ['accept', 'return']],
    ['accepted', 'repair', ['arrive', 'pause', 'return']],
    ['accepted', 'complaint', ['arrive', 'pause', 'return', 'finish']],
    ['arrived', 'repair', ['start', 'pause', 'finish']],
    ['working', 'repair', ['pause', 'finish']],
    ['paused', 'repair', ['resume']],
    ['awaiting_payment', 'paid_service', ['return']],
    ['closed', 'repair', []],
  ])('offers the next steps of a %s %s order', async (state, kind, steps) => {
    stubApi({ 'GET /api/workorders/7': () => held({ state, kind }) });
    renderPage();
    await screen.findByTestId('m-order');
    expect(shownSteps()).toEqual(steps);
  });

  it('shows the house with a map link, and 接单 sends the version it showed', async () => {
    const calls = stubApi({
      'GET /api/workorders/7': () => held({ state: 'assigned', stateName: '已派单' }),
      'POST /api/workorders/7/accept': () => held({ state: 'accepted', stateName: '已接单', version: 4 }),
    });
    const user = userEvent.setup();
    renderPage();
    const link = await screen.findByTestId('m-navigate');
    expect(link.getAttribute('href')).toBe(`https://uri.amap.com/search?keyword=${encodeURIComponent('3栋0101')}`);
    await user.click(screen.getByTestId('m-step-accept'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/workorders/7/accept')?.body).toEqual({ version: 3 }));
    await waitFor(() => expect(shownSteps()).toEqual(['arrive', 'pause', 'return']));
  });

  it('退单 of a billed order shows the server’s refusal and reads the order again', async () => {
    let reads = 0;
    const calls = stubApi({
      'GET /api/workorders/7': () => held({ state: 'awaiting_payment', stateName: '待支付', kind: 'paid_service', version: reads++ === 0 ? 3 : 4 }),
      'POST /api/workorders/7/return': () => refusal(409, '该工单已计费，不能退单', 'workorders.billed'),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('m-step-return'));
    await user.type(await screen.findByTestId('wo-step-text'), '业主不认可费用');
    await user.click(screen.getByTestId('wo-step-submit'));
    expect((await screen.findByTestId('m-step-error')).textContent).toBe('该工单已计费，不能退单');
    expect(calls.find((c) => c.path === '/api/workorders/7/return')?.body).toEqual({ version: 3, reason: '业主不认可费用' });
    expect(screen.queryByTestId('wo-step-dialog')).toBeNull();
    await waitFor(() => expect(reads).toBeGreaterThan(1));
  });

  it('完工 sends the uploaded photos’ ids and the lines as decimal text, as typed', async () => {
    uploads.ids = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:photo'), revokeObjectURL: vi.fn() }));
    const calls = stubApi({
      'GET /api/workorders/7': () => held({ state: 'working', stateName: '维修中' }),
      'POST /api/workorders/7/finish': () => held({ state: 'awaiting_rating', stateName: '待评价', version: 6 }),
    });
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByTestId('m-step-finish'));
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    expect(input?.getAttribute('accept')).toBe('image/*');
    expect(input?.getAttribute('capture')).toBe('environment');
    await user.upload(input as HTMLInputElement, [new File(['a'], 'a.png', { type: 'image/png' }), new File(['b'], 'b.png', { type: 'image/png' })]);
    await waitFor(() => expect(screen.getAllByTestId('m-finish-photo').map((p) => p.getAttribute('data-uploaded'))).toEqual(['true', 'true']));
    await user.type(screen.getByTestId('m-finish-note'), '更换阀芯');
    await user.click(screen.getByTestId('m-line-add'));
    await user.type(screen.getByTestId('m-line-name-0'), '阀芯');
    await user.type(screen.getByTestId('m-line-price-0'), '12.35');
    await user.clear(screen.getByTestId('m-line-quantity-0'));
    await user.type(screen.getByTestId('m-line-quantity-0'), '1.50');
    await user.click(screen.getByTestId('m-finish-submit'));
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/workorders/7/finish')?.body).toEqual({
        version: 3,
        photoIds: [601, 602],
        note: '更换阀芯',
        lines: [{ kind: 'material', name: '阀芯', unitPrice: '12.35', quantity: '1.50' }],
      }),
    );
    await waitFor(() => expect(screen.queryByTestId('m-finish-form')).toBeNull());
    expect(shownSteps()).toEqual([]);
  });
});
