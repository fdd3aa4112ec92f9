import type { Db } from '@pm/db';
import { wechatFollowChanged } from '../owner-portal/index';
import type { WechatEvent } from '../wechat/index';
import { fallbackToSms } from './fallback';
import { applyReport, insertReport, keptReport, messageByVendorId } from './messages.repo';
import { settingsOf } from './settings.repo';

const STATUS_TEXT: Record<string, string> = {
  'failed:user block': '用户拒收（已屏蔽公众号消息）',
  'failed: system failed': '微信发送失败（系统原因）',
  'failed:freq limit': '微信发送失败（频率限制）',
};

/**
 * The 服务号's pushes: TEMPLATESENDJOBFINISH ends a WeChat message exactly once (success → 已送达, failed → 发送失败,
 * and by SMS when the owner blocked it and the company falls back); follow / unfollow keep the portal account's state.
 */
export async function onWechatEvent(db: Db, signName: () => string, event: WechatEvent): Promise<void> {
  await applyFinish(db, signName, event);
}

async function applyFinish(db: Db, signName: () => string, event: WechatEvent): Promise<void> {
  if (event.type !== 'templateFinish') {
    await wechatFollowChanged(db, event);
    return;
  }
  const delivered = event.status === 'success';
  const report = { delivered, at: new Date(), reason: delivered ? null : (STATUS_TEXT[event.status] ?? `微信发送失败：${event.status}`) };
  // Kept first: a finish that beats the send's answer (its msgid not yet written) is applied by the sender after.
  await insertReport(db, { channel: 'wechat', vendorId: event.msgId, address: event.openid, delivered, reason: report.reason, reportedAt: report.at });
  const moved = await applyReport(db, { channel: 'wechat', vendorId: event.msgId, address: event.openid }, report);
  if (!moved || delivered || event.status !== 'failed:user block') return;
  const message = await messageByVendorId(db, 'wechat', event.msgId, event.openid);
  if (message && (await settingsOf(db, message.companyId)).wechatFallbackSms) await fallbackToSms(db, message, signName());
}

/** After a WeChat send's answer is written: a finish that came first is applied now (once, as any report). */
export async function applyKeptFinish(db: Db, signName: string, message: { id: number; vendorId: string }): Promise<void> {
  const kept = await keptReport(db, 'wechat', message.vendorId);
  if (!kept) return;
  const moved = await applyReport(db, { channel: 'wechat', id: message.id, address: kept.address }, { delivered: kept.delivered, at: kept.reportedAt, reason: kept.reason });
  if (!moved || kept.delivered || kept.reason !== STATUS_TEXT['failed:user block']) return;
  const row = await messageByVendorId(db, 'wechat', message.vendorId, kept.address);
  if (row && (await settingsOf(db, row.companyId)).wechatFallbackSms) await fallbackToSms(db, row, signName);
}
