import { createSign, createVerify, randomBytes } from 'node:crypto';

// WeChat Pay API v3 signatures: SHA256withRSA (PKCS#1 v1.5), Base64. Every signed message is a set of
// lines each ending in `\n`, the last one included; an empty body still gives its bare `\n`.

export const AUTH_SCHEME = 'WECHATPAY2-SHA256-RSA2048';
export const SIGNATURE_TYPE = 'WECHATPAY2-SHA256-RSA2048';
/** Requests, responses and notifications older or newer than this are refused. */
export const MAX_SKEW_SECONDS = 5 * 60;
/** A signature starting with this is WeChat's probe: it never verifies and the merchant must refuse it. */
export const SIGN_TEST_PREFIX = 'WECHATPAY/SIGNTEST/';

/** What a merchant signs: `METHOD\nURL\ntimestamp\nnonce\nbody\n`; URL is the path with its query, no host. */
export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** What the vendor signs on a response or a notification: `timestamp\nnonce\nbody\n` over the raw body. */
export function responseMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function rsaSign(privateKeyPem: string, message: string): string {
  return createSign('RSA-SHA256').update(message, 'utf8').sign(privateKeyPem, 'base64');
}

export function rsaVerify(publicKeyPem: string, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message, 'utf8').verify(publicKeyPem, signature, 'base64');
  } catch {
    return false;
  }
}

/** 32 random characters of [0-9A-Z], the shape of the SDKs' nonces. */
export function nonceString(length = 32): string {
  const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += alphabet[b % alphabet.length];
  return out;
}

export interface AuthorizationFields {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

const AUTH_FIELDS = ['mchid', 'nonce_str', 'signature', 'timestamp', 'serial_no'] as const;

/** The Authorization header value: the scheme, then the five `k="v"` pairs joined by commas. */
export function formatAuthorization(f: AuthorizationFields): string {
  return `${AUTH_SCHEME} mchid="${f.mchid}",nonce_str="${f.nonce_str}",timestamp="${f.timestamp}",serial_no="${f.serial_no}",signature="${f.signature}"`;
}

/** Reads an Authorization header (pairs in any order); undefined when the scheme or any field is wrong. */
export function parseAuthorization(header: string | undefined): AuthorizationFields | undefined {
  if (!header?.startsWith(`${AUTH_SCHEME} `)) return undefined;
  const fields: Partial<Record<(typeof AUTH_FIELDS)[number], string>> = {};
  const pair = /\s*([a-z_]+)="([^"]*)"\s*(,|$)/gy;
  const rest = header.slice(AUTH_SCHEME.length + 1);
  let consumed = 0;
  for (let m = pair.exec(rest); m; m = pair.exec(rest)) {
    const key = m[1] as (typeof AUTH_FIELDS)[number];
    if (!AUTH_FIELDS.includes(key) || fields[key] !== undefined) return undefined;
    fields[key] = m[2];
    consumed = pair.lastIndex;
    if (m[3] === '') break;
  }
  if (consumed !== rest.length) return undefined;
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return undefined;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/** Seconds between a signed timestamp and now; undefined when it is not 1-10 digits of Unix seconds. */
export function timestampSkewSeconds(timestamp: string, nowMs: number): number | undefined {
  if (!/^\d{1,10}$/.test(timestamp)) return undefined;
  return Math.abs(Math.floor(nowMs / 1000) - Number(timestamp));
}

/** The headers the vendor puts on a signed response or notification. */
export interface SignedHeaders {
  'Wechatpay-Serial': string;
  'Wechatpay-Timestamp': string;
  'Wechatpay-Nonce': string;
  'Wechatpay-Signature': string;
  'Wechatpay-Signature-Type': string;
}

export function signedHeaders(keyId: string, privateKeyPem: string, body: string, nowMs: number): SignedHeaders {
  const timestamp = String(Math.floor(nowMs / 1000));
  const nonce = nonceString();
  return {
    'Wechatpay-Serial': keyId,
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': rsaSign(privateKeyPem, responseMessage(timestamp, nonce, body)),
    'Wechatpay-Signature-Type': SIGNATURE_TYPE,
  };
}
