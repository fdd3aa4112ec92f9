import { msgId } from '../protocol/ids';
import { keyType, validValue } from '../protocol/key-types';
import type { ResolvedOptions } from '../options';
import type { VendorClock } from './clock';
import { argumentInvalid, WechatError, wechatError, withRid } from './errors';
import type { EventPusher } from './events';
import type { MessageLog, MessageRecord, TemplateLine } from './messages';
import type { Users } from './users';

/** Knob: the next `remaining` sends answer this errcode and send nothing. */
export interface ForcedFailure {
  errcode: number;
  errmsg: string;
  status: number | undefined;
  remaining: number;
}

/** 防重入 id: longer ones are refused as 47003 (chosen; WeChat does not publish a limit). */
const CLIENT_MSG_ID_MAX = 64;
/** Keys WeChat filters out of 类目模板 since 2023-05 (note §8): sent, never an error, never shown. */
const IGNORED_KEYS = new Set(['first', 'remark']);

type Body = Record<string, unknown>;
const isObject = (v: unknown): v is Body => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * /cgi-bin/message/template/send. Checked in this order (chosen; WeChat does not publish one): the body is JSON
 * (47001); touser is a user of the account (40003); template_id is one of its templates (40037); a repeat of an
 * accepted (touser, client_msg_id) answers the first msgid and sends nothing; the user follows (43004); every key of
 * the template has a string value of its type (47003 naming it). Colours are ignored.
 */
export class Sends {
  forced: ForcedFailure | undefined;
  /** `${touser}\n${client_msg_id}` → the accepted record. Kept until reset: the real window is unverified. */
  private sent = new Map<string, MessageRecord>();

  constructor(
    private readonly deps: {
      options: ResolvedOptions;
      clock: VendorClock;
      log: MessageLog;
      users: Users;
      pusher: EventPusher;
    },
  ) {}

  send(rawBody: string): { errcode: 0; errmsg: 'ok'; msgid: string } {
    const base = {
      at: this.deps.clock.now(),
      touser: '',
      templateId: '',
      title: undefined,
      lines: [],
      data: {},
      url: undefined,
      miniprogram: undefined,
      clientMsgId: undefined,
      msgid: undefined,
      repeatOf: undefined,
      finish: { state: 'none' as const, lost: false, pushes: [] },
    };
    let partial: Omit<MessageRecord, 'seq' | 'errcode' | 'errmsg'> = base;
    try {
      if (this.forced) {
        const f = this.forced;
        if (--f.remaining <= 0) this.forced = undefined;
        throw new WechatError(f.errcode, withRid(f.errmsg), f.status);
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw wechatError(47001);
      }
      if (!isObject(body)) throw wechatError(47001);
      partial = { ...base, ...this.describe(body) };
      const user = this.deps.users.get(partial.touser);
      if (!user) throw wechatError(40003);
      const template = this.deps.options.templates.get(partial.templateId);
      if (!template) throw wechatError(40037);
      partial = { ...partial, title: template.title, lines: templateLines(template.content, partial.data) };

      if (body.client_msg_id !== undefined) {
        if (typeof body.client_msg_id !== 'string' || body.client_msg_id.length > CLIENT_MSG_ID_MAX)
          throw argumentInvalid('client_msg_id');
        const first = this.sent.get(`${partial.touser}\n${body.client_msg_id}`);
        if (first?.msgid) {
          this.deps.log.add({ ...partial, errcode: 0, errmsg: 'ok', msgid: first.msgid, repeatOf: first.seq });
          return { errcode: 0, errmsg: 'ok', msgid: first.msgid };
        }
      }
      if (!user.following) throw wechatError(43004);
      const data = isObject(body.data) ? body.data : undefined;
      if (!data) throw argumentInvalid('data');
      for (const key of template.keys) {
        const type = keyType(key);
        if (IGNORED_KEYS.has(key) || !type) continue;
        const entry = data[key];
        const value = isObject(entry) ? entry.value : undefined;
        if (typeof value !== 'string' || !validValue(type, value)) throw argumentInvalid(`data.${key}.value`);
      }

      const record = this.deps.log.add({ ...partial, errcode: 0, errmsg: 'ok', msgid: msgId() });
      if (record.clientMsgId !== undefined) this.sent.set(`${record.touser}\n${record.clientMsgId}`, record);
      this.deps.pusher.templateAccepted(record);
      return { errcode: 0, errmsg: 'ok', msgid: record.msgid ?? '' };
    } catch (error) {
      if (error instanceof WechatError) this.deps.log.add({ ...partial, errcode: error.errcode, errmsg: error.errmsg });
      throw error;
    }
  }

  clear(): void {
    this.sent.clear();
    this.forced = undefined;
  }

  /** What the call asked for, as far as it can be read (the page shows refused calls too). */
  private describe(body: Body) {
    const data: Record<string, string> = {};
    if (isObject(body.data))
      for (const [key, entry] of Object.entries(body.data))
        if (isObject(entry) && (typeof entry.value === 'string' || typeof entry.value === 'number'))
          data[key] = String(entry.value);
    const mp = isObject(body.miniprogram) ? body.miniprogram : undefined;
    return {
      touser: typeof body.touser === 'string' ? body.touser : '',
      templateId: typeof body.template_id === 'string' ? body.template_id : '',
      data,
      url: typeof body.url === 'string' ? body.url : undefined,
      miniprogram:
        mp && typeof mp.appid === 'string'
          ? { appid: mp.appid, pagepath: typeof mp.pagepath === 'string' ? mp.pagepath : undefined }
          : undefined,
      clientMsgId: typeof body.client_msg_id === 'string' ? body.client_msg_id : undefined,
    };
  }
}

/** The template's lines (`label：{{key.DATA}}`) with the values sent; first/remark are filtered as WeChat does. */
export function templateLines(content: string, data: Record<string, string>): TemplateLine[] {
  const lines: TemplateLine[] = [];
  for (const text of content.split('\n')) {
    const m = /^(.*?)[:：]?\s*\{\{\s*(\w+)\.DATA\s*\}\}\s*$/.exec(text.trim());
    if (!m || IGNORED_KEYS.has(m[2] ?? '')) continue;
    lines.push({ key: m[2] ?? '', label: m[1] ?? '', value: data[m[2] ?? ''] ?? '' });
  }
  return lines;
}
