import { eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const s = schema.messageSettings;
export type SettingsRow = typeof s.$inferSelect;

/** The company's settings; the defaults (a row not yet written) when it never saved any. */
export async function settingsOf(db: DbOrTx, companyId: number): Promise<SettingsRow> {
  const [row] = await db.select().from(s).where(eq(s.companyId, companyId));
  return (
    row ?? {
      companyId,
      quietHours: true,
      quietStart: '21:00',
      quietEnd: '08:00',
      remindDays: 3,
      paidNotice: true,
      wechatFallbackSms: true,
      smsPartPrice: '0.0450',
      updatedAt: new Date(0),
      updatedBy: null,
    }
  );
}

export async function saveSettings(db: DbOrTx, row: typeof s.$inferInsert) {
  const { companyId: _c, ...set } = row;
  await db.insert(s).values(row).onConflictDoUpdate({ target: s.companyId, set });
}
