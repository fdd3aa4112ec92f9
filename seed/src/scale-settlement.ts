import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { addMonths } from '@pm/domain';

export interface ScaleSettlementOptions {
  /** Released lines per generated house: its three items month by month back from last month (10M lines: 100 × 100k houses). */
  linesPerHouse: number;
  /** The business day (YYYY-MM-DD) whose month is the current one. */
  today: string;
}

export interface ScaleSettlementResult {
  lines: number;
  payments: number;
  allocations: number;
  openLines: number;
  ms: number;
}

/**
 * Released lines and their payments for the generated houses, set-based and in one transaction.
 * At millions of lines the ledger's statement triggers (which open lines and keep house_receivables
 * and the ageing tables per statement) would be most of the time, so they are switched off for the
 * load and their tables are built in bulk afterwards the way the triggers would have: bill_line_open
 * = net − Σ principal of each line's allocations, house_receivables its sums per house, the ageing
 * tables by receivables_ageing_rebuild(), the dashboards' totals by settlement_totals_rebuild().
 * seed/src/scale.test.ts recounts all of it.
 * Each house pays its oldest months in one 收费 payment (cash, numbered receipt), more months on some
 * houses than others, and part of one line of the next month; the rest stays open.
 */
export async function seedScaleSettlement(
  db: DbOrTx,
  companyId: number,
  tag: string,
  options: ScaleSettlementOptions,
): Promise<ScaleSettlementResult> {
  const started = performance.now();
  const perHouse = options.linesPerHouse;
  const months = Math.ceil(perHouse / 3);
  const current = options.today.slice(0, 7);
  const firstMonth = `${addMonths(current, -months)}-01`;
  const estatesLike = `${tag}-E%`;
  const one =
    (tx: DbOrTx) =>
    async <T>(query: ReturnType<typeof sql>) =>
      ((await tx.execute(query)) as unknown as T[])[0]!;
  const toggle = async (tx: DbOrTx, action: 'enable' | 'disable') => {
    await tx.execute(sql.raw(`alter table bill_lines ${action} trigger bill_lines_released_inserted`));
    await tx.execute(sql.raw(`alter table bill_lines ${action} trigger bill_lines_totals_released_inserted`));
    await tx.execute(sql.raw(`alter table bill_line_open ${action} trigger user`));
    await tx.execute(sql.raw(`alter table payment_allocations ${action} trigger payment_allocations_settled`));
    await tx.execute(sql.raw(`alter table payments ${action} trigger payments_balanced_at_commit`));
    await tx.execute(sql.raw(`alter table payment_tenders ${action} trigger payment_tenders_totals_inserted`));
  };
  return db.transaction(async (tx) => {
    await toggle(tx, 'disable');
    // Line k of a house: month k / 3 counted from the oldest, the house's k % 3-th binding (by item).
    const { n: lines } = await one(tx)<{ n: number }>(sql`
      with added as (
        insert into bill_lines (company_id, estate_id, house_id, item_id, target_type, target_id, standard_id, period, period_from, period_to,
                                bill_key, generation, quantity, unit_price, gross, reduction, net, due_date, status, audited_at, released_at, created_at, updated_at)
        select b.company_id, b.estate_id, b.house_id, b.item_id, 'house', b.house_id, s.id, to_char(m.first, 'YYYY-MM'), m.first, (m.first + interval '1 month' - interval '1 day')::date,
               b.house_id || ':' || b.item_id || ':house:' || b.house_id || ':' || to_char(m.first, 'YYYY-MM'), 0,
               q.quantity, q.price, round(q.quantity * q.price, 2), 0, round(q.quantity * q.price, 2), m.first + 15, 'released',
               m.first + interval '4 days', m.first + interval '5 days', m.first + interval '4 days', m.first + interval '5 days'
        from (select b.*, row_number() over (partition by b.house_id order by b.item_id) - 1 as k
              from charge_bindings b join estates e on e.id = b.estate_id
              where b.company_id = ${companyId} and e.company_id = ${companyId} and e.code like ${estatesLike}) b
        join charge_standards s on s.company_id = b.company_id and s.code = b.standard_code
        join houses h on h.id = b.house_id
        cross join generate_series(0, ${months - 1}) g
        cross join lateral (select (${firstMonth}::date + make_interval(months => g))::date as first) m
        cross join lateral (
          select case when s.price_method = '2' then 1::numeric
                      when s.area_type = '2' then h.use_area when s.area_type = '3' then h.inner_area else h.build_area end as quantity,
                 coalesce(s.unit_price, s.fixed_amount) as price
        ) q
        where b.k < 3 and g * 3 + b.k < ${perHouse}
        returning 1
      ) select count(*)::int as n from added`);
    // What each house pays: its lines of months before `paid` (0 to 70% of its months), and 37% of one line of month `paid`.
    await tx.execute(sql`
      create temp table scale_paid on commit drop as
      select l.id as line_id, l.company_id, l.estate_id, l.house_id, l.item_id, l.due_date,
             case when l.period < p.paid then l.net else round(l.net * 0.37, 2) end as principal
      from bill_lines l
      join estates e on e.id = l.estate_id
      cross join lateral (select to_char(${firstMonth}::date + make_interval(months => (l.house_id % ${Math.max(1, Math.floor(months * 0.7))})::int), 'YYYY-MM') as paid) p
      where e.company_id = ${companyId} and e.code like ${estatesLike} and l.company_id = ${companyId}
        and (l.period < p.paid or (l.period = p.paid and (l.house_id + l.item_id) % 3 = 0))`);
    // Each estate numbers its receipts by its own yearly rule (R + estate id + year + 6 digits), as the demo
    // estates do; one payment per paying house, dated the day after its last paid line's due date.
    await tx.execute(sql`
      insert into receipt_rules (company_id, estate_id, name, prefix, date_part, serial_length, next_serial, reset_cycle, enabled, sample)
      select e.company_id, e.id, e.name || '收据', 'R' || e.id, '2', 6, 1, '2', true, 'R' || e.id || '2026000001'
      from estates e where e.company_id = ${companyId} and e.code like ${estatesLike}`);
    const paid = await one(tx)<{ payments: number; allocations: number }>(sql`
      with per_house as (
        select company_id, estate_id, house_id, sum(principal) as total, (max(due_date) + 1) as day from scale_paid group by 1, 2, 3
      ),
      p as (
        insert into payments (company_id, estate_id, house_id, settle_type, total, principal, late_fee, payer_name, business_date, created_at)
        select company_id, estate_id, house_id, '1', total, total, 0, '规模测试', day, day + time '10:00' from per_house order by estate_id, day, house_id
        returning id, company_id, estate_id, house_id, total, business_date
      ),
      t as (insert into payment_tenders (payment_id, seq, company_id, method, amount) select id, 1, company_id, '1', total from p returning 1),
      a as (
        insert into payment_allocations (company_id, payment_id, line_id, house_id, item_id, principal)
        select s.company_id, p.id, s.line_id, s.house_id, s.item_id, s.principal from scale_paid s join p on p.house_id = s.house_id
        returning 1
      ),
      r as (
        insert into receipts (company_id, estate_id, payment_id, rule_id, number, issued_at)
        select p.company_id, p.estate_id, p.id, rr.id,
               rr.prefix || to_char(p.business_date, 'YYYY') || lpad((row_number() over (partition by p.estate_id, to_char(p.business_date, 'YYYY') order by p.id))::text, 6, '0'),
               p.business_date + time '10:00'
        from p join receipt_rules rr on rr.company_id = p.company_id and rr.estate_id = p.estate_id and rr.prefix = 'R' || p.estate_id
        returning 1
      )
      select (select count(*)::int from p) as payments, (select count(*)::int from a) as allocations`);
    await tx.execute(sql`
      insert into receipt_counters (company_id, counter_key, period_key, next_serial)
      select r.company_id, 'rule:' || r.rule_id, substr(r.number, length(rr.prefix) + 1, 4), count(*) + 1
      from receipts r join receipt_rules rr on rr.id = r.rule_id join estates e on e.id = r.estate_id
      where e.company_id = ${companyId} and e.code like ${estatesLike}
      group by 1, 2, 3`);
    const { n: openLines } = await one(tx)<{ n: number }>(sql`
      with opened as (
        insert into bill_line_open (line_id, company_id, estate_id, house_id, item_id, due_date, open)
        select l.id, l.company_id, l.estate_id, l.house_id, l.item_id, l.due_date, l.net - coalesce(s.principal, 0)
        from bill_lines l join estates e on e.id = l.estate_id left join scale_paid s on s.line_id = l.id
        where e.company_id = ${companyId} and e.code like ${estatesLike} and l.company_id = ${companyId} and l.net - coalesce(s.principal, 0) <> 0
        order by l.id
        returning 1
      ) select count(*)::int as n from opened`);
    await tx.execute(sql`
      insert into house_receivables (company_id, estate_id, house_id, open, open_lines)
      select o.company_id, o.estate_id, o.house_id, sum(o.open), count(*)
      from bill_line_open o join estates e on e.id = o.estate_id
      where e.company_id = ${companyId} and e.code like ${estatesLike}
      group by 1, 2, 3
      on conflict (house_id) do update set open = house_receivables.open + excluded.open, open_lines = house_receivables.open_lines + excluded.open_lines`);
    await tx.execute(sql`select receivables_ageing_rebuild()`);
    await tx.execute(sql`select settlement_totals_rebuild()`);
    await toggle(tx, 'enable');
    for (const table of ['bill_lines', 'bill_line_open', 'house_receivables', 'house_due_open', 'payments', 'payment_allocations', 'receipts', 'settlement_period_totals', 'tender_day_totals']) {
      await tx.execute(sql.raw(`analyze ${table}`));
    }
    return { lines, payments: paid.payments, allocations: paid.allocations, openLines, ms: Math.round(performance.now() - started) };
  });
}
