import { createHash, createHmac } from 'node:crypto';

// Aliyun OpenAPI signature V3 (`ACS3-HMAC-SHA256`; messages note §2). The fake verifies with these
// functions and its test client signs with them; the product has its own copy (apps/server/src/modules/sms).

export const ACS3_ALGORITHM = 'ACS3-HMAC-SHA256';
/** SHA-256 of an empty body, hex. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** RFC 3986: everything but A–Z a–z 0–9 - _ . ~ is %XX of its UTF-8 bytes (space %20, `*` %2A). */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export const sha256Hex = (body: string | Buffer) => createHash('sha256').update(body).digest('hex');

/** Parameters sorted by name (byte order), each `name=value` percent-encoded, joined by `&`. */
export function canonicalQuery(params: readonly (readonly [string, string])[]): string {
  return params
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

/** The headers that take part: lower-case names, sorted, values trimmed. */
export function canonicalHeaders(headers: Readonly<Record<string, string>>): { text: string; signed: string } {
  const names = Object.keys(headers)
    .map((n) => n.toLowerCase())
    .sort();
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v.trim()]));
  return { text: names.map((n) => `${n}:${lower[n] ?? ''}\n`).join(''), signed: names.join(';') };
}

export interface CanonicalInput {
  method: string;
  /** `/` for RPC-style APIs such as SMS. */
  path: string;
  query: readonly (readonly [string, string])[];
  /** Only the signed headers. */
  headers: Readonly<Record<string, string>>;
  /** Hex SHA-256 of the body (`x-acs-content-sha256`). */
  payloadHash: string;
}

export function canonicalRequest(input: CanonicalInput): string {
  const { text, signed } = canonicalHeaders(input.headers);
  return [input.method.toUpperCase(), input.path, canonicalQuery(input.query), text, signed, input.payloadHash].join(
    '\n',
  );
}

/** hex(HMAC-SHA256(secret, `ACS3-HMAC-SHA256\n` + hex(SHA256(canonical request)))). */
export function acs3Signature(secret: string, input: CanonicalInput): string {
  const stringToSign = `${ACS3_ALGORITHM}\n${sha256Hex(canonicalRequest(input))}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

export interface ParsedAuthorization {
  accessKeyId: string;
  signedHeaders: string[];
  signature: string;
}

/** `ACS3-HMAC-SHA256 Credential=<id>,SignedHeaders=a;b;c,Signature=<hex>`; undefined when not that shape. */
export function parseAuthorization(value: string | undefined): ParsedAuthorization | undefined {
  if (!value?.startsWith(`${ACS3_ALGORITHM} `)) return undefined;
  const fields = new Map<string, string>();
  for (const part of value.slice(ACS3_ALGORITHM.length + 1).split(',')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const accessKeyId = fields.get('Credential');
  const signedHeaders = fields.get('SignedHeaders');
  const signature = fields.get('Signature');
  if (!accessKeyId || !signedHeaders || !signature) return undefined;
  return { accessKeyId, signedHeaders: signedHeaders.toLowerCase().split(';'), signature: signature.toLowerCase() };
}

/** `x-acs-date`: UTC `yyyy-MM-ddTHH:mm:ssZ` → epoch ms, undefined when not that shape. */
export function parseAcsDate(value: string | undefined): number | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(value)) return undefined;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? undefined : ms;
}

export const acsDate = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
