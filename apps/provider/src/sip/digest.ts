import { createHash, randomBytes } from 'node:crypto';
import { digestParams } from './message';

const md5 = (s: string) => createHash('md5').update(s).digest('hex');

export function newNonce(): string {
  return randomBytes(16).toString('hex');
}

/** The WWW-Authenticate / Proxy-Authenticate value; qop "auth" only (JsSIP prefers auth-int when offered). */
export function challenge(realm: string, nonce: string): string {
  return `Digest realm="${realm}", nonce="${nonce}", algorithm=MD5, qop="auth"`;
}

export interface DigestCheck {
  username: string;
  nonce: string;
  ok: boolean;
}

/**
 * Checks a digest Authorization against candidate passwords (RFC 2617, MD5, qop auth or none).
 * Returns the username and whether one password matched.
 */
export function verifyDigest(value: string, method: string, passwords: readonly string[], realm: string): DigestCheck {
  const p = digestParams(value);
  const username = p.username ?? '';
  const nonce = p.nonce ?? '';
  const uri = p.uri ?? '';
  const ha2 = md5(`${method}:${uri}`);
  const ok = passwords.some((password) => {
    const ha1 = md5(`${username}:${p.realm ?? realm}:${password}`);
    const expected =
      p.qop === 'auth'
        ? md5(`${ha1}:${nonce}:${p.nc ?? ''}:${p.cnonce ?? ''}:auth:${ha2}`)
        : md5(`${ha1}:${nonce}:${ha2}`);
    return expected === p.response;
  });
  return { username, nonce, ok };
}
