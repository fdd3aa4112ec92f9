import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { paid, refuse, stubApi } from '../test-api';
import { ResultDialog } from './result-dialog';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

const answered = (over: Record<string, unknown> = {}) => ({
  requests: [
    {
      id: 61, direction: 'blue', blueRequestId: null, paymentId: 501, receiptNumber: 'SJ2026000001', houseId: 11, houseName: '1栋0101', itemId: null,
      buyerType: 'company', buyerName: '上海安居科技有限公司', buyerTaxId: '91310115MA1K4PM3XC', state: 'pending', stateText: '待开具', failReason: '',
      requestNo: 'FP260301000000000061', net: '776.79', tax: '46.61', gross: '823.40', invoiceNumber: null, createdAt: '2026-03-01T01:30:00.000Z',
      lines: [], invoice: null, redLetter: null, ...over,
    },
  ],
});

describe('开具发票 at the counter', { timeout: 30_000 }, () => {
  it('by default asks for the owner as buyer (no buyer sent) and shows the request’s state', async () => {
    const calls = stubApi({ 'POST /api/invoices/requests': () => answered({ buyerType: 'person', buyerName: '张三', buyerTaxId: '' }) });
    const user = userEvent.setup();
    renderWithProviders(<ResultDialog payment={paid()} ownerName="张三" onClose={() => undefined} />);
    await user.click(await screen.findByTestId('invoice-open'));
    expect(screen.getByText('购买方为当前业主（张三）')).toBeTruthy();
    await user.click(screen.getByTestId('invoice-submit'));
    expect((await screen.findByTestId('invoice-answer-state-61')).textContent).toBe('待开具');
    expect(calls.find((c) => c.path === '/api/invoices/requests')?.body).toEqual({ paymentId: 501 });
  });

  it('a 单位 buyer needs its tax id before anything is sent; the title starts as the owner’s name', async () => {
    const calls = stubApi({ 'POST /api/invoices/requests': () => answered() });
    const user = userEvent.setup();
    renderWithProviders(<ResultDialog payment={paid()} ownerName="张三" onClose={() => undefined} />);
    await user.click(await screen.findByTestId('invoice-open'));
    await user.click(screen.getByTestId('invoice-use-owner'));
    const name = screen.getByTestId<HTMLInputElement>('invoice-buyer-name');
    expect(name.value).toBe('张三');
    await user.click(screen.getByText('单位'));
    await user.click(screen.getByTestId('invoice-submit'));
    expect((await screen.findByTestId('invoice-problem')).textContent).toBe('单位须填写纳税人识别号');
    expect(calls.some((c) => c.path === '/api/invoices/requests')).toBe(false);

    await user.clear(name);
    await user.type(name, '上海安居科技有限公司');
    await user.type(screen.getByTestId('invoice-buyer-tax-id'), '91310115ma1k4pm3xc');
    await user.click(screen.getByTestId('invoice-submit'));
    await screen.findByTestId('invoice-answer');
    expect(calls.find((c) => c.path === '/api/invoices/requests')?.body).toEqual({ paymentId: 501, buyer: { kind: 'company', name: '上海安居科技有限公司', taxId: '91310115ma1k4pm3xc' } });
  });

  it('shows the server’s refusal (a wrong tax id, nothing left to invoice)', async () => {
    stubApi({ 'POST /api/invoices/requests': () => refuse(422, '购买方纳税人识别号不正确', 'invoices.buyer') });
    const user = userEvent.setup();
    renderWithProviders(<ResultDialog payment={paid()} ownerName="张三" onClose={() => undefined} />);
    await user.click(await screen.findByTestId('invoice-open'));
    await user.click(screen.getByTestId('invoice-submit'));
    await waitFor(() => expect(screen.getByTestId('invoice-problem').textContent).toBe('购买方纳税人识别号不正确'));
  });
});
