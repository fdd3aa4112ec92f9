// The floor of a monthly bill run (issue 27): one bare INSERT … SELECT writing the lines a 常规 run writes for a
// period, into the real bill_lines (its indexes and triggers apply), amounts computed by SQL from bindings ×
// standards. It covers what the charging benches' data uses (support/charging-bindings.ts): whole months, price
// methods 1 (unit price × quantity by area, house or parking) and 2 (fixed), the vacant rate and the five rounding
// modes; meters, tiers and per-day prices are left out (no such bindings there). The bench checks the floor's
// count and sum against a run's, so a drift from what charging/runs/compute-lines.ts writes shows.
import type postgres from 'postgres';

export interface FloorResult {
  lines: number;
  /** Σ net of the lines written, as decimal text. */
  amount: string;
  ms: number;
}

/** The statement; `withEvents` also writes each line's `create` event in the same statement, as a run's insert does. */
function floorSql(withEvents: boolean): string {
  const lines = `
    insert into bill_lines (company_id, estate_id, run_id, created_by, updated_by, house_id, item_id, target_type, target_id,
      standard_id, period, period_from, period_to, bill_key, generation, quantity, unit_price, fraction, gross, net,
      due_date, status, reading_id, share_rule_id, dispatch_id, remark)
    select h.company_id, h.estate_id, null, $2::bigint, $2::bigint, h.id, b.item_id, b.target_type, b.target_id,
      s.id, $3::varchar, $4::date, $5::date,
      h.id || ':' || b.item_id || ':' || b.target_type || ':' || b.target_id || ':' || $3::varchar, 0,
      q.quantity, q.unit_price, null, a.amount, a.amount,
      $4::date + coalesce(d.item_days, d.estate_days, 0), case when a.amount is null then 'pending_calc' else 'pending_audit' end,
      null, null, null, case when q.quantity is null then '缺少计费面积' end
    from houses h
    join charge_bindings b on b.company_id = h.company_id and b.house_id = h.id
      and b.start_date <= $5::date and (b.end_date is null or b.end_date >= $4::date)
    join charge_items i on i.id = b.item_id and i.lifetime in ('1', '3')
    join estates e on e.id = h.estate_id
    join lateral (
      select s.* from charge_standards s
      where s.company_id = h.company_id and s.estate_id = h.estate_id and s.code = b.standard_code
        and s.valid_from <= $4::date and (s.valid_to is null or s.valid_to >= $4::date)
      order by s.valid_from desc limit 1
    ) s on true
    cross join lateral (
      select case
               when s.price_method = '2' then 1::numeric
               when s.basis = 'area' then case coalesce(s.area_type, e.charge_area) when '2' then h.use_area when '3' then h.inner_area else h.build_area end
               when s.basis in ('persons', 'days') then b.quantity
               else 1::numeric
             end::numeric(14,4) as quantity,
             case when s.price_method = '2' then s.fixed_amount else s.unit_price end as unit_price
    ) q
    cross join lateral (
      select q.quantity * q.unit_price * case when h.use_state = '5' and s.vacant_rate is not null then s.vacant_rate else 1 end as exact
    ) x
    cross join lateral (
      select case s.rounding
               when 'half_up_1' then round(x.exact, 1)
               when 'half_up_0' then round(x.exact, 0)
               when 'ceil_2' then ceil(x.exact * 100) / 100
               when 'floor_2' then floor(x.exact * 100) / 100
               else round(x.exact, 2)
             end::numeric(14,2) as amount
    ) a
    left join lateral (
      select max(due_days) filter (where item_id = b.item_id) as item_days, max(due_days) filter (where item_id is null) as estate_days
      from arrears_settings where company_id = h.company_id and estate_id = h.estate_id and deleted_at is null
    ) d on true
    where h.company_id = $1 and h.deleted_at is null and h.estate_id = any($6::bigint[])
    on conflict (company_id, bill_key, generation) do nothing
    returning id, net, status`;
  const events = withEvents
    ? `, events as (insert into bill_line_events (company_id, line_id, action, to_status, by) select $1, ins.id, 'create', ins.status, $2::bigint from ins)`
    : '';
  return `with ins as (${lines})${events} select count(*)::int as n, coalesce(sum(net), 0)::numeric(14,2)::text as amount from ins`;
}

const monthEnd = (period: string) => {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};

/** Writes the period's lines of the estates' houses in one statement (its own transaction), timed. */
export async function writeFloor(
  sql: postgres.Sql,
  input: { companyId: number; userId: number; period: string; estateIds: number[]; withEvents: boolean },
): Promise<FloorResult> {
  const started = performance.now();
  const [row] = await sql.unsafe<{ n: number; amount: string }[]>(floorSql(input.withEvents), [
    input.companyId,
    input.userId,
    input.period,
    `${input.period}-01`,
    monthEnd(input.period),
    input.estateIds,
  ]);
  return { lines: row!.n, amount: row!.amount, ms: performance.now() - started };
}

/**
 * Removes the period's draft lines again (bill_lines_guard refuses only released lines) and vacuums, so each
 * phase of the bench writes into a table of the same size. Their `create` events stay: bill_line_events is
 * append-only.
 */
export async function removeDrafts(sql: postgres.Sql, companyId: number, period: string): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    with gone as (delete from bill_lines where company_id = ${companyId} and period = ${period} and released_at is null returning 1)
    select count(*)::int as n from gone`;
  await sql`vacuum analyze bill_lines`;
  return row!.n;
}
