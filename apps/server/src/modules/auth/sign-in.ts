import { createHash, createPrivateKey, timingSafeEqual, webcrypto } from 'node:crypto';

/** Timestamps more than this far from the server clock are refused (seconds). */
export const TIMESTAMP_WINDOW_SECONDS = 300;

/** The sign of a sign-in request: lowercase hex SHA-256 of nonce + password + timestamp + username + key. */
export function signOf(nonce: string, password: string, timestamp: number, username: string, key: string): string {
  return createHash('sha256')
    .update(nonce + password + String(timestamp) + username + key)
    .digest('hex');
}

export function signMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected, 'utf8');
  const b = Buffer.from(given, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

export function timestampFresh(timestamp: number, nowSeconds = Math.floor(Date.now() / 1000)): boolean {
  return Math.abs(nowSeconds - timestamp) <= TIMESTAMP_WINDOW_SECONDS;
}

/** Imports the PEM (PKCS#8) private key once for Web Crypto RSA-OAEP with SHA-256. */
export async function importDecryptKey(privateKeyPem: string): Promise<webcrypto.CryptoKey> {
  const der = createPrivateKey(privateKeyPem).export({ type: 'pkcs8', format: 'der' });
  return webcrypto.subtle.importKey('pkcs8', der, { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['decrypt']);
}

/**
 * The plain password from base64 RSA-OAEP (SHA-256), or undefined when it cannot be decrypted.
 * Web Crypto runs the private-key operation on the thread pool, off the event loop.
 */
export async function decryptPassword(key: webcrypto.CryptoKey, base64: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(base64)) return undefined;
  try {
    const plain = Buffer.from(await webcrypto.subtle.decrypt({ name: 'RSA-OAEP' }, key, Buffer.from(base64, 'base64')));
    const text = new TextDecoder('utf-8', { fatal: true }).decode(plain);
    return text.length > 0 ? text : undefined;
  } catch {
    return undefined;
  }
}

const clock = new Intl.DateTimeFormat('zh-CN', {
  timeZone: 'Asia/Shanghai',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The Chinese lock message, saying when to retry (Beijing time). */
export function lockMessage(until: Date, now = new Date()): string {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60000));
  return `登录失败次数过多，账号已被锁定，请在${minutes}分钟后（${clock.format(until)}）重试！`;
}
