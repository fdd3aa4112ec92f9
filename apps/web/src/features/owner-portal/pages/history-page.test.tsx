import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { stubApi, type Call } from '../../../test/stub-api';
import { me, openPortal } from '../test-portal';

beforeAll(prepareDom);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', 'owner-tok');
});
afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 5_000 };
const payment = (id: number) => ({
  paymentId: id,
  receiptId: null,
  receiptNo: null,
  paidAt: '2026-11-20T02:00:00.000Z',
  day: '2026-11-20',
  total: '100.00',
  lateFee: '0.00',
  methodNames: '现金',
  items: [{ itemName: '物业服务费', period: '2026-11', amount: '100.00' }],
  reversed: false,
});
// 25 payments, 10 a page (the newest, id 25, first)
const payments = (count: number) => (call: Call) => {
  const page = Number(call.query.get('page'));
  const size = Number(call.query.get('size'));
  const ids = Array.from({ length: count }, (_, i) => count - i).slice((page - 1) * size, page * size);
  return { total: count, page, size, rows: ids.map(payment) };
};

describe('缴费记录: pages', { timeout: 30_000 }, () => {
  it('shows 10 payments a page with the page buttons; another page reads that page', async () => {
    const calls = stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/houses/11/payments': payments(25) });
    const user = userEvent.setup();
    openPortal('/owner/history');
    expect(await screen.findByTestId('owner-paid-25', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByTestId(/^owner-paid-\d+$/)).toHaveLength(10);
    const pages = screen.getByTestId('owner-history-pages');
    await user.click(within(pages).getByRole('button', { name: '3' }));
    expect(await screen.findByTestId('owner-paid-5', {}, WAIT)).toBeTruthy();
    expect(screen.getAllByTestId(/^owner-paid-\d+$/)).toHaveLength(5);
    const asked = calls.filter((c) => c.path === '/api/owner/houses/11/payments').map((c) => Object.fromEntries(c.query));
    expect(asked).toEqual([
      { page: '1', size: '10' },
      { page: '3', size: '10' },
    ]);
    await user.click(within(pages).getByRole('button', { name: '1' }));
    await waitFor(() => expect(screen.queryByTestId('owner-paid-5')).toBeNull());
    expect(screen.getByTestId('owner-paid-25')).toBeTruthy();
  });

  it('shows no page buttons while the payments fit on one page', async () => {
    stubApi({ 'GET /api/owner/me': () => me(), 'GET /api/owner/houses/11/payments': payments(10) });
    openPortal('/owner/history');
    expect(await screen.findByTestId('owner-paid-10', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('owner-history-pages')).toBeNull();
  });
});
