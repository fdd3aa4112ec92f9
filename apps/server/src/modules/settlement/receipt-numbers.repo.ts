import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// receipt_counters: one row per counter (rule:<id> or estate:<id>) and reset period.

/**
 * Takes the next serial of a counter in a period and writes the receipt with it, in one statement
 * of the caller's transaction: the counter row stays locked until commit, so concurrent payments
 * queue here and a rolled-back one gives its serial back. A counter's first row starts at
 * `firstSerial` (the rule's configured next serial); a new period of a counter already used starts
 * at 1. The receipt's number is `head` and the serial padded to `serialLength`; no receipt when the
 * serial does not fit (the caller refuses it).
 */
export async function takeSerialWithReceipt(
  tx: DbOrTx,
  p: {
    companyId: number;
    counterKey: string;
    periodKey: string;
    firstSerial: number;
    head: string;
    serialLength: number;
    receipt: { estateId: number; paymentId: number; ruleId: number | null; issuedBy: number };
  },
): Promise<{ serial: number; receipt: { id: number; number: string } | null }> {
  const rows = await tx.execute<{ serial: number; id: string | null; number: string | null }>(sql`
    with s as (
      insert into receipt_counters (company_id, counter_key, period_key, next_serial)
      values (${p.companyId}, ${p.counterKey}, ${p.periodKey},
        (case when exists (select 1 from receipt_counters c where c.company_id = ${p.companyId} and c.counter_key = ${p.counterKey}) then 1 else ${p.firstSerial}::int end) + 1)
      on conflict (company_id, counter_key, period_key) do update set next_serial = receipt_counters.next_serial + 1
      returning next_serial - 1 as serial
    ), r as (
      insert into receipts (company_id, estate_id, payment_id, rule_id, number, issued_by)
      select ${p.companyId}, ${p.receipt.estateId}, ${p.receipt.paymentId}, ${p.receipt.ruleId}, ${p.head}::text || lpad(s.serial::text, ${p.serialLength}::int, '0'), ${p.receipt.issuedBy}
      from s where s.serial >= 1 and length(s.serial::text) <= ${p.serialLength}::int
      returning id, number
    )
    select s.serial, r.id, r.number from s left join r on true`);
  const [row] = [...rows];
  if (!row) throw new Error(`receipt counter ${p.counterKey} answered no serial`);
  return { serial: Number(row.serial), receipt: row.id === null ? null : { id: Number(row.id), number: row.number! } };
}
