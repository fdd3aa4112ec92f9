import { MESSAGE_PURPOSE_LABELS, type MessagePurpose } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Channels } from './channels';
import { outboundErrors } from './outbound.errors';
import { findTemplate, type TemplateRow } from './templates.repo';

/** The template a send asks for, when it can be used: its channel configured, of the company, purpose and channel, enabled. */
export async function sendingTemplate(db: Db, channels: Channels, companyId: number, input: { channel: 'sms' | 'wechat'; templateId: number }, purpose: MessagePurpose): Promise<TemplateRow> {
  if (!channels[input.channel]) throw outboundErrors.channelOff(input.channel);
  const template = await findTemplate(db, companyId, input.templateId);
  if (!template) throw outboundErrors.noTemplate();
  if (template.purpose !== purpose || template.channel !== input.channel) throw outboundErrors.templatePurpose(MESSAGE_PURPOSE_LABELS[purpose]);
  if (!template.enabled) throw outboundErrors.templateOff();
  return template;
}
