import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

// What the portal keeps of its secrets: hashes only (a leaked table holds neither a live code nor a token).

/** A 6-digit code, uniformly drawn. */
export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** The code's HMAC under the server's key: six digits alone would fall to a table of a million hashes. */
export function codeHash(key: string, phone: string, code: string): string {
  return createHmac('sha256', key).update(`portal-sms:${phone}:${code}`).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && timingSafeEqual(x, y);
}

/** A session token: 256 random bits; the database keeps its SHA-256. */
export function newToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: tokenHash(token) };
}

export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** 138****8000 */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}
