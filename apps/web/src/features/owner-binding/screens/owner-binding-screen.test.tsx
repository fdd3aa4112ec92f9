import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import OwnerBindingScreen from './owner-binding-screen';

beforeAll(async () => {
  await prepareDom();
  // what jsdom lacks for Mantine's combobox (scrolling the chosen option into view)
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => vi.unstubAllGlobals());

const row = (id: number, over: Record<string, unknown> = {}) => ({
  id,
  houseId: 11,
  estateId: 1,
  estateName: '安居花园',
  houseCode: 'H-0101',
  houseName: '1栋0101',
  name: '张三',
  state: 'pending',
  createdAt: '2026-03-01T01:30:00.000Z',
  decidedAt: null,
  reason: null,
  phone: '13800008000',
  idLast4: '123X',
  matchesRecord: true,
  decidedByName: null,
  ...over,
});
const page = (rows: unknown[]) => ({ total: rows.length, page: 1, size: 20, rows });
const open = () => renderWithProviders(<OwnerBindingScreen menuId={1299} title="业主认证" readOnly={false} />);

describe('客服中心 → 业主认证', { timeout: 30_000 }, () => {
  it('lists the pending applications first with whether they match the records', async () => {
    const calls = stubApi({
      'GET /api/service/owner-bindings': () => page([row(1), row(2, { name: '李四', matchesRecord: false, idLast4: '0000' })]),
      'GET /api/common/estates': () => [{ id: 1, code: 'E01', name: '安居花园' }],
    });
    open();
    const first = await screen.findByTestId('binding-row-1');
    expect(within(first).getByText('安居花园')).toBeTruthy();
    expect(first.textContent).toContain('H-0101 1栋0101');
    expect(first.textContent).toContain('13800008000');
    expect(first.textContent).toContain('123X');
    expect(first.textContent).toContain('2026-03-01 09:30');
    expect(within(first).getByText('一致')).toBeTruthy();
    expect(within(screen.getByTestId('binding-row-2')).getByText('不一致')).toBeTruthy();
    const list = calls.find((c) => c.path === '/api/service/owner-bindings');
    expect(list?.query.get('state')).toBe('pending');
    expect(list?.query.get('page')).toBe('1');
  });

  it('通过 approves at once; 驳回 asks the reason first and sends it', async () => {
    const calls = stubApi({
      'GET /api/service/owner-bindings': () => page([row(1)]),
      'POST /api/service/owner-bindings/1/approve': () => row(1, { state: 'approved', decidedByName: '王客服' }),
      'POST /api/service/owner-bindings/1/reject': () => row(1, { state: 'rejected', reason: '证件号码不符' }),
    });
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByTestId('binding-approve-1'));
    await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/service/owner-bindings/1/approve')).toBe(true));
    expect(calls.find((c) => c.path === '/api/service/owner-bindings/1/approve')?.body).toEqual({});

    await user.click(screen.getByTestId('binding-reject-1'));
    await user.click(await screen.findByTestId('binding-reason-confirm'));
    expect((await screen.findByTestId('binding-reason-error')).textContent).toBe('请填写原因');
    expect(calls.some((c) => c.path.endsWith('/reject'))).toBe(false);
    await user.type(screen.getByTestId('binding-reason-input'), '证件号码不符');
    await user.click(screen.getByTestId('binding-reason-confirm'));
    await vi.waitFor(() => expect(calls.find((c) => c.path === '/api/service/owner-bindings/1/reject')?.body).toEqual({ reason: '证件号码不符' }));
  });

  it('撤销 an approved one with a reason; a refusal stays in the dialog', async () => {
    const calls = stubApi({
      'GET /api/service/owner-bindings': () => page([row(3, { state: 'approved', decidedByName: '王客服', decidedAt: '2026-03-02T02:00:00.000Z' })]),
      'POST /api/service/owner-bindings/3/revoke': () => refusal(409, '该认证已撤销', 'owner.binding_decided'),
    });
    const user = userEvent.setup();
    open();
    const approved = await screen.findByTestId('binding-row-3');
    expect(approved.textContent).toContain('王客服');
    expect(within(approved).queryByTestId('binding-approve-3')).toBeNull();
    await user.click(within(approved).getByTestId('binding-revoke-3'));
    await user.type(await screen.findByTestId('binding-reason-input'), '房屋已过户');
    await user.click(screen.getByTestId('binding-reason-confirm'));
    expect((await screen.findByTestId('binding-reason-error')).textContent).toBe('该认证已撤销');
    expect(calls.find((c) => c.path === '/api/service/owner-bindings/3/revoke')?.body).toEqual({ reason: '房屋已过户' });
  });

  it('filters by state, estate and a word', async () => {
    const calls = stubApi({
      'GET /api/service/owner-bindings': () => page([]),
      'GET /api/common/estates': () => [{ id: 1, code: 'E01', name: '安居花园' }],
    });
    const user = userEvent.setup();
    open();
    expect((await screen.findByTestId('table-state')).textContent).toBe('暂无认证申请');
    await user.click(screen.getByTestId('binding-state-filter'));
    await user.click(await screen.findByRole('option', { name: '全部', hidden: true }));
    await vi.waitFor(() => expect(calls.at(-1)?.query.has('state')).toBe(false));
    await user.type(screen.getByTestId('binding-search'), '0101');
    await vi.waitFor(() => expect(calls.at(-1)?.query.get('q')).toBe('0101'));
  });
});
