import type { Db } from '@pm/db';
import { compose } from './compose';
import { insertMessages, type MessageRow } from './messages.repo';
import { enabledTemplate } from './templates.repo';

/**
 * A WeChat message the owner cannot receive (not following, refused, unknown openid) goes by SMS when the company
 * says so: a new SMS message naming the WeChat one, from the company's first enabled SMS template of the purpose and
 * the values the WeChat one was written from. Nothing when the owner has no mobile or no such template exists.
 */
export async function fallbackToSms(db: Db, message: MessageRow, signName: string): Promise<boolean> {
  const phone = message.context.phone;
  const values = message.context.values;
  if (!phone || !values) return false;
  const template = await enabledTemplate(db, message.companyId, message.purpose, 'sms');
  if (!template) return false;
  const composed = compose(template, values, signName);
  const written = await insertMessages(db, [
    {
      companyId: message.companyId,
      batchId: message.batchId,
      purpose: message.purpose,
      channel: 'sms',
      houseId: message.houseId,
      estateId: message.estateId,
      houseName: message.houseName,
      recipientName: message.recipientName,
      address: phone,
      templateId: template.id,
      templateName: template.name,
      vendorCode: template.vendorCode,
      content: composed.content,
      params: composed.params,
      context: message.context,
      amount: message.amount,
      parts: composed.parts,
      resendOf: message.id,
      createdBy: message.createdBy,
    },
  ]);
  return written > 0;
}
