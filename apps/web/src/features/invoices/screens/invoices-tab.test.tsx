import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { DialogAnswer, refusal, requestDetail, requestRow, stubApi } from '../test-api';
import InvoicesTab from './invoices-tab';

beforeAll(async () => {
  await prepareDom();
  if (!('scrollIntoView' in Element.prototype)) Object.defineProperty(Element.prototype, 'scrollIntoView', { value: () => undefined, configurable: true });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const props = { menuId: 0, title: '发票管理', readOnly: false };
const page = (rows: unknown[]) => ({ total: rows.length, page: 1, size: 20, rows });

describe('发票管理 in 结算汇总', { timeout: 30_000 }, () => {
  it('lists blue and red requests with their states, the failed one with the platform’s reason, and filters by state', async () => {
    const calls = stubApi({
      'POST /api/invoices/requests/list': () =>
        page([
          requestRow(1),
          requestRow(2, { state: 'failed', stateText: '失败', failReason: '购方税号有误', invoiceNumber: null, buyerType: 'company', buyerName: '上海某某公司', buyerTaxId: '91310115MA1K4PM3XC' }),
          requestRow(3, { direction: 'red', blueRequestId: 1, state: 'issuing', stateText: '开具中', gross: '-823.40', tax: '-46.61', net: '-776.79', invoiceNumber: null }),
        ]),
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesTab {...props} />);
    const issued = await screen.findByTestId('invoice-row-1');
    expect(within(issued).getByTestId('invoice-state-1').textContent).toBe('已开具');
    expect(issued.textContent).toContain('蓝字');
    expect(issued.textContent).toContain('26312000000000000001');
    expect(issued.textContent).toContain('823.40');
    const failed = screen.getByTestId('invoice-row-2');
    expect(within(failed).getByTestId('invoice-state-2').textContent).toBe('失败');
    expect(within(failed).getByTestId('invoice-fail-2').textContent).toBe('购方税号有误');
    expect(failed.textContent).toContain('单位 91310115MA1K4PM3XC');
    const red = screen.getByTestId('invoice-row-3');
    expect(red.textContent).toContain('红字');
    expect(red.textContent).toContain('-823.40');
    expect(within(red).getByTestId('invoice-state-3').textContent).toBe('开具中');

    await user.click(screen.getByTestId('invoice-filter-state'));
    await user.click(await screen.findByRole('option', { name: '失败', hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/invoices/requests/list' && (c.body as { state?: string }).state === 'failed')).toBe(true));
  });

  it('shows the empty list and a refusal', async () => {
    stubApi({ 'POST /api/invoices/requests/list': () => page([]) });
    const { unmount } = renderWithProviders(<InvoicesTab {...props} />);
    expect(await screen.findByText('没有开票申请')).toBeTruthy();
    unmount();
    stubApi({ 'POST /api/invoices/requests/list': () => refusal(403, '没有权限', 'auth.forbidden') });
    renderWithProviders(<InvoicesTab {...props} />);
    expect((await screen.findByTestId('table-state')).textContent).toBe('没有权限');
  });

  it('opens the detail with lines (含税金额/金额/税额/税率), the number and date, and downloads the PDF through the server', async () => {
    const calls = stubApi({
      'POST /api/invoices/requests/list': () => page([requestRow(1)]),
      'GET /api/invoices/requests/1': () => requestDetail(1),
      'GET /api/invoices/requests/1/file/pdf': () => new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), { status: 200 }),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:invoice');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithProviders(<InvoicesTab {...props} />);
    await user.click(await screen.findByTestId('invoice-open-1'));
    const line = await screen.findByTestId('invoice-line-72');
    expect([...line.querySelectorAll('td')].map((td) => td.textContent)).toEqual(['2', '水费', '1100301010000000000', '206.06', '189.05', '17.01', '9%']);
    expect(screen.getByTestId('invoice-line-71').textContent).toContain('6%');
    expect(screen.getByTestId('invoice-detail-number').textContent).toBe('26312000000000000001');
    expect(screen.getByTestId('invoice-detail-issued').textContent).toBe('2026-03-01 09:31');
    expect(screen.queryByTestId('invoice-refresh')).toBeNull();
    await user.click(screen.getByTestId('invoice-file-pdf'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(1));
    expect((saved.mock.contexts[0] as HTMLAnchorElement).download).toBe('发票26312000000000000001.pdf');
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/invoices/requests/1/file/pdf')).toBe(true);
  });

  it('shows a download the platform refused in the server’s words', async () => {
    stubApi({
      'POST /api/invoices/requests/list': () => page([requestRow(1)]),
      'GET /api/invoices/requests/1': () => requestDetail(1),
      'GET /api/invoices/requests/1/file/ofd': () => refusal(502, '开票平台暂时无法提供发票文件，请稍后再试', 'invoices.platform'),
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesTab {...props} />);
    await user.click(await screen.findByTestId('invoice-open-1'));
    await user.click(await screen.findByTestId('invoice-file-ofd'));
    expect((await screen.findByTestId('invoice-drawer-error')).textContent).toBe('开票平台暂时无法提供发票文件，请稍后再试');
  });

  it('refreshes a request being issued, and shows a red request’s 确认单', async () => {
    const calls = stubApi({
      'POST /api/invoices/requests/list': () => page([requestRow(3, { direction: 'red', state: 'issuing', stateText: '开具中' })]),
      'GET /api/invoices/requests/3': () =>
        requestDetail(3, { direction: 'red', blueRequestId: 1, state: 'issuing', stateText: '开具中', invoice: null, invoiceNumber: null, redLetter: { reason: '3', partial: true, billId: 'FP1', billNo: '31000000000000000001', state: '02', stateText: '待购方确认', net: '-100.00', tax: '-6.00' } }),
      'POST /api/invoices/requests/3/refresh': () => requestDetail(3, { direction: 'red', state: 'issued', stateText: '已开具' }),
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesTab {...props} />);
    await user.click(await screen.findByTestId('invoice-open-3'));
    const letter = await screen.findByTestId('invoice-red-letter');
    expect(letter.textContent).toContain('31000000000000000001');
    expect(within(letter).getByTestId('invoice-red-letter-state').textContent).toBe('待购方确认');
    expect(letter.textContent).toContain('服务中止');
    expect(letter.textContent).toContain('部分冲红');
    expect(screen.queryByTestId('invoice-file-pdf')).toBeNull();
    await user.click(screen.getByTestId('invoice-refresh'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/invoices/requests/3/refresh')).toBe(true));
  });

  it('冲红 asks for confirmation: declined sends nothing; a partial red sends the reason and the lines', async () => {
    const routes = {
      'POST /api/invoices/requests/list': () => page([requestRow(1)]),
      'GET /api/invoices/requests/1': () => requestDetail(1),
      'POST /api/invoices/requests/1/red': () => requestDetail(5, { direction: 'red' }),
    };
    const calls = stubApi(routes);
    const asked = vi.fn();
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<><InvoicesTab {...props} /><DialogAnswer answer={false} onAsked={asked} /></>);
    await user.click(await screen.findByTestId('invoice-open-1'));
    await user.click(await screen.findByTestId('invoice-red'));
    await user.click(screen.getByTestId('invoice-red-submit'));
    await waitFor(() => expect(asked).toHaveBeenCalledWith('将为发票 26312000000000000001 全额开具红字发票，是否继续？'));
    expect(calls.some((c) => c.path.endsWith('/red'))).toBe(false);
    unmount();

    const sent = stubApi(routes);
    renderWithProviders(<><InvoicesTab {...props} /><DialogAnswer answer /></>);
    await user.click(await screen.findByTestId('invoice-open-1'));
    await user.click(await screen.findByTestId('invoice-red'));
    await user.click(screen.getByText('部分冲红'));
    await user.type(screen.getByTestId('invoice-red-amount-72'), '100.00');
    await user.click(screen.getByTestId('invoice-red-confirmed-use'));
    await user.click(screen.getByTestId('invoice-red-submit'));
    await waitFor(() => expect(sent.some((c) => c.method === 'POST' && c.path === '/api/invoices/requests/1/red')).toBe(true));
    expect(sent.find((c) => c.path === '/api/invoices/requests/1/red')?.body).toEqual({ reason: '1', buyerConfirmedUse: true, lines: [{ lineId: 72, gross: '100.00' }] });
  });

  it('批量开票 sends the date range and shows what was created and what was refused', async () => {
    const calls = stubApi({
      'POST /api/invoices/requests/list': () => page([]),
      'POST /api/invoices/requests/bulk': () => ({ created: 2, requests: [7, 8], skipped: [{ paymentId: 9, receiptNumber: 'SJ2026000009', reason: '收费项目“停车费”尚未设置税收分类编码' }] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<InvoicesTab {...props} />);
    await user.click(await screen.findByTestId('invoice-bulk'));
    const answer = await screen.findByTestId('invoice-bulk-answer');
    expect(answer.textContent).toContain('已提交 2 张开票申请，1 笔收款未开票');
    expect(answer.textContent).toContain('SJ2026000009：收费项目“停车费”尚未设置税收分类编码');
    const body = calls.find((c) => c.path === '/api/invoices/requests/bulk')?.body as { from: string; to: string };
    expect(body.from).toMatch(/^\d{4}-\d{2}-01$/);
    expect(body.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('read-only: no 批量开票', async () => {
    stubApi({ 'POST /api/invoices/requests/list': () => page([requestRow(1)]) });
    renderWithProviders(<InvoicesTab {...props} readOnly />);
    await screen.findByTestId('invoice-row-1');
    expect(screen.queryByTestId('invoice-bulk')).toBeNull();
  });
});
