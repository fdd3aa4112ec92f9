import { getSite, ownerPortalEndpoints, signIn } from '@pm/contracts';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { json } from '../test/responses';
import { getOwnerToken, setOwnerToken } from '../shared/owner-session';
import { api, ApiError, send, setApiHooks } from './client';

// Sign-in itself is silent (its form shows the refusal); the loading hooks bracket loud calls.
const loudSignIn: typeof signIn = Object.assign(Object.create(signIn) as typeof signIn, { silent: false });

const hooks = { onStart: vi.fn(), onEnd: vi.fn(), onError: vi.fn() };
beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  setApiHooks(hooks);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function answer(status: number, body: unknown) {
  vi.stubGlobal('fetch', vi.fn(async () => json(status, body)));
}

describe('the API client', () => {
  test('resolves with data on code 200 and brackets loud calls with the loading hooks', async () => {
    answer(200, { code: 200, msg: 'success', data: { token: 't' } });
    await expect(api(loudSignIn, { username: 'a', password: 'b', timestamp: 1, nonce: 'abcdef', sign: 'x' })).resolves.toEqual({ token: 't' });
    expect(hooks.onStart).toHaveBeenCalledTimes(1);
    expect(hooks.onEnd).toHaveBeenCalledTimes(1);
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  test('a silent call shows no loading indicator', async () => {
    answer(200, { code: 200, msg: 'success', data: null });
    await api(getSite);
    expect(hooks.onStart).not.toHaveBeenCalled();
  });

  test('an envelope rejection rejects with code, msg and status, and reaches the catalogue', async () => {
    answer(409, { code: 1, msg: '已确认', errorCode: 'x.y' });
    const error = await api(loudSignIn, { username: 'a', password: 'b', timestamp: 1, nonce: 'abcdef', sign: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 1, message: '已确认', status: 409, errorCode: 'x.y' });
    expect(hooks.onError.mock.calls[0]?.[0]).toBe(error);
    expect(hooks.onError.mock.calls[0]?.[1]).toBe(loudSignIn);
  });

  test('a 401 of a silent call still reaches the catalogue (it signs out)', async () => {
    answer(401, { code: 401, msg: '超时中断，请重新登录！' });
    await expect(api(getSite)).rejects.toMatchObject({ status: 401 });
    expect(hooks.onError).toHaveBeenCalledTimes(1);
  });

  test('no response becomes status 0 with the network message', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(api(getSite)).rejects.toMatchObject({ status: 0, message: '网络出现问题，请稍后再试！' });
  });

  test('a call the page cancelled is not reported', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new DOMException('aborted', 'AbortError'))));
    const ctrl = new AbortController();
    ctrl.abort();
    await expect(api(getSite, {}, ctrl.signal)).rejects.toBeTruthy();
    expect(hooks.onError).not.toHaveBeenCalled();
  });

  test('sends the bearer token when signed in, the tenant header otherwise', async () => {
    answer(200, { code: 200, msg: 'success', data: null });
    await api(getSite);
    const first = vi.mocked(fetch).mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(first['x-tenant']).toBe('default');
    sessionStorage.setItem('token', 'tok');
    await api(getSite);
    const second = vi.mocked(fetch).mock.calls[1]?.[1]?.headers as Record<string, string>;
    expect(second.authorization).toBe('Bearer tok');
  });
});

describe('the owner’s calls (业主端)', () => {
  const headersOf = (n: number) => vi.mocked(fetch).mock.calls[n]?.[1]?.headers as Record<string, string>;

  test('an owner endpoint sends the owner token from its own storage, never the staff one', async () => {
    sessionStorage.setItem('token', 'staff-tok');
    setOwnerToken('owner-tok');
    answer(200, { code: 200, msg: 'success', data: { phone: '13800000000', phoneMasked: '138****0000', houses: [] } });
    await api(ownerPortalEndpoints.me);
    expect(headersOf(0).authorization).toBe('Bearer owner-tok');
    // the portal's public calls (the code, the sign-in) carry neither token
    await api(ownerPortalEndpoints.sendSmsCode, { phone: '13800000000' });
    expect(headersOf(1).authorization).toBeUndefined();
    expect(headersOf(1)['x-tenant']).toBeUndefined();
    // and the staff calls keep the staff token
    await api(getSite);
    expect(headersOf(2).authorization).toBe('Bearer staff-tok');
  });

  test('an owner endpoint without an owner session sends no token at all (not the staff one)', async () => {
    sessionStorage.setItem('token', 'staff-tok');
    answer(401, { code: 401, msg: '请先登录' });
    await expect(api(ownerPortalEndpoints.me)).rejects.toMatchObject({ status: 401 });
    expect(headersOf(0).authorization).toBeUndefined();
  });

  test('a 401 of an owner endpoint clears the owner token and leaves the staff session alone', async () => {
    sessionStorage.setItem('token', 'staff-tok');
    setOwnerToken('owner-tok');
    answer(401, { code: 401, msg: '登录已过期，请重新登录' });
    await expect(api(ownerPortalEndpoints.bills, { houseId: 11 })).rejects.toMatchObject({ status: 401, message: '登录已过期，请重新登录' });
    expect(getOwnerToken()).toBeNull();
    expect(sessionStorage.getItem('token')).toBe('staff-tok');
  });

  test('a 401 of the receipt download (a raw call) clears the owner token too; a staff 401 does not touch it', async () => {
    setOwnerToken('owner-tok');
    answer(401, { code: 401, msg: '登录已过期，请重新登录' });
    await api(getSite).catch(() => undefined);
    expect(getOwnerToken()).toBe('owner-tok');
    const response = await send(ownerPortalEndpoints.receiptPdf, { id: 901 });
    expect(response.status).toBe(401);
    expect(vi.mocked(fetch).mock.calls[1]?.[0]).toBe('/api/owner/receipts/901/pdf');
    expect(getOwnerToken()).toBeNull();
  });

  test('a refusal of the sign-in (a public owner call) keeps the owner token as it is', async () => {
    setOwnerToken('owner-tok');
    answer(400, { code: 400, msg: '验证码不正确' });
    await expect(api(ownerPortalEndpoints.signIn, { phone: '13800000000', code: '123456' })).rejects.toMatchObject({ message: '验证码不正确' });
    expect(getOwnerToken()).toBe('owner-tok');
  });
});
