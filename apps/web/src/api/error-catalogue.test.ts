import type { Endpoint } from '@pm/contracts';
import { getSite, ownerPortalEndpoints, signIn } from '@pm/contracts';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { ApiError } from './client';
import { createErrorCatalogue, statusMessage, type CatalogueEffects } from './error-catalogue';

let clock = 0;
let fx: CatalogueEffects & { closers: (() => void)[] };
beforeEach(() => {
  clock = 10_000;
  const closers: (() => void)[] = [];
  fx = {
    closers,
    notice: vi.fn((_m: string, onClose: () => void) => void closers.push(onClose)),
    toast: vi.fn(),
    openPasswordModal: vi.fn(),
    signOutAndReload: vi.fn(),
    now: () => clock,
  };
});

// Sign-in itself is silent (its form shows the refusal); the catalogue's rules are for loud calls.
const loud: Endpoint = Object.assign(Object.create(signIn) as Endpoint, { silent: false });
const silent: Endpoint = getSite;

describe('HTTP status messages (spec 8)', () => {
  test.each([
    [400, 'x', 'x'],
    [400, '', '错误请求'],
    [401, '', '超时中断，请重新登录！'],
    [403, '无权访问', '拒绝访问：无权访问'],
    [403, '', '拒绝访问'],
    [404, 'whatever', '请求错误，未找到该资源！'],
    [405, '', '请求超时！'],
    [408, '', '请求超时！'],
    [500, '', '服务器端出错！'],
    [500, '数据库忙', '数据库忙'],
    [501, '', '网络未实现！'],
    [502, '', '网络错误！'],
    [503, '', '服务不可用！'],
    [504, '', '网络超时！'],
    [505, '', 'http版本不支持该请求！'],
    [418, '', '连接错误418'],
  ])('status %i with msg "%s" shows %s', (status, msg, expected) => {
    expect(statusMessage(status, msg)).toBe(expected);
  });
});

describe('the envelope codes', () => {
  test('code 1 with 请修改密码！ opens the password modal at most once per 2 s', () => {
    const onError = createErrorCatalogue(fx);
    const e = new ApiError(1, '请修改密码！', 403);
    expect(onError(e, loud)).toBe('password');
    clock += 1_999;
    expect(onError(e, loud)).toBe('debounced');
    clock += 1;
    expect(onError(e, silent)).toBe('password');
    expect(fx.openPasswordModal).toHaveBeenCalledTimes(2);
    expect(fx.notice).not.toHaveBeenCalled();
  });

  test('code 100 is silent', () => {
    const onError = createErrorCatalogue(fx);
    expect(onError(new ApiError(100, '静默', 200), loud)).toBe('silent');
    expect(fx.notice).not.toHaveBeenCalled();
  });

  test('other codes show msg once until the notice is clicked', () => {
    const onError = createErrorCatalogue(fx);
    const e = new ApiError(1, '该房屋已结算', 409);
    expect(onError(e, loud)).toBe('notice');
    expect(onError(e, loud)).toBe('duplicate');
    expect(fx.notice).toHaveBeenCalledTimes(1);
    expect(fx.notice).toHaveBeenCalledWith('该房屋已结算', expect.any(Function));
    fx.closers[0]?.();
    expect(onError(e, loud)).toBe('notice');
  });

  test('a silent endpoint shows nothing for an ordinary failure', () => {
    const onError = createErrorCatalogue(fx);
    expect(onError(new ApiError(500, '', 500), silent)).toBe('silent');
    expect(fx.notice).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  test('401 shows the timeout notice, signs out and reloads, even for a silent call', () => {
    const onError = createErrorCatalogue(fx);
    expect(onError(new ApiError(401, '', 401), silent)).toBe('signout');
    expect(fx.notice).toHaveBeenCalledWith('超时中断，请重新登录！', expect.any(Function));
    expect(fx.signOutAndReload).toHaveBeenCalledTimes(1);
  });

  test('no response gives the 3 s network toast', () => {
    const onError = createErrorCatalogue(fx);
    expect(onError(new ApiError(0, '网络出现问题，请稍后再试！', 0), loud)).toBe('network');
    expect(fx.toast).toHaveBeenCalledWith('网络出现问题，请稍后再试！', 3000);
  });

  test('an HTTP status uses the catalogue text, not the raw body', () => {
    const onError = createErrorCatalogue(fx);
    onError(new ApiError(502, '<html>bad gateway</html>', 502), loud);
    expect(fx.notice).toHaveBeenCalledWith('网络错误！', expect.any(Function));
  });
});

describe('the owner portal’s calls', () => {
  test('a 401 of an owner endpoint does not sign the staff member out, and the portal shows its own errors', () => {
    const onError = createErrorCatalogue(fx);
    expect(onError(new ApiError(401, '登录已过期', 401), ownerPortalEndpoints.bills)).toBe('silent');
    expect(onError(new ApiError(1, '验证码不正确', 400), ownerPortalEndpoints.signIn)).toBe('silent');
    expect(fx.signOutAndReload).not.toHaveBeenCalled();
    expect(fx.notice).not.toHaveBeenCalled();
    // a staff 401 still signs out
    expect(onError(new ApiError(401, '', 401), loud)).toBe('signout');
  });
});
