import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { getOwnerHouseId, getOwnerToken } from '../../../shared/owner-session';
import { prepareDom } from '../../../test/render';
import { refusal, stubApi } from '../../../test/stub-api';
import { house, me, openPortal } from '../test-portal';

beforeAll(prepareDom);
beforeEach(() => localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

const session = (houses = [house(), house({ houseId: 12, houseName: '1栋0102' })]) => ({ token: 'owner-tok', expiresAt: '2026-12-29T00:00:00.000Z', me: me(houses) });

describe('the owner’s sign-in', { timeout: 30_000 }, () => {
  it('获取验证码 sends the code and counts down from the server’s resendInSeconds, then may be asked again', async () => {
    const calls = stubApi({ 'POST /api/owner/sms-codes': () => ({ sentTo: '138****8000', expiresInSeconds: 300, resendInSeconds: 2 }) });
    const user = userEvent.setup();
    openPortal('/owner');
    await user.type(await screen.findByTestId('owner-phone'), '138 0000 8000');
    await user.click(screen.getByTestId('owner-get-code'));
    const button = screen.getByTestId('owner-get-code');
    await vi.waitFor(() => expect(button.textContent).toBe('2秒后重新获取'));
    expect(button).toHaveProperty('disabled', true);
    expect(screen.getByTestId('owner-code-sent').textContent).toBe('验证码已发送至 138****8000，5分钟内有效');
    expect(calls.find((c) => c.path === '/api/owner/sms-codes')?.body).toEqual({ phone: '13800008000' });
    await vi.waitFor(() => expect(button.textContent).toBe('1秒后重新获取'), { timeout: 2_000 });
    await vi.waitFor(() => expect(button.textContent).toBe('获取验证码'), { timeout: 3_000 });
    expect(button).toHaveProperty('disabled', false);
  });

  it('shows the server’s refusal in Chinese, and checks the phone and the code before asking', async () => {
    const calls = stubApi({
      'POST /api/owner/sms-codes': () => refusal(429, '发送过于频繁，请1分钟后再试', 'owner.sms_too_often'),
      'POST /api/owner/sessions': () => refusal(400, '验证码不正确或已过期', 'owner.code_wrong'),
    });
    const user = userEvent.setup();
    openPortal('/owner/login');
    await user.type(await screen.findByTestId('owner-phone'), '1380000');
    await user.click(screen.getByTestId('owner-get-code'));
    expect(await screen.findByText('请输入正确的11位手机号')).toBeTruthy();
    expect(calls).toHaveLength(0);

    await user.type(screen.getByTestId('owner-phone'), '8000');
    await user.click(screen.getByTestId('owner-get-code'));
    expect((await screen.findByTestId('owner-sign-in-error')).textContent).toBe('发送过于频繁，请1分钟后再试');

    await user.type(screen.getByTestId('owner-code'), '12a3');
    await user.click(screen.getByTestId('owner-sign-in-submit'));
    expect(await screen.findByText('验证码为6位数字')).toBeTruthy();
    await user.type(screen.getByTestId('owner-code'), '456');
    await user.click(screen.getByTestId('owner-sign-in-submit'));
    await vi.waitFor(() => expect(screen.getByTestId('owner-sign-in-error').textContent).toBe('验证码不正确或已过期'));
    expect(calls.at(-1)?.body).toEqual({ phone: '13800008000', code: '123456' });
    expect(getOwnerToken()).toBeNull();
  });

  it('signed in: keeps the token and opens the bills of the house chosen last (or the first)', async () => {
    localStorage.setItem('ownerHouseId', '12');
    const calls = stubApi({
      'POST /api/owner/sessions': () => session(),
      'GET /api/owner/me': () => me([house(), house({ houseId: 12, houseName: '1栋0102' })]),
      'GET /api/owner/houses/12/bills': () => ({ asOf: '2026-03-01', house: house({ houseId: 12 }), lines: [], totals: { open: '0.00', lateFee: '0.00', due: '0.00' }, prepayBalance: '0.00', openOrderId: null }),
    });
    const user = userEvent.setup();
    openPortal('/owner');
    await user.type(await screen.findByTestId('owner-phone'), '13800008000');
    await user.type(screen.getByTestId('owner-code'), '123456');
    await user.click(screen.getByTestId('owner-sign-in-submit'));
    expect(await screen.findByTestId('owner-bills-none', {}, { timeout: 5_000 })).toBeTruthy();
    expect(getOwnerToken()).toBe('owner-tok');
    expect(getOwnerHouseId()).toBe(12);
    const bills = calls.find((c) => c.path === '/api/owner/houses/12/bills');
    expect(bills).toBeTruthy();
  });

  it('an expired session (401) ends on the sign-in page with the owner token gone', async () => {
    localStorage.setItem('ownerToken', 'old-tok');
    stubApi({ 'GET /api/owner/me': () => refusal(401, '登录已过期，请重新登录', 'owner.session_expired') });
    openPortal('/owner/bills');
    expect(await screen.findByTestId('owner-sign-in')).toBeTruthy();
    expect(getOwnerToken()).toBeNull();
  });
});
