import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// receipt_counters: one row per counter (rule:<id> or estate:<id>) and reset period.

/**
 * Takes the next serial of a counter in a period, in the caller's transaction: the row stays
 * locked until commit, so concurrent payments queue here and a rolled-back one gives its serial
 * back. A counter's first row starts at `firstSerial` (the rule's configured next serial); a new
 * period of a counter already used starts at 1.
 */
export async function takeSerial(tx: DbOrTx, companyId: number, counterKey: string, periodKey: string, firstSerial: number): Promise<number> {
  const rows = await tx.execute<{ serial: number }>(sql`
    insert into receipt_counters (company_id, counter_key, period_key, next_serial)
    values (${companyId}, ${counterKey}, ${periodKey},
      (case when exists (select 1 from receipt_counters c where c.company_id = ${companyId} and c.counter_key = ${counterKey}) then 1 else ${firstSerial}::int end) + 1)
    on conflict (company_id, counter_key, period_key) do update set next_serial = receipt_counters.next_serial + 1
    returning next_serial - 1 as serial`);
  const [row] = [...rows];
  if (!row) throw new Error(`receipt counter ${counterKey} answered no serial`);
  return Number(row.serial);
}

export async function insertReceipt(tx: DbOrTx, row: typeof schema.receipts.$inferInsert) {
  const [written] = await tx.insert(schema.receipts).values(row).returning({ id: schema.receipts.id, number: schema.receipts.number });
  return written!;
}
