import { sql, type SQL } from 'drizzle-orm';
import { AGEING_BUCKETS } from '@pm/domain';

// SQL pieces of the live arrears (notes C20, C22): open due lines of bill_line_open, their
// ageing bucket and their late fee as of a day, summed in the database so a company of millions
// of lines is never loaded into JS. They agree with the domain's ageingBucket and lateFee to the
// fen (arrears-sql.test.ts compares both on a table of cases).

/**
 * The late-fee terms per estate and item (null item: the estate's default), one row per key (the
 * oldest live setting): `with terms as (…)`. Joined as `ti` (the item's) and `te` (the estate's).
 */
export const termsCte = (companyId: number): SQL => sql`terms as (
  select distinct on (s.estate_id, coalesce(s.item_id, 0)) s.estate_id, s.item_id, s.grace_days, s.late_rate_per_day as rate, s.late_cap_ratio as cap
  from arrears_settings s
  where s.company_id = ${companyId} and s.deleted_at is null
  order by s.estate_id, coalesce(s.item_id, 0), s.id
)`;

/** Joins of an open line `o` to its terms (item row first, else the estate row) and its waiver `w`. */
export const termsJoins = sql.raw(`left join terms ti on ti.estate_id = o.estate_id and ti.item_id = o.item_id
  left join terms te on te.estate_id = o.estate_id and te.item_id is null
  left join late_fee_waivers w on w.line_id = o.line_id`);

const term = (column: 'rate' | 'grace_days' | 'cap') => sql.raw(`(case when ti.estate_id is not null then ti.${column} else te.${column} end)`);

/**
 * The late fee of open line `o` as of `asOf` (元, numeric): simple interest open × rate × days
 * after due + grace (or from the line's own start, late_from, counted), capped at cap × open (least()
 * ignores a null cap), rounded half up to the fen per line (round() of a positive numeric); 0 without
 * terms or when waived.
 */
export const lateFeeOf = (asOf: string): SQL =>
  sql`(case when w.line_id is not null then 0::numeric else coalesce(round(least(o.open * ${term('rate')} * greatest(0, case when o.late_from is not null then ${asOf}::date - o.late_from + 1 else (${asOf}::date - o.due_date) - ${term('grace_days')} end), o.open * ${term('cap')}), 2), 0::numeric) end)`;

/**
 * 逾期天数 of a due date as of a day, in SQL: the domain's daysOverdue (calendar days asOf − due,
 * never below 0), so the lists, the house panel and the counter show one figure.
 */
export const daysOverdueSql = (due: SQL, asOf: string): SQL => sql`greatest(0, ${asOf}::date - ${due})`;

/** The ageing bucket code of a number of days past due (SQL integer expression). */
export const bucketOf = (days: SQL): SQL => {
  const bounded = AGEING_BUCKETS.filter((b) => b.maxDays !== null);
  const last = AGEING_BUCKETS[AGEING_BUCKETS.length - 1]!.code;
  const whens = bounded.map((b) => sql`when ${days} <= ${sql.raw(String(b.maxDays))} then ${sql.raw(`'${b.code}'`)}`);
  return sql`(case ${sql.join(whens, sql` `)} else ${sql.raw(`'${last}'`)} end)`;
};

/** The terms of open line `o` as columns (rate, grace_days, cap as text; waived), for a late fee computed in JS. */
export const termColumns = (): SQL =>
  sql`${term('rate')}::text as rate, ${term('grace_days')} as grace_days, ${term('cap')}::text as cap, (w.line_id is not null) as waived, o.late_from::text as late_from`;
