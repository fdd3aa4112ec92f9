import { chinaDateTime } from '../protocol/china-time';
import type { MessageRecord } from './messages';

/** A call of template/send as `/__test/messages` answers it (and the page shows it). */
export function messageView(r: MessageRecord) {
  return {
    seq: r.seq,
    at: chinaDateTime(r.at),
    touser: r.touser,
    templateId: r.templateId,
    title: r.title ?? null,
    lines: r.lines,
    data: r.data,
    url: r.url ?? null,
    miniprogram: r.miniprogram ?? null,
    clientMsgId: r.clientMsgId ?? null,
    errcode: r.errcode,
    errmsg: r.errmsg,
    msgid: r.msgid ?? null,
    repeatOf: r.repeatOf ?? null,
    finish: { state: r.finish.state, lost: r.finish.lost, pushes: r.finish.pushes },
  };
}

export type MessageView = ReturnType<typeof messageView>;

/** Newest first; only one user's when `openid` is given. */
export function selectMessages(records: readonly MessageRecord[], openid?: string): MessageRecord[] {
  return records.filter((r) => !openid || r.touser === openid).reverse();
}

/** What reached the user's phone (服务通知): accepted, not a repeat, not blocked. */
export const delivered = (r: MessageRecord) =>
  r.errcode === 0 && r.repeatOf === undefined && r.finish.state !== 'failed:user block';
