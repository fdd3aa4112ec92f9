import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { termColumns, termsCte, termsJoins } from '../arrears/index';

// A house's arrears for /api/common: open lines already due (bill_line_open) with their terms.

/** Oldest due date of the house's open due lines and how many billing months they cover. */
export async function houseArrearsDate(db: DbOrTx, companyId: number, houseId: number, today: string) {
  const [row] = await db.execute<{ earliest: string | null; months: number }>(sql`
    select min(o.due_date)::text as earliest, count(distinct l.period)::int as months
    from bill_line_open o join bill_lines l on l.id = o.line_id
    where o.company_id = ${companyId} and o.house_id = ${houseId} and o.due_date < ${today}::date`);
  return { earliest: row?.earliest ?? null, months: row?.months ?? 0 };
}

export type HouseDueLine = {
  line_id: string | number;
  period: string;
  item: string;
  open: string;
  due_date: string;
  rate: string | null;
  grace_days: number | null;
  cap: string | null;
  waived: boolean;
  /** The line's own late-fee start (a 期初 line's 违约金起算日), else null. */
  late_from: string | null;
};

/** The house's open due lines, oldest first, with the late-fee terms of each (item's, else the estate's). */
export async function houseDueLines(db: DbOrTx, companyId: number, houseId: number, today: string) {
  return db.execute<HouseDueLine>(sql`
    with ${termsCte(companyId)}
    select o.line_id, l.period, i.name as item, o.open::text as open, o.due_date::text as due_date, ${termColumns()}
    from bill_line_open o ${termsJoins}
    join bill_lines l on l.id = o.line_id join charge_items i on i.id = o.item_id
    where o.company_id = ${companyId} and o.house_id = ${houseId} and o.due_date < ${today}::date
    order by o.due_date, o.line_id`);
}
