// @vitest-environment node
// Node's own Web Crypto: jsdom's typed arrays come from another realm, which Web Crypto refuses.
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { setApiHooks } from '../../../api/client';
import { createErrorCatalogue } from '../../../api/error-catalogue';
import { PUBLIC_KEY_KEY, SIGN_KEY_KEY } from '../../../shared/session';
import { json } from '../../../test/responses';
import { NO_PUBLIC_KEY, signIn } from './sign-in';

const SERVER_SIGN_KEY = 'key-of-this-deployment';

async function publicKeyPem(): Promise<string> {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const der = new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey));
  return `-----BEGIN PUBLIC KEY-----\n${btoa(String.fromCharCode(...der))}\n-----END PUBLIC KEY-----`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let sent: Record<string, unknown>[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string) as Record<string, unknown>);
      return json(200, { code: 200, msg: 'success', data: { token: 't' } });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('signing in', () => {
  test('signs the request with the sign key the server published on /api/site', async () => {
    sessionStorage.setItem(PUBLIC_KEY_KEY, await publicKeyPem());
    sessionStorage.setItem(SIGN_KEY_KEY, SERVER_SIGN_KEY);
    await signIn('emp01', 'Demo@2026');
    const body = sent[0] as { username: string; password: string; timestamp: number; nonce: string; sign: string };
    expect(body.sign).toBe(
      await sha256Hex(`${body.nonce}${body.password}${body.timestamp}${body.username}${SERVER_SIGN_KEY}`),
    );
  });

  test('does not sign in while the site keys have not been loaded', async () => {
    sessionStorage.setItem(PUBLIC_KEY_KEY, await publicKeyPem());
    await expect(signIn('emp01', 'Demo@2026')).rejects.toMatchObject({ code: NO_PUBLIC_KEY });
    expect(sent).toEqual([]);
  });
});

describe('a refused sign-in', () => {
  test('leaves its message to the login form: the error catalogue shows no notice of its own', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { code: 1, msg: '用户名或密码错误！', errorCode: 'auth.wrong_password' })),
    );
    const shown: string[] = [];
    setApiHooks({
      onError: createErrorCatalogue({
        notice: (message) => shown.push(message),
        toast: (message) => shown.push(message),
        openPasswordModal: () => undefined,
        signOutAndReload: () => undefined,
        now: () => 0,
      }),
    });
    try {
      sessionStorage.setItem(PUBLIC_KEY_KEY, await publicKeyPem());
      sessionStorage.setItem(SIGN_KEY_KEY, SERVER_SIGN_KEY);
      await expect(signIn('emp01', 'wrong')).rejects.toMatchObject({ code: 1, message: '用户名或密码错误！' });
      expect(shown).toEqual([]);
    } finally {
      setApiHooks({});
    }
  });
});
