import { chinaDate } from '@pm/domain';
import type { SmsSender } from '../sms/index';
import type { MessageRow } from './messages.repo';

/**
 * The WeChat side as the messages need it (modules/wechat implements it): a 公众号 template message to an openid,
 * deduplicated by WeChat on `clientMsgId`, so sending one again after a lost answer sends nothing twice.
 */
export interface WechatTemplateSender {
  sendTemplate(message: { openid: string; templateId: string; url?: string; data: Record<string, string>; clientMsgId: string }): Promise<
    { ok: true; msgid: string } | { ok: false; errcode: number; errmsg: string; retryable: boolean; unfollowed: boolean }
  >;
}

export interface Channels {
  sms: SmsSender | undefined;
  wechat: WechatTemplateSender | undefined;
}

export type SendOutcome =
  | { ok: true; vendorId: string }
  /** `unreachable`: the owner cannot get it on this channel (not following, refused): another channel may. */
  /** `unsure`: no answer in time, the vendor may have taken it (asked of it later, never simply sent again). */
  | { ok: false; reason: string; retryable: boolean; unreachable: boolean; unfollowed?: boolean; unsure?: boolean };

/** Our id as the vendor carries it back (SMS OutId, WeChat client_msg_id). */
export const outIdOf = (messageId: number) => `m${messageId}`;

/**
 * A SendBatchSms call's OutId names every message in it, so a report (OutId + number) or QuerySendDetails finds its
 * message without anything written before the call: `g` and runs of ids in base 36, `g2bi0-2bj3.2bj9` (OutId < 256).
 */
export function batchOutIdOf(messageIds: readonly number[]): string {
  const ids = [...messageIds].sort((a, b) => a - b);
  const runs: string[] = [];
  for (let i = 0; i < ids.length; ) {
    let j = i;
    while (j + 1 < ids.length && ids[j + 1] === ids[j]! + 1) j++;
    runs.push(i === j ? ids[i]!.toString(36) : `${ids[i]!.toString(36)}-${ids[j]!.toString(36)}`);
    i = j + 1;
  }
  return `g${runs.join('.')}`;
}

/** An OutId's longest allowed length (Aliyun: "长度小于 256"). */
export const OUT_ID_MAX = 255;

/** The message ids an OutId of ours names (one for `m…`, the call's for `g…`); empty when it is not ours. */
export function messageIdsOf(outId: string | undefined): number[] {
  if (!outId) return [];
  if (/^m\d{1,15}$/.test(outId)) return [Number(outId.slice(1))];
  if (!/^g[0-9a-z]{1,11}(?:-[0-9a-z]{1,11})?(?:\.[0-9a-z]{1,11}(?:-[0-9a-z]{1,11})?)*$/.test(outId) || outId.length > OUT_ID_MAX) return [];
  const ids: number[] = [];
  for (const run of outId.slice(1).split('.')) {
    const [from, to = from] = run.split('-').map((p) => parseInt(p, 36)) as [number, number?];
    if (to < from || to - from > 1000) return [];
    for (let id = from; id <= to; id++) ids.push(id);
  }
  return ids;
}

/** One SMS template to several numbers in one call: one outcome for all (the gateway takes or refuses the call whole). */
export async function sendBatchThrough(channels: Channels, batch: MessageRow[]): Promise<SendOutcome> {
  const sms = channels.sms;
  if (!sms?.sendBatch) return { ok: false, reason: '短信服务未配置', retryable: false, unreachable: false };
  const r = await sms.sendBatch({
    template: { code: batch[0]!.vendorCode },
    recipients: batch.map((m) => ({ phone: m.address, templateParam: m.params })),
    outId: batchOutIdOf(batch.map((m) => m.id)),
  });
  return r.ok ? { ok: true, vendorId: r.bizId } : { ok: false, reason: `${r.code} ${r.message}`.trim(), retryable: r.retryable, unreachable: false, unsure: r.code === 'TIMEOUT' };
}

export async function sendThrough(channels: Channels, message: MessageRow): Promise<SendOutcome> {
  if (message.channel === 'sms') {
    if (!channels.sms) return { ok: false, reason: '短信服务未配置', retryable: false, unreachable: false };
    const r = await channels.sms.send({ phone: message.address, template: { code: message.vendorCode }, templateParam: message.params, outId: outIdOf(message.id) });
    return r.ok
      ? { ok: true, vendorId: r.bizId }
      : { ok: false, reason: `${r.code} ${r.message}`.trim(), retryable: r.retryable, unreachable: r.code === 'isv.MOBILE_NUMBER_ILLEGAL', unsure: r.code === 'TIMEOUT' };
  }
  if (!channels.wechat) return { ok: false, reason: '微信公众号未配置', retryable: false, unreachable: false };
  const r = await channels.wechat.sendTemplate({
    openid: message.address,
    templateId: message.vendorCode,
    ...(message.url ? { url: message.url } : {}),
    data: message.params,
    clientMsgId: outIdOf(message.id),
  });
  return r.ok
    ? { ok: true, vendorId: r.msgid }
    : { ok: false, reason: `${r.errcode} ${r.errmsg}`.trim(), retryable: r.retryable, unreachable: r.unfollowed || r.errcode === 43101 || r.errcode === 40003, unfollowed: r.unfollowed };
}

/**
 * What became of a message whose sender died between taking it and writing the answer: SMS asks the gateway for the
 * OutId on that day (SendSms is not idempotent); WeChat can simply send again, its client_msg_id keeps it single.
 */
export async function lostSendOutcome(channels: Channels, message: MessageRow): Promise<'sent' | 'unsent' | 'unknown'> {
  if (message.channel !== 'sms') return 'unsent';
  if (!channels.sms || !message.claimedAt) return 'unknown';
  const found = await channels.sms.findSent(message.address, chinaDate(message.claimedAt), (outId) => messageIdsOf(outId).includes(message.id));
  if ('error' in found) return 'unknown';
  return found.found ? 'sent' : 'unsent';
}
