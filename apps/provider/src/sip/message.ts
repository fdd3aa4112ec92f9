/**
 * A small SIP message model for the fake vendor: parse one WebSocket frame into a request or a
 * response, and serialise one back. Header names are kept in canonical case; compact forms
 * (v, f, t, i, m, l, c, k, s, e, o, u) are expanded.
 */

const COMPACT: Record<string, string> = {
  v: 'Via',
  f: 'From',
  t: 'To',
  i: 'Call-ID',
  m: 'Contact',
  l: 'Content-Length',
  c: 'Content-Type',
  k: 'Supported',
  s: 'Subject',
  e: 'Content-Encoding',
  o: 'Event',
  u: 'Allow-Events',
  r: 'Refer-To',
  b: 'Referred-By',
  x: 'Session-Expires',
};

const CANONICAL: Record<string, string> = {
  'call-id': 'Call-ID',
  cseq: 'CSeq',
  'www-authenticate': 'WWW-Authenticate',
  'proxy-authenticate': 'Proxy-Authenticate',
};

export function canonicalName(name: string): string {
  const lower = name.trim().toLowerCase();
  const compact = COMPACT[lower];
  if (compact) return compact;
  const known = CANONICAL[lower];
  if (known) return known;
  return lower.replace(/(^|-)([a-z])/g, (_m, dash: string, c: string) => dash + c.toUpperCase());
}

export interface SipHeaders {
  /** Values per canonical header name, in order (comma-joined lists stay as sent). */
  [name: string]: string[];
}

export interface SipRequest {
  kind: 'request';
  method: string;
  uri: string;
  headers: SipHeaders;
  body: string;
}

export interface SipResponse {
  kind: 'response';
  status: number;
  reason: string;
  headers: SipHeaders;
  body: string;
}

export type SipMessage = SipRequest | SipResponse;

export class SipParseError extends Error {}

/** Parses one SIP message (one WebSocket frame). */
export function parseSip(text: string): SipMessage {
  const split = text.indexOf('\r\n\r\n');
  const head = split >= 0 ? text.slice(0, split) : text;
  const rawBody = split >= 0 ? text.slice(split + 4) : '';
  const lines = head.split('\r\n');
  const start = lines.shift() ?? '';
  const headers: SipHeaders = {};
  let last: string | undefined;
  for (const line of lines) {
    if (/^[ \t]/.test(line) && last) {
      const list = headers[last];
      if (list && list.length > 0) list[list.length - 1] += ` ${line.trim()}`;
      continue;
    }
    const colon = line.indexOf(':');
    if (colon <= 0) throw new SipParseError(`bad header line: ${line}`);
    const name = canonicalName(line.slice(0, colon));
    (headers[name] ??= []).push(line.slice(colon + 1).trim());
    last = name;
  }
  const length = Number(headers['Content-Length']?.[0] ?? Buffer.byteLength(rawBody));
  const body = Buffer.from(rawBody, 'utf8').subarray(0, length).toString('utf8');
  const response = /^SIP\/2\.0 (\d{3}) ?(.*)$/.exec(start);
  if (response) {
    return { kind: 'response', status: Number(response[1]), reason: response[2] ?? '', headers, body };
  }
  const request = /^([A-Z]+) (\S+) SIP\/2\.0$/.exec(start);
  if (!request) throw new SipParseError(`bad start line: ${start}`);
  return { kind: 'request', method: request[1] as string, uri: request[2] as string, headers, body };
}

export function header(message: { headers: SipHeaders }, name: string): string | undefined {
  return message.headers[canonicalName(name)]?.[0];
}

/** Serialises a message; Content-Length is computed in bytes and always written last. */
export function serializeSip(message: SipMessage): string {
  const start =
    message.kind === 'request'
      ? `${message.method} ${message.uri} SIP/2.0`
      : `SIP/2.0 ${message.status} ${message.reason}`;
  const lines = [start];
  for (const [name, values] of Object.entries(message.headers)) {
    if (name === 'Content-Length') continue;
    for (const v of values) lines.push(`${name}: ${v}`);
  }
  lines.push(`Content-Length: ${Buffer.byteLength(message.body, 'utf8')}`);
  return `${lines.join('\r\n')}\r\n\r\n${message.body}`;
}

/** A response to a request: copies Via, From, To (adding a tag when given), Call-ID and CSeq. */
export function responseTo(
  request: SipRequest,
  status: number,
  reason: string,
  extra: SipHeaders = {},
  body = '',
  toTag?: string,
): SipResponse {
  let to = header(request, 'To') ?? '';
  if (toTag && !/;\s*tag=/i.test(to)) to = `${to};tag=${toTag}`;
  return {
    kind: 'response',
    status,
    reason,
    headers: {
      Via: request.headers.Via ?? [],
      From: [header(request, 'From') ?? ''],
      To: [to],
      'Call-ID': [header(request, 'Call-ID') ?? ''],
      CSeq: [header(request, 'CSeq') ?? ''],
      ...extra,
    },
    body,
  };
}

/** `tag` parameter of a From or To header value. */
export function tagOf(value: string | undefined): string | undefined {
  return value ? /;\s*tag=([^;\s>]+)/i.exec(value)?.[1] : undefined;
}

/** The URI inside a name-addr (`"x" <sip:a@b>;tag=1`) or addr-spec header value. */
export function uriOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const angle = /<([^>]+)>/.exec(value);
  if (angle) return angle[1];
  return value.split(';')[0]?.trim();
}

/** The user part of a sip: URI (`sip:8001@host;transport=ws` → 8001). */
export function userOf(uri: string | undefined): string | undefined {
  if (!uri) return undefined;
  const m = /^sips?:([^@;>]+)@/i.exec(uri.trim());
  return m ? decodeURIComponent(m[1] as string) : undefined;
}

export function cseqOf(message: { headers: SipHeaders }): { seq: number; method: string } {
  const [seq, method] = (header(message, 'CSeq') ?? '0 UNKNOWN').split(/\s+/);
  return { seq: Number(seq), method: method ?? 'UNKNOWN' };
}

/** Parameters of a digest Authorization header: `Digest username="8001", realm="…"`. */
export function digestParams(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  const body = value.replace(/^Digest\s+/i, '');
  for (const m of body.matchAll(/([a-zA-Z-]+)\s*=\s*(?:"([^"]*)"|([^,\s]+))/g)) {
    out[(m[1] as string).toLowerCase()] = m[2] ?? m[3] ?? '';
  }
  return out;
}
