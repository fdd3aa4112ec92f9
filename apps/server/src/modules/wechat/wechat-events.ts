import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

// Events WeChat pushes to our server URL (服务器配置, 明文模式; messages note §8): the GET server check with
// echostr, and POSTed XML — TEMPLATESENDJOBFINISH after each template message, subscribe / unsubscribe. Signed with
// sha1(sort([token, timestamp, nonce]).join('')); WeChat retries a push it gets no answer to, so handlers must take
// the same event twice (a finish is keyed by its MsgID).

export const WECHAT_EVENTS_PATH = '/api/vendor/wechat/events';
/** A push whose timestamp is further than this from our clock is refused (a replay of a captured one). */
export const EVENT_WINDOW_SECONDS = 300;
const MAX_BODY = 64 * 1024;

export type TemplateFinishStatus = 'success' | 'failed:user block' | 'failed: system failed' | (string & {});

export type WechatEvent =
  | { type: 'templateFinish'; msgId: string; openid: string; status: TemplateFinishStatus }
  | { type: 'follow' | 'unfollow'; openid: string };

export interface SignedQuery {
  signature?: string;
  timestamp?: string;
  nonce?: string;
}

/** The signature is right (compared in constant time) and its timestamp within the window of `nowMs`. */
export function verifyWechatSignature(token: string, q: SignedQuery, nowMs = Date.now()): boolean {
  const { signature, timestamp, nonce } = q;
  if (!signature || !timestamp || !nonce || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > EVENT_WINDOW_SECONDS) return false;
  const expected = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest();
  const given = Buffer.from(signature, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&apos;': "'" };

/**
 * The fields of WeChat's flat `<xml>` (CDATA or plain text; the five XML entities decoded in plain text). No DTD or
 * entity is ever expanded: a body with `<!DOCTYPE` or `<!ENTITY` is not read. Undefined when it is not such XML.
 */
export function xmlFields(xml: string): Record<string, string> | undefined {
  const text = xml.trim();
  if (!/^<xml>[\s\S]*<\/xml>$/.test(text) || /<!(DOCTYPE|ENTITY)/i.test(text)) return undefined;
  const fields: Record<string, string> = {};
  for (const m of text.slice(5, -6).matchAll(/<(\w+)>\s*(?:<!\[CDATA\[([\s\S]*?)\]\]>|([^<]*))\s*<\/\1>/g)) {
    const name = m[1] ?? '';
    fields[name] = m[2] ?? (m[3] ?? '').replace(/&(lt|gt|amp|quot|apos);/g, (e) => ENTITIES[e] ?? e);
  }
  return fields;
}

/** The event a push carries; undefined for what we do not act on (other events, user messages) or no event at all. */
export function parseWechatEvent(xml: string): WechatEvent | undefined {
  const f = xmlFields(xml);
  const openid = f?.FromUserName;
  if (!f || f.MsgType !== 'event' || !openid) return undefined;
  switch (f.Event) {
    case 'TEMPLATESENDJOBFINISH':
      return f.MsgID && /^\d+$/.test(f.MsgID) ? { type: 'templateFinish', msgId: f.MsgID, openid, status: f.Status ?? '' } : undefined;
    case 'subscribe':
      return { type: 'follow', openid };
    case 'unsubscribe':
      return { type: 'unfollow', openid };
    default:
      return undefined;
  }
}

export interface WechatEventsOptions {
  token: string;
  /** Called once per push that carries an event we act on; throwing answers 500, so WeChat pushes it again. */
  onEvent(event: WechatEvent): Promise<void>;
  now?: () => number;
}

/**
 * `GET /api/vendor/wechat/events` (the server check: the echostr back) and `POST` (events: raw XML, answered
 * `success`). A bad signature answers 401 and nothing is handled. Register with `app.register(wechatEventsRoutes,
 * { token, onEvent })`: the XML parser stays inside this plugin.
 */
export async function wechatEventsRoutes(app: FastifyInstance, options: WechatEventsOptions): Promise<void> {
  const now = options.now ?? Date.now;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: MAX_BODY }, (_request, body, done) => done(null, body));
  const signed = (request: FastifyRequest) => verifyWechatSignature(options.token, request.query as SignedQuery, now());

  app.get(WECHAT_EVENTS_PATH, async (request, reply) => {
    const echostr = (request.query as { echostr?: unknown }).echostr;
    if (!signed(request) || typeof echostr !== 'string') return reply.code(401).type('text/plain').send('invalid signature');
    return reply.type('text/plain').send(echostr);
  });

  app.post(WECHAT_EVENTS_PATH, async (request, reply) => {
    if (!signed(request)) return reply.code(401).type('text/plain').send('invalid signature');
    const body = typeof request.body === 'string' ? request.body : '';
    if (!xmlFields(body)) return reply.code(400).type('text/plain').send('bad xml');
    const event = parseWechatEvent(body);
    if (event) await options.onEvent(event);
    return reply.type('text/plain').send('success');
  });
}
