import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearSession, setSession } from '../../../shared/session';
import { prepareDom, renderWithProviders } from '../../../test/render';
import { allowed, DialogAnswer, refuse, stubApi, voucher } from '../test-api';
import { shownActions, VoucherActions } from './voucher-actions';

beforeAll(prepareDom);
afterEach(() => vi.unstubAllGlobals());

describe('the actions a voucher state offers', () => {
  it.each([
    ['entry', allowed({ save: true, submit: true, delete: true }), ['submit', 'delete']],
    ['audit', allowed({ audit: true, return: true }), ['audit', 'return']],
    ['audit', allowed({ unaudit: true, post: true }), ['unaudit']],
    ['post', allowed({ unaudit: true, post: true }), ['post']],
    ['post', allowed({ reverse: true }), ['reverse']],
    ['post', allowed(), []],
  ] as const)('%s screen with %o shows %o', (mode, flags, expected) => {
    expect(shownActions(mode, flags)).toEqual(expected);
  });
});

describe('voucher state actions', { timeout: 30_000 }, () => {
  it("shows the server's refusal when the maker audits the own voucher (A5)", async () => {
    const calls = stubApi({ 'POST /api/accounting/vouchers/71/audit': () => refuse(409, '制单人与审核人不能为同一人', 'accounting.maker_cannot_audit') });
    const user = userEvent.setup();
    renderWithProviders(<VoucherActions voucher={voucher({ allowed: allowed({ audit: true, return: true }) })} mode="audit" />);
    expect(screen.queryByTestId('action-unaudit')).toBeNull();
    await user.click(screen.getByTestId('action-audit'));
    expect((await screen.findByTestId('action-error')).textContent).toBe('制单人与审核人不能为同一人');
    expect(calls.filter((c) => c.path === '/api/accounting/vouchers/71/audit')).toHaveLength(1);
  });

  it('退回 asks a reason and sends it', async () => {
    const calls = stubApi({ 'POST /api/accounting/vouchers/71/return': () => voucher({ status: 1, returnReason: '科目用错' }) });
    const done = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<VoucherActions voucher={voucher({ allowed: allowed({ audit: true, return: true }) })} mode="audit" onDone={done} />);
    await user.click(screen.getByTestId('action-return'));
    expect((await screen.findByTestId<HTMLButtonElement>('reason-confirm')).disabled).toBe(true);
    await user.type(await screen.findByTestId('reason-input'), '科目用错');
    await user.click(screen.getByTestId('reason-confirm'));
    await waitFor(() => expect(done).toHaveBeenCalledWith('return', expect.objectContaining({ status: 1 })));
    expect(calls.find((c) => c.path === '/api/accounting/vouchers/71/return')?.body).toEqual({ reason: '科目用错' });
  });

  it('冲销 asks first; declined nothing is sent, confirmed the red voucher is made', async () => {
    const calls = stubApi({ 'POST /api/accounting/vouchers/71/reverse': () => voucher({ id: 90, label: '记-0012', status: 2, totalDebit: '-617.34', totalCredit: '-617.34' }) });
    const posted = voucher({ status: 4, allowed: allowed({ reverse: true }) });
    const user = userEvent.setup();
    const asked: (string | undefined)[] = [];
    const view = renderWithProviders(<><VoucherActions voucher={posted} mode="post" /><DialogAnswer answer={false} onAsked={(m) => asked.push(m)} /></>);
    await user.click(screen.getByTestId('action-reverse'));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]).toContain('红字凭证冲销 记-0007');
    expect(calls.some((c) => c.path.endsWith('/reverse'))).toBe(false);
    view.unmount();
    renderWithProviders(<><VoucherActions voucher={posted} mode="post" /><DialogAnswer answer /></>);
    await user.click(screen.getByTestId('action-reverse'));
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/accounting/vouchers/71/reverse')).toHaveLength(1));
    expect(calls.find((c) => c.path.endsWith('/reverse'))?.body).toEqual({});
  });

  it('tells the maker why the own voucher has no 审核', () => {
    stubApi({});
    setSession('tok', { userId: 5, role: 'emp', name: '王会计', accountName: 'emp01', company: 1, companyNick: '安居', logo: '', job: '', menuStyle: 1, hasCallCenter: false, callCenterLoggedIn: false, mustChangePassword: false });
    renderWithProviders(<VoucherActions voucher={voucher({ makerId: 5, allowed: allowed() })} mode="audit" />);
    expect(screen.getByTestId('own-voucher').textContent).toBe('制单人与审核人不能为同一人');
    expect(screen.queryByTestId('action-audit')).toBeNull();
    clearSession();
  });

  it('a read-only screen offers no action', () => {
    stubApi({});
    renderWithProviders(<VoucherActions voucher={voucher({ allowed: allowed({ audit: true }) })} mode="audit" readOnly />);
    expect(screen.queryByTestId('voucher-actions')).toBeNull();
  });
});
