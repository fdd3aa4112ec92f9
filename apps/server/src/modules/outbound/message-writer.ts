import { sendableAt } from '@pm/domain';
import type { DbOrTx } from '@pm/db';
import { addressesOf } from './address-book';
import { compose } from './compose';
import { insertMessages, type NewMessage } from './messages.repo';
import type { SettingsRow } from './settings.repo';
import { enabledTemplate, type TemplateRow } from './templates.repo';

/** One house's side of a message: what it says (placeholder values) and what it is about. */
export interface HouseMessage {
  houseId: number;
  estateId: number;
  houseName: string;
  /** Values of every placeholder but 业主 (filled per owner). */
  values: Record<string, string>;
  amount: string | null;
  context?: { dueDate?: string; paymentId?: number; voteId?: number };
  /** One message per owner address under this key prefix (a reminder per house and due day …). */
  dedupeKey?: string;
}

export interface WriteRequest {
  companyId: number;
  batchId: number | null;
  purpose: string;
  template: TemplateRow;
  settings: SettingsRow;
  signName: string;
  today: string;
  now: Date;
  createdBy: number | null;
  houses: HouseMessage[];
}


/**
 * Writes the messages of these houses: one per owner address (addressesOf), each composed from the template (or the
 * company's SMS template when a WeChat one falls back to SMS), held to the end of quiet hours when routine; the
 * houses nobody can be sent to get a 未发送 row saying why, so the screens show it. Answers the rows written.
 */
export async function writeMessages(tx: DbOrTx, r: WriteRequest): Promise<number> {
  const channel = r.template.channel as 'sms' | 'wechat';
  const addresses = await addressesOf(tx, r.companyId, r.houses.map((h) => h.houseId), channel, r.today, channel === 'wechat' && r.settings.wechatFallbackSms);
  const smsTemplate = channel === 'wechat' && r.settings.wechatFallbackSms ? await enabledTemplate(tx, r.companyId, r.purpose, 'sms') : r.template;
  const quiet = r.settings.quietHours ? { start: r.settings.quietStart, end: r.settings.quietEnd } : null;
  const notBefore = sendableAt(r.purpose, r.now, quiet);
  const rows: NewMessage[] = [];
  for (const house of r.houses) {
    for (const a of addresses.get(house.houseId) ?? []) {
      const values = { ...house.values, 业主: a.name };
      let template: TemplateRow | undefined = a.channel === channel ? r.template : smsTemplate;
      let skipped = 'skipped' in a ? a.skipped : undefined;
      if (!template) {
        template = r.template;
        skipped = '业主未绑定微信或未关注公众号，且没有可用的短信模板';
      }
      const composed = compose(template, values, r.signName);
      const address = 'address' in a ? a.address : '';
      rows.push({
        companyId: r.companyId,
        batchId: r.batchId,
        purpose: r.purpose,
        channel: skipped ? channel : a.channel,
        houseId: house.houseId,
        estateId: house.estateId,
        houseName: house.houseName,
        recipientName: a.name,
        address,
        templateId: template.id,
        templateName: template.name,
        vendorCode: template.vendorCode,
        content: composed.content,
        params: composed.params,
        url: composed.url,
        context: { ...house.context, values, ...(a.phone ? { phone: a.phone } : {}) },
        amount: house.amount,
        parts: composed.parts,
        state: skipped ? 'skipped' : 'queued',
        reason: skipped ?? (notBefore > r.now ? '免打扰时段，到时发送' : null),
        notBefore,
        dedupeKey: house.dedupeKey ? `${house.dedupeKey}:${skipped ? 'none' : address}` : null,
        createdBy: r.createdBy,
      });
    }
  }
  return insertMessages(tx, rows);
}
