import type { MessageSettings, MessageSettingsInput } from '@pm/contracts';
import { dec } from '@pm/domain';
import type { Db } from '@pm/db';
import type { z } from 'zod';
import type { Session } from '../../http/session';
import type { Channels } from './channels';
import { outboundErrors } from './outbound.errors';
import * as repo from './settings.repo';

export async function getSettings(db: Db, channels: Channels, session: Session): Promise<z.output<typeof MessageSettings>> {
  const row = await repo.settingsOf(db, session.companyId);
  return {
    quietHours: row.quietHours,
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    remindDays: row.remindDays,
    paidNotice: row.paidNotice,
    wechatFallbackSms: row.wechatFallbackSms,
    smsPartPrice: dec(row.smsPartPrice).toFixed(4),
    smsSignName: channels.sms?.signName ?? null,
    smsEnabled: channels.sms !== undefined,
    wechatEnabled: channels.wechat !== undefined,
  };
}

export async function saveSettings(db: Db, channels: Channels, session: Session, input: z.output<typeof MessageSettingsInput>) {
  if (input.quietHours && input.quietStart === input.quietEnd) throw outboundErrors.field('quietEnd', '免打扰的开始与结束时间不能相同');
  await repo.saveSettings(db, { ...input, companyId: session.companyId, updatedBy: session.userId, updatedAt: new Date() });
  return getSettings(db, channels, session);
}
