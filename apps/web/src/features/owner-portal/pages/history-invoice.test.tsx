import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { prepareDom } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { me, openPortal } from '../test-portal';

beforeAll(prepareDom);
beforeEach(() => {
  localStorage.clear();
  localStorage.setItem('ownerToken', 'owner-tok');
});
afterEach(() => vi.unstubAllGlobals());

const WAIT = { timeout: 5_000 };
const paid = {
  total: 1,
  page: 1,
  size: 10,
  rows: [
    {
      paymentId: 71,
      receiptId: 9,
      receiptNo: 'SJ2026000009',
      paidAt: '2026-11-20T02:00:00.000Z',
      day: '2026-11-20',
      total: '530.00',
      lateFee: '0.00',
      methodNames: '微信线上',
      items: [{ itemName: '物业服务费', period: '2026-11', amount: '530.00' }],
      reversed: false,
    },
  ],
};
const invoice = (over: Record<string, unknown> = {}) => ({
  id: 5,
  direction: 'blue',
  state: 'issuing',
  stateText: '开具中',
  buyerType: 'company',
  buyerName: '上海某某科技有限公司',
  failReason: '',
  gross: '530.00',
  invoiceNumber: null,
  createdAt: '2026-11-20T02:05:00.000Z',
  issuedAt: null,
  hasPdf: false,
  ...over,
});

describe('缴费记录: 开发票', { timeout: 30_000 }, () => {
  it('asks for a company invoice with the title and tax id, shows the platform refusing a bad one, then the state and number', async () => {
    let asked = 0;
    const calls = stubApi({
      'GET /api/owner/me': () => me(),
      'GET /api/owner/houses/11/payments': () => paid,
      'GET /api/owner/payments/71/invoices': () => (asked > 1 ? [invoice({ state: 'issued', stateText: '已开具', invoiceNumber: '26312000000000012345', hasPdf: true })] : []),
      'POST /api/owner/payments/71/invoices': () => {
        asked++;
        return asked === 1 ? refusal(400, '购买方纳税人识别号格式不正确', 'invoices.buyer') : [invoice()];
      },
    });
    const user = userEvent.setup();
    openPortal('/owner/history');
    await user.click(await screen.findByTestId('owner-paid-invoice-71', {}, WAIT));
    const form = await screen.findByTestId('owner-invoice-form-71', {}, WAIT);
    expect(within(form).getByTestId<HTMLInputElement>('owner-invoice-name').value).toBe('张三');
    await user.click(within(form).getByText('单位'));
    const name = within(form).getByTestId('owner-invoice-name');
    await user.clear(name);
    await user.type(name, '上海某某科技有限公司');
    await user.type(within(form).getByTestId('owner-invoice-tax-id'), '123');
    await user.click(within(form).getByTestId('owner-invoice-submit'));
    expect((await screen.findByTestId('owner-invoice-error', {}, WAIT)).textContent).toBe('购买方纳税人识别号格式不正确');
    const sent = calls.filter((c) => c.method === 'POST');
    expect(sent[0]!.body).toEqual({ buyer: { kind: 'company', name: '上海某某科技有限公司', taxId: '123' } });

    const taxId = within(form).getByTestId('owner-invoice-tax-id');
    await user.clear(taxId);
    await user.type(taxId, '91440300708461136t');
    await user.click(within(form).getByTestId('owner-invoice-submit'));
    expect((await screen.findByTestId('owner-invoice-state', {}, WAIT)).textContent).toBe('开具中');
    expect(calls.filter((c) => c.method === 'POST')[1]!.body).toEqual({ buyer: { kind: 'company', name: '上海某某科技有限公司', taxId: '91440300708461136T' } });
    expect(screen.queryByTestId('owner-invoice-form-71')).toBeNull();

    // the list asks again while the platform works, and shows the number and the download once issued
    expect((await screen.findByTestId('owner-invoice-number', {}, { timeout: 6_000 })).textContent).toBe('发票号码 26312000000000012345');
    expect(screen.getByTestId('owner-invoice-state').textContent).toBe('已开具');
    expect(screen.getByTestId('owner-invoice-pdf')).toBeTruthy();
  });
});
