import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

export interface ScaleOptions {
  /** Houses to add. */
  houses: number;
  /** Company id that owns them. */
  companyId: number;
  /** Houses per estate (default 5000): 25 buildings × 2 units × 20 floors × 5 rooms. */
  perEstate?: number;
}

export interface ScaleResult {
  estates: number;
  buildings: number;
  houses: number;
  ms: number;
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
  return { estates, buildings: estates * buildingsPerEstate, houses: options.houses, ms: Math.round(performance.now() - started) };
}
