import type { z } from 'zod';
import type { PaySettings, PaySettingsInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import * as repo from './pay-orders.repo';

// 线上收款设置 per company: how long a QR code and a link stay payable, and where money for a closed order goes.

export const PAY_SETTINGS_LOG_KEY = 'pay-settings';
export const DEFAULT_PAY_SETTINGS = { orderMinutes: 15, linkHours: 24, lateMoney: 'prepay' as 'prepay' | 'refund' };

export async function settingsOf(db: DbOrTx, companyId: number) {
  const row = await repo.readSettings(db, companyId);
  return row ? { orderMinutes: row.orderMinutes, linkHours: row.linkHours, lateMoney: row.lateMoney as 'prepay' | 'refund', updatedAt: row.updatedAt } : { ...DEFAULT_PAY_SETTINGS, updatedAt: null };
}

export async function getPaySettings({ db, enabled }: { db: Db; enabled: boolean }, s: Session): Promise<z.output<typeof PaySettings>> {
  const found = await settingsOf(db, s.companyId);
  return { orderMinutes: found.orderMinutes, linkHours: found.linkHours, lateMoney: found.lateMoney, enabled, updatedAt: found.updatedAt ? new Date(found.updatedAt).toISOString() : null };
}

export async function setPaySettings(deps: { db: Db; enabled: boolean }, s: Session, input: z.output<typeof PaySettingsInput>) {
  await deps.db.transaction(async (tx) => {
    await repo.writeSettings(tx, { companyId: s.companyId, ...input, updatedBy: s.userId });
    await logOperation(tx, s, { recordKey: PAY_SETTINGS_LOG_KEY, recordId: null, action: 'update', detail: input });
  });
  return getPaySettings(deps, s);
}
