import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// What a payment at the counter needs besides its lines, in one read: the live house of the
// company, its estate's live arrears settings (as counter.repo's arrearsSettingsOf answers them)
// and the estate's enabled receipt rule (as common's findReceiptRule picks it: the estate's own
// before the company's).

export interface PayContext {
  house: { id: number; name: string; estateId: number };
  settings: { itemId: number | null; graceDays: number; ratePerDay: number; capRatio: number | null }[];
  rule: { id: number; prefix: string; datePart: string; serialLength: number; nextSerial: number; resetCycle: string } | null;
}

type Row = { id: string; name: string; estateId: string; settings: PayContext['settings']; rule: PayContext['rule'] };

/** Undefined when the house is not a live house of the company. */
export async function payContext(db: DbOrTx, companyId: number, houseId: number): Promise<PayContext | undefined> {
  const rows = await db.execute<Row>(sql`
    select h.id, h.name, h.estate_id as "estateId",
      (select coalesce(json_agg(json_build_object('itemId', a.item_id, 'graceDays', a.grace_days, 'ratePerDay', a.late_rate_per_day,
          'capRatio', a.late_cap_ratio) order by a.id), '[]')
        from arrears_settings a where a.company_id = ${companyId} and a.estate_id = h.estate_id and a.deleted_at is null) as settings,
      (select json_build_object('id', r.id, 'prefix', r.prefix, 'datePart', r.date_part, 'serialLength', r.serial_length,
          'nextSerial', r.next_serial, 'resetCycle', r.reset_cycle)
        from receipt_rules r
        where r.company_id = ${companyId} and r.deleted_at is null and r.enabled and (r.estate_id = h.estate_id or r.estate_id is null)
        order by r.estate_id is null, r.id limit 1) as rule
    from houses h
    where h.id = ${houseId} and h.company_id = ${companyId} and h.deleted_at is null`);
  const [r] = [...rows];
  if (!r) return undefined;
  return { house: { id: Number(r.id), name: r.name, estateId: Number(r.estateId) }, settings: r.settings, rule: r.rule };
}
