import { sql } from 'drizzle-orm';
import { executePrepared, type DbOrTx } from '@pm/db';
import { idList, OPEN_LINE_COLUMNS, toOpenLineRow, type OpenLineRow, type OpenLineSql } from './counter.repo';

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

const SETTINGS = sql`(select coalesce(json_agg(json_build_object('itemId', a.item_id, 'graceDays', a.grace_days, 'ratePerDay', a.late_rate_per_day,
          'capRatio', a.late_cap_ratio) order by a.id), '[]')
        from arrears_settings a where a.company_id = h.company_id and a.estate_id = h.estate_id and a.deleted_at is null)`;
const RULE = sql`(select json_build_object('id', r.id, 'prefix', r.prefix, 'datePart', r.date_part, 'serialLength', r.serial_length,
          'nextSerial', r.next_serial, 'resetCycle', r.reset_cycle)
        from receipt_rules r
        where r.company_id = h.company_id and r.deleted_at is null and r.enabled and (r.estate_id = h.estate_id or r.estate_id is null)
        order by r.estate_id is null, r.id limit 1)`;

/** Undefined when the house is not a live house of the company. */
export async function payContext(db: DbOrTx, companyId: number, houseId: number): Promise<PayContext | undefined> {
  const rows = await executePrepared<Row>(db, sql`
    select h.id, h.name, h.estate_id as "estateId", ${SETTINGS} as settings, ${RULE} as rule
    from houses h
    where h.id = ${houseId} and h.company_id = ${companyId} and h.deleted_at is null`);
  const [r] = [...rows];
  if (!r) return undefined;
  return { house: { id: Number(r.id), name: r.name, estateId: Number(r.estateId) }, settings: r.settings, rule: r.rule };
}

type LockedRow = { houseId: string; houseName: string; estateId: string; settings: PayContext['settings']; rule: PayContext['rule'] } & ({ [K in keyof OpenLineSql]: OpenLineSql[K] | null });

/**
 * The context and the house's open lines (all, or the given ones) locked FOR UPDATE in line order, in one statement
 * of the caller's transaction: what a payment reads before it allocates. Undefined when the house is not a live house
 * of the company. The lines' own figures are the latest committed once the lock is held; what other tables say of
 * them (a hold, a pending reversal, a waiver) is as of the statement's start, so the payment's write checks those again
 * (PaymentGuard).
 */
export async function payContextWithLines(tx: DbOrTx, companyId: number, houseId: number, lineIds?: readonly number[]): Promise<{ context: PayContext; lines: OpenLineRow[] } | undefined> {
  const rows = await executePrepared<LockedRow>(tx, sql`
    with h as materialized (
      select h.id, h.name, h.estate_id, ${SETTINGS} as settings, ${RULE} as rule
      from houses h where h.id = ${houseId} and h.company_id = ${companyId} and h.deleted_at is null
    ), locked as materialized (
      select ${OPEN_LINE_COLUMNS}
      from bill_line_open o
      join bill_lines l on l.id = o.line_id
      join charge_items i on i.id = l.item_id
      where o.company_id = ${companyId} and o.house_id = ${houseId} and (${lineIds === undefined} or ${idList(lineIds ?? [])})
        and exists (select 1 from h)
      order by o.line_id
      for update of o
    )
    select h.id as "houseId", h.name as "houseName", h.estate_id as "estateId", h.settings, h.rule, locked.*
    from h left join locked on true
    order by locked."dueDate", locked.id`);
  const all = [...rows];
  const [first] = all;
  if (!first) return undefined;
  return {
    context: { house: { id: Number(first.houseId), name: first.houseName, estateId: Number(first.estateId) }, settings: first.settings, rule: first.rule },
    lines: all.filter((r) => r.id !== null).map((r) => toOpenLineRow(r as OpenLineSql)),
  };
}
