import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { addMonths, periodBounds } from '@pm/domain';
import { shanghaiToday } from './charging.seed';
import { seedScaleSettlement, type ScaleSettlementResult } from './scale-settlement';

export interface ScaleOptions {
  /** Houses to add. */
  houses: number;
  /** Company id that owns them. */
  companyId: number;
  /** Houses per estate (default 5000): 25 buildings × 2 units × 20 floors × 5 rooms. */
  perEstate?: number;
  /** Opt-in charging data for the generated houses (benches of bill runs); absent: houses only. */
  charging?: ScaleChargingOptions;
  /**
   * Opt-in settlement data (benches of the counter and arrears): the charging items and bindings, then
   * `linesPerHouse` released lines per house, part of them paid (scale-settlement.ts). Not with billMonths.
   */
  settlement?: { linesPerHouse: number };
}

export interface ScaleChargingOptions {
  /** Months of released bill lines before the current month (default 12; 0: items, standards and bindings only). */
  billMonths?: number;
  /** The business day (YYYY-MM-DD) whose month is the current one; default today in Asia/Shanghai. */
  today?: string;
}

export interface ScaleResult {
  estates: number;
  buildings: number;
  houses: number;
  ms: number;
  /** With `charging`: what was added and how long it took. */
  charging?: { standards: number; bindings: number; runs: number; lines: number; ms: number };
  /** With `settlement`: what was added and how long it took. */
  settlement?: ScaleSettlementResult;
}

const PER_BUILDING = 200;

/**
 * Adds `houses` houses (with their estates, buildings and units) to a company in a few set-based
 * statements (generate_series), so 100k houses take seconds. Codes carry a run tag, so runs add up.
 */
export async function seedScale(db: DbOrTx, options: ScaleOptions): Promise<ScaleResult> {
  const started = performance.now();
  const perEstate = options.perEstate ?? 5000;
  const tag = `S${Date.now().toString(36).toUpperCase()}`;
  const estates = Math.ceil(options.houses / perEstate);
  const buildingsPerEstate = Math.ceil(perEstate / PER_BUILDING);
  const c = options.companyId;
  await db.execute(sql`
    insert into ${schema.estates} (company_id, code, name, address, developer, charge_area, delivered_on, total_area)
    select ${c}, ${tag} || '-E' || lpad(g::text, 3, '0'), '规模测试' || ${tag} || '第' || g || '小区',
           '测试市测试区第' || g || '号', '规模测试置业', '1', date '2020-01-01' + (g % 365), 80000
    from generate_series(1, ${estates}) g`);
  await db.execute(sql`
    insert into ${schema.buildings} (company_id, estate_id, code, name, type, floors)
    select e.company_id, e.id, e.code || '-' || b, b || '栋', '4', 20
    from ${schema.estates} e cross join generate_series(1, ${buildingsPerEstate}) b
    where e.company_id = ${c} and e.code like ${`${tag}-E%`}`);
  await db.execute(sql`
    insert into ${schema.units} (company_id, building_id, code, name, floors)
    select b.company_id, b.id, b.code || '-' || u, u || '单元', 20
    from ${schema.buildings} b cross join generate_series(1, 2) u
    where b.company_id = ${c} and b.code like ${`${tag}-E%`}`);
  // 100 houses per unit: floor 1-20, rooms 01-05; numbered across the run and cut at the target.
  await db.execute(sql`
    insert into ${schema.houses} (company_id, estate_id, building_id, unit_id, code, name, floor, use_state, use_type,
                                  build_area, use_area, inner_area, charge_start_date)
    select company_id, estate_id, building_id, unit_id, code, name, floor, use_state, use_type, build_area, use_area, inner_area, charge_start_date
    from (
      select b.company_id, b.estate_id, b.id as building_id, u.id as unit_id,
             u.code || '-' || f || lpad(r::text, 2, '0') as code,
             e.name || b.name || u.name || f || lpad(r::text, 2, '0') || '室' as name,
             f as floor,
             (array['4','4','4','3','5','1'])[1 + (f * 5 + r) % 6] as use_state,
             case when (f + r) % 7 = 0 then '2' else '1' end as use_type,
             (80 + (f * 13 + r * 7) % 60)::numeric(12,2) + 0.55 as build_area,
             (65 + (f * 13 + r * 7) % 50)::numeric(12,2) + 0.30 as use_area,
             (70 + (f * 13 + r * 7) % 55)::numeric(12,2) + 0.10 as inner_area,
             date '2020-01-01' as charge_start_date,
             row_number() over (order by b.id, u.id, f, r) as n
      from ${schema.units} u
      join ${schema.buildings} b on b.id = u.building_id
      join ${schema.estates} e on e.id = b.estate_id
      cross join generate_series(1, 20) f
      cross join generate_series(1, 5) r
      where u.company_id = ${c} and u.code like ${`${tag}-E%`}
    ) h
    where n <= ${options.houses}`);
  await db.execute(sql`analyze ${schema.houses}`);
  const chargingOptions = options.settlement ? { billMonths: 0, ...options.charging } : options.charging;
  if (options.settlement && chargingOptions?.billMonths) throw new Error('seedScale: settlement lines replace billMonths; give one of them');
  const charging = chargingOptions ? await seedScaleCharging(db, c, tag, chargingOptions) : undefined;
  const settlement = options.settlement
    ? await seedScaleSettlement(db, c, tag, { linesPerHouse: options.settlement.linesPerHouse, today: options.charging?.today ?? shanghaiToday() })
    : undefined;
  return {
    estates,
    buildings: estates * buildingsPerEstate,
    houses: options.houses,
    ms: Math.round(performance.now() - started),
    ...(charging ? { charging } : {}),
    ...(settlement ? { settlement } : {}),
  };
}

/** The three periodic items every scale house is billed for (reused when the company has them). */
const SCALE_ITEMS = [
  { key: 'WY', code: 'WY01', name: '物业服务费', category: '1', priceMethod: '1', basis: 'area' },
  { key: 'LJ', code: 'LJ01', name: '垃圾清运费', category: '11', priceMethod: '2', basis: 'house' },
  { key: 'DT', code: 'DT01', name: '电梯运行费', category: '1', priceMethod: '1', basis: 'area' },
] as const;

/**
 * Charging at scale, set-based: the three periodic items, one standard of each per generated estate
 * (property fee 1.50-2.40 元/㎡ by estate, garbage 15.00 per house, lift 0.35 元/㎡), every house
 * bound from its charge start date, and `billMonths` released months: one 常规 run per estate and
 * month and its lines in one INSERT … SELECT (the release triggers open them and fill
 * house_receivables). Amounts are area × price rounded once half up to the fen (the standards'
 * half_up_2), the same as lineAmount; only whole months are billed (a binding starting inside a
 * month is first billed the month after: scale houses start on 2020-01-01), and no line events.
 */
async function seedScaleCharging(
  db: DbOrTx,
  companyId: number,
  tag: string,
  options: ScaleChargingOptions,
): Promise<NonNullable<ScaleResult['charging']>> {
  const started = performance.now();
  const months = options.billMonths ?? 12;
  const current = (options.today ?? shanghaiToday()).slice(0, 7);
  const itemIds = new Map<string, number>();
  for (const item of SCALE_ITEMS) {
    const found = await db.execute(sql`
      select id from ${schema.chargeItems} where company_id = ${companyId} and code = ${item.code} and deleted_at is null`);
    let id = Number((found as unknown as { id: string }[])[0]?.id ?? 0);
    if (!id) {
      const [row] = await db
        .insert(schema.chargeItems)
        .values({ companyId, code: item.code, name: item.name, category: item.category, lifetime: '1', cycleMonths: 1 })
        .returning({ id: schema.chargeItems.id });
      id = row?.id ?? 0;
    }
    itemIds.set(item.key, id);
  }
  const estatesLike = `${tag}-E%`;
  const items = sql.join(
    SCALE_ITEMS.map((i) => sql`(${itemIds.get(i.key)}::bigint, ${i.key}::text, ${i.name}::text, ${i.priceMethod}::text, ${i.basis}::text)`),
    sql`, `,
  );
  const count = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(sql`with added as (${query} returning 1) select count(*) as n from added`)) as unknown as { n: string }[])[0]?.n ?? 0);
  const standards = await count(sql`
    insert into ${schema.chargeStandards} (company_id, estate_id, item_id, code, name, version, price_method, basis, area_type,
                                            unit_price, fixed_amount, rounding, proration, valid_from)
    select e.company_id, e.id, i.item_id, e.code || '-' || i.k, i.name, 1, i.price_method, i.basis,
           case when i.basis = 'area' then '1' end,
           case i.k when 'WY' then 1.50 + (e.id % 10) * 0.10 when 'DT' then 0.35 end,
           case i.k when 'LJ' then 15.00 end,
           'half_up_2', 'actual_days', date '2020-01-01'
    from ${schema.estates} e cross join (values ${items}) as i(item_id, k, name, price_method, basis)
    where e.company_id = ${companyId} and e.code like ${estatesLike}`);
  const bindings = await count(sql`
    insert into ${schema.chargeBindings} (company_id, estate_id, house_id, target_type, target_id, item_id, standard_code, start_date)
    select h.company_id, h.estate_id, h.id, 'house', h.id, s.item_id, s.code, h.charge_start_date
    from ${schema.houses} h
    join ${schema.chargeStandards} s on s.company_id = h.company_id and s.estate_id = h.estate_id
    where h.company_id = ${companyId} and h.deleted_at is null and h.charge_start_date is not null and s.code like ${estatesLike}`);
  const estates = (await db.execute(sql`
    select id from ${schema.estates} where company_id = ${companyId} and code like ${estatesLike} order by id`)) as unknown as { id: string }[];
  let runs = 0;
  let lines = 0;
  for (let m = months; m >= 1; m--) {
    const period = addMonths(current, -m);
    const { first, last } = periodBounds(period);
    const createdAt = `${period}-05T09:00:00+08:00`;
    const releasedAt = `${period}-06T10:00:00+08:00`;
    for (const estate of estates) {
      // One run, then its lines in one statement (the release trigger opens them), then the run's totals.
      const [run] = (await db.execute(sql`
        insert into ${schema.billRuns} (company_id, estate_id, kind, period_from, period_to, scope, state, created_at, finished_at)
        values (${companyId}, ${Number(estate.id)}, 'normal', ${period}, ${period}, '{}'::jsonb, 'done', ${createdAt}::timestamptz, ${createdAt}::timestamptz)
        returning id`)) as unknown as { id: string }[];
      const runId = Number(run?.id);
      const totals = (await db.execute(sql`
        with added as (
          insert into ${schema.billLines} (company_id, estate_id, house_id, item_id, run_id, target_type, target_id, standard_id,
                                           period, period_from, period_to, bill_key, generation, quantity, unit_price, gross,
                                           reduction, net, due_date, status, audited_at, released_at, created_at, updated_at)
          select b.company_id, b.estate_id, b.house_id, b.item_id, ${runId}, 'house', b.house_id, s.id,
                 ${period}, ${first}::date, ${last}::date,
                 b.house_id || ':' || b.item_id || ':house:' || b.house_id || ':' || ${period}, 0,
                 q.quantity, q.price, round(q.quantity * q.price, 2), 0, round(q.quantity * q.price, 2),
                 ${first}::date + 15, 'released', ${createdAt}::timestamptz, ${releasedAt}::timestamptz,
                 ${createdAt}::timestamptz, ${releasedAt}::timestamptz
          from ${schema.chargeBindings} b
          join ${schema.chargeStandards} s on s.company_id = b.company_id and s.code = b.standard_code
                                        and s.valid_from <= ${first}::date and (s.valid_to is null or s.valid_to >= ${first}::date)
          join ${schema.houses} h on h.id = b.house_id
          cross join lateral (
            select case when s.price_method = '2' then 1::numeric
                        when s.area_type = '2' then h.use_area when s.area_type = '3' then h.inner_area else h.build_area end as quantity,
                   coalesce(s.unit_price, s.fixed_amount) as price
          ) q
          where b.company_id = ${companyId} and b.estate_id = ${Number(estate.id)} and b.end_date is null and b.start_date <= ${first}::date
          returning net
        )
        update ${schema.billRuns} r set total = t.n, done = t.n, lines_created = t.n, amount = t.amount
        from (select count(*)::int as n, coalesce(sum(net), 0) as amount from added) t
        where r.id = ${runId}
        returning t.n`)) as unknown as { n: number }[];
      runs++;
      lines += Number(totals[0]?.n ?? 0);
    }
  }
  await db.execute(sql`analyze ${schema.chargeBindings}`);
  await db.execute(sql`analyze ${schema.billLines}`);
  return {
    standards,
    bindings,
    runs,
    lines,
    ms: Math.round(performance.now() - started),
  };
}
