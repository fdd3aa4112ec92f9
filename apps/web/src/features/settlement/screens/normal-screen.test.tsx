import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { counter, estates, houses, paid, refuse, sheet, stubApi } from '../test-api';
import { pickHouse, prepareCounterDom } from '../test-dom';
import NormalSettleScreen from './normal-screen';

beforeAll(prepareCounterDom);
afterEach(() => vi.unstubAllGlobals());

const base = {
  'GET /api/common/estates': () => estates,
  'GET /api/common/estate/house/1/0': () => houses,
  'POST /api/settle/counter/house': () => counter,
};

describe('常规结算', { timeout: 30_000 }, () => {
  it('shows the due with late fees, refuses tenders that do not add up, then pays the chosen lines with two tenders', async () => {
    const calls = stubApi({ ...base, 'POST /api/settle/pay': () => paid(), 'POST /api/settle/receipts/901/print': () => sheet() });
    const user = userEvent.setup();
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    // Regular lines only (the service line is 特服's): 617.34 + 8.33 + 205.78.
    expect(await screen.findByTestId('line-1')).toBeTruthy();
    expect(screen.queryByTestId('line-3')).toBeNull();
    expect(screen.getByTestId('pay-late-fee').textContent).toBe('8.33');
    expect(screen.getByTestId('pay-due').textContent).toBe('831.45');
    expect(screen.getByTestId('pay-cash-due').textContent).toBe('831.45');

    const tenders = screen.getByTestId('tenders');
    await user.click(within(tenders).getByRole('button', { name: '+ 增加结算方式' }));
    await user.clear(screen.getByRole('textbox', { name: '金额 1' }));
    await user.type(screen.getByRole('textbox', { name: '金额 1' }), '100');
    await user.type(screen.getByRole('textbox', { name: '金额 2' }), '700');
    await user.click(screen.getByTestId('pay-submit'));
    expect((await screen.findByTestId('tender-error')).textContent).toBe('结算金额合计 800.00 与收款金额 831.45 不一致');
    expect(calls.some((c) => c.path === '/api/settle/pay')).toBe(false);

    await user.clear(screen.getByRole('textbox', { name: '金额 2' }));
    await user.type(screen.getByRole('textbox', { name: '金额 2' }), '731.45');
    await user.type(screen.getByRole('textbox', { name: '凭证号/流水号 2' }), 'WX0001');
    await user.click(screen.getByTestId('pay-submit'));
    // The modal's content mounts after its transition: wait for it, with room for a loaded machine.
    const dialog = await screen.findByTestId('result-dialog', {}, { timeout: 5000 });
    expect((await within(dialog).findByTestId('result-receipt', {}, { timeout: 5000 })).textContent).toBe('收据号：SJ2026000001');
    expect(calls.find((c) => c.path === '/api/settle/pay')?.body).toEqual({
      houseId: 11,
      settleType: '1',
      lineIds: [1, 2],
      total: '831.45',
      tenders: [
        { method: '1', amount: '100.00' },
        { method: '4', amount: '731.45', reference: 'WX0001' },
      ],
      usePrepay: false,
      overpayTo: 'prepay',
      expectedDue: '831.45',
    });

    await user.click(within(dialog).getByTestId('receipt-print'));
    expect((await screen.findByTestId('receipt-words')).textContent).toContain('陆佰贰拾伍元陆角柒分');
    // the print view is the body's own child, not inside the dialog: on paper only it shows, whole
    const view = screen.getByTestId('receipt-view');
    expect(view.parentElement).toBe(document.body);
    expect(dialog.contains(view)).toBe(false);
    await user.click(within(view).getByTestId('receipt-view-close'));
    await waitFor(() => expect(screen.queryByTestId('receipt-view')).toBeNull());
  });

  it('a cash over-tender gives 找零 by default; a card one offers only 预交款 and 存零', async () => {
    const calls = stubApi({ ...base, 'POST /api/settle/pay': () => paid({ total: '831.45', received: '900.00', changeGiven: '68.55' }), 'POST /api/settle/receipts/901/print': () => sheet({ total: '831.45', received: '900.00', changeGiven: '68.55' }) });
    const user = userEvent.setup();
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    await screen.findByTestId('line-1');
    await user.type(screen.getByTestId('pay-received'), '900');
    expect(screen.getByTestId('pay-over').textContent).toBe('多收 68.55');
    const choice = screen.getByTestId('pay-overpay-to');
    expect(within(choice).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['payer', 'prepay', 'change']);
    expect(screen.getByTestId('pay-change').textContent).toBe('68.55');

    await user.click(screen.getByRole('textbox', { name: '结算方式 1' }));
    await user.click(await screen.findByRole('option', { name: '刷卡', hidden: true }));
    expect(within(screen.getByTestId('pay-overpay-to')).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['prepay', 'change']);
    expect(screen.queryByTestId('pay-change')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: '结算方式 1' }));
    await user.click(await screen.findByRole('option', { name: '现金', hidden: true }));
    expect(screen.getByTestId('pay-change').textContent).toBe('68.55');

    await user.click(screen.getByTestId('pay-submit'));
    const dialog = await screen.findByTestId('result-dialog', {}, { timeout: 5000 });
    expect((await within(dialog).findByTestId('result-change', {}, { timeout: 5000 })).textContent).toBe('实收 900.00找零 68.55');
    expect(calls.find((c) => c.path === '/api/settle/pay')?.body).toMatchObject({ total: '900.00', tenders: [{ method: '1', amount: '900.00' }], overpayTo: 'payer', expectedDue: '831.45' });
    await user.click(within(dialog).getByTestId('receipt-print'));
    expect((await screen.findByTestId('receipt-change')).textContent).toBe('实收：900.00  找零：68.55');
  });

  it('逾期天数 counts from the due date as every arrears screen does, not the late fee’s days after grace', async () => {
    // January is due 2026-01-15: 45 days overdue on 2026-03-01; with 30 grace days its fee counts 15.
    const graced = { ...counter, lines: counter.lines.map((l) => (l.id === 1 ? { ...l, lateDays: 15 } : l)) };
    stubApi({ ...base, 'POST /api/settle/counter/house': () => graced });
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />, { route: '/charge/settle-normal?houseId=11' });
    const days = async (id: number) => within(await screen.findByTestId(`line-${id}`)).getAllByRole('cell')[5]!.textContent;
    expect(await days(1)).toBe('45');
    expect(await days(2)).toBe('14');
    expect(screen.getByRole('columnheader', { name: '逾期天数' })).toBeTruthy();
  });

  it('opens on the house its link names (欠费查询 → 去收费: ?houseId=11), with no picking', async () => {
    const calls = stubApi(base);
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />, { route: '/charge/settle-normal?houseId=11' });
    expect(await screen.findByTestId('line-1')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/settle/counter/house')?.body).toMatchObject({ houseId: 11 });
  });

  it('按月数 settles the oldest month; a part payment and the pre-payment change what is due', async () => {
    const calls = stubApi({ ...base, 'POST /api/settle/pay': () => paid() });
    const user = userEvent.setup();
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    await user.click(await screen.findByTestId('months-select'));
    await user.click(await screen.findByRole('option', { name: '最早 1 个月', hidden: true }));
    expect(screen.getByTestId('pay-due').textContent).toBe('625.67');
    await user.click(screen.getByRole('checkbox', { name: '使用预交款（余额 100.00）' }));
    expect(screen.getByTestId('pay-prepay-used').textContent).toBe('100.00');
    expect(screen.getByTestId('pay-cash-due').textContent).toBe('525.67');
    await user.type(screen.getByTestId('pay-received'), '500');
    expect(screen.getByTestId('pay-short').textContent).toBe('部分收款：按到期先后结算，尚欠 25.67');
    await user.click(screen.getByTestId('pay-submit'));
    await screen.findByTestId('result-dialog');
    expect(calls.find((c) => c.path === '/api/settle/pay')?.body).toMatchObject({ lineIds: [1], total: '500.00', tenders: [{ method: '1', amount: '500.00' }], usePrepay: true, expectedDue: '625.67' });
  });

  it('托收 needs the bank batch; a 409 shows the server message and reloads the house', async () => {
    const calls = stubApi({ ...base, 'POST /api/settle/pay': () => refuse(409, '费用已变化，请重新核对后收款', 'settlement.due_changed') });
    const user = userEvent.setup();
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    await user.click(await screen.findByRole('radio', { name: '托收' }));
    await user.click(screen.getByTestId('pay-submit'));
    expect((await screen.findByTestId('pay-failure')).textContent).toBe('托收请输入银行批号');
    await user.type(screen.getByRole('textbox', { name: '托收批号' }), 'B20260301');
    const before = calls.filter((c) => c.path === '/api/settle/counter/house').length;
    await user.click(screen.getByTestId('pay-submit'));
    await waitFor(() => expect(screen.getByTestId('pay-failure').textContent).toBe('费用已变化，请重新核对后收款'));
    expect(calls.find((c) => c.path === '/api/settle/pay')?.body).toMatchObject({ settleType: '12', batchRef: 'B20260301' });
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/settle/counter/house').length).toBeGreaterThan(before));
  });

  it('减免违约金 asks the reason and sends it', async () => {
    const calls = stubApi({ ...base, 'POST /api/settle/waive-late-fee': () => ({ lineId: 1, waived: true }) });
    const user = userEvent.setup();
    renderWithProviders(<NormalSettleScreen menuId={1} title="常规结算" readOnly={false} />);
    await pickHouse(user);
    await user.click(await within(await screen.findByTestId('line-1')).findByRole('button', { name: '减免违约金' }));
    await user.click(await screen.findByTestId('reason-confirm'));
    expect(await screen.findByText('请输入原因')).toBeTruthy();
    await user.type(screen.getByTestId('reason-input'), '业主困难');
    await user.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(calls.find((c) => c.path === '/api/settle/waive-late-fee')?.body).toEqual({ lineId: 1, reason: '业主困难' }));
  });
});
