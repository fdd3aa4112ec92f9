import { createHash, createHmac, randomUUID } from 'node:crypto';

// Aliyun OpenAPI signature V3, `ACS3-HMAC-SHA256` (messages note §2), for RPC-style calls: parameters in
// the query string and an empty body, or (long ones) in a form body and an empty query. Canonical request = METHOD \n / \n sorted RFC 3986 query \n lower-case
// sorted `name:value\n` headers \n their names joined by `;` \n hex SHA-256 of the body; the signature is
// hex HMAC-SHA256 under the AccessKey secret of `ACS3-HMAC-SHA256\n` + hex SHA-256 of that.

const ALGORITHM = 'ACS3-HMAC-SHA256';

const sha256Hex = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** RFC 3986: all but A–Z a–z 0–9 - _ . ~ percent-encoded from UTF-8 (space %20, `*` %2A, `~` kept). */
export function percentEncode(text: string): string {
  return encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `name=value` pairs percent-encoded and sorted by encoded name, joined by `&`: the query sent and the one signed. */
export function canonicalQueryString(params: Readonly<Record<string, string>>): string {
  return Object.entries(params)
    .map(([k, v]) => [percentEncode(k), percentEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
}

export interface Acs3Request {
  method: 'GET' | 'POST';
  /** `https://dysmsapi.aliyuncs.com` or the fake's URL. */
  endpoint: string;
  /** The API's Action (SendSms …). */
  apiAction: string;
  version: string;
  params: Readonly<Record<string, string>>;
  accessKeyId: string;
  accessKeySecret: string;
  /** Epoch ms the request is dated (x-acs-date, UTC to the second). */
  now: number;
  nonce?: string;
  /**
   * Parameters in a form body instead of the query (the SDKs' way for long ones: a SendBatchSms of 100 numbers and
   * their variables outgrows a request line); the body's hash is signed and the query is empty.
   */
  inBody?: boolean;
}

/** The URL, the headers and (in-body calls) the form body of a signed RPC-style call. */
export function signAcs3(request: Acs3Request): { url: string; headers: Record<string, string>; body?: string } {
  const base = new URL(request.endpoint);
  const encoded = canonicalQueryString(request.params);
  const query = request.inBody ? '' : encoded;
  const body = request.inBody ? encoded : '';
  const signed: Record<string, string> = {
    host: base.host,
    ...(request.inBody ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
    'x-acs-action': request.apiAction,
    'x-acs-content-sha256': sha256Hex(body),
    'x-acs-date': new Date(request.now).toISOString().replace(/\.\d{3}Z$/, 'Z'),
    'x-acs-signature-nonce': request.nonce ?? randomUUID(),
    'x-acs-version': request.version,
  };
  const names = Object.keys(signed).sort();
  const canonical = [
    request.method,
    '/',
    query,
    names.map((n) => `${n}:${(signed[n] ?? '').trim()}\n`).join(''),
    names.join(';'),
    signed['x-acs-content-sha256'],
  ].join('\n');
  const signature = createHmac('sha256', request.accessKeySecret)
    .update(`${ALGORITHM}\n${sha256Hex(canonical)}`)
    .digest('hex');
  const { host: _host, ...headers } = signed;
  return {
    url: `${base.origin}/${query ? `?${query}` : ''}`,
    headers: {
      ...headers,
      authorization: `${ALGORITHM} Credential=${request.accessKeyId},SignedHeaders=${names.join(';')},Signature=${signature}`,
    },
    ...(request.inBody ? { body } : {}),
  };
}
