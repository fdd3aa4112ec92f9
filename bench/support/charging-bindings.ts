import type postgres from 'postgres';

/**
 * The charging benches' data: three periodic items of the company (物业服务费 by area at 2.30/m², 停车费 fixed
 * 150.00 per space, 垃圾清运费 fixed 15.00), a standard of each per estate, and every house of the estates
 * bound to all three, written by SQL (the bulk-bind use case is not what these benches measure).
 */
export async function bindThreeItems(sql: postgres.Sql, companyId: number, estateIds: number[]): Promise<void> {
  const items = await sql<{ id: string; code: string }[]>`
    insert into charge_items (company_id, code, name, category, lifetime, cycle_months)
    values (${companyId}, 'B-WY', '物业服务费(压测)', '1', '1', 1), (${companyId}, 'B-TC', '停车费(压测)', '6', '1', 1), (${companyId}, 'B-LJ', '垃圾清运费(压测)', '11', '1', 1)
    returning id, code`;
  const item = (code: string) => Number(items.find((i) => i.code === code)!.id);
  for (const estateId of estateIds) {
    await sql`
      insert into charge_standards (company_id, estate_id, item_id, code, name, price_method, basis, unit_price, fixed_amount, valid_from)
      values (${companyId}, ${estateId}, ${item('B-WY')}, ${`B-WY-${estateId}`}, '物业费标准', '1', 'area', 2.3, null, '2020-01-01'),
             (${companyId}, ${estateId}, ${item('B-TC')}, ${`B-TC-${estateId}`}, '停车费标准', '2', 'parking', null, 150, '2020-01-01'),
             (${companyId}, ${estateId}, ${item('B-LJ')}, ${`B-LJ-${estateId}`}, '垃圾费标准', '2', 'house', null, 15, '2020-01-01')`;
  }
  await sql`
    insert into charge_bindings (company_id, estate_id, house_id, target_type, target_id, item_id, standard_code, start_date)
    select h.company_id, h.estate_id, h.id, t.target_type, h.id, t.item_id, t.prefix || h.estate_id, '2020-01-01'
    from houses h
    cross join (values ('house', ${item('B-WY')}::bigint, 'B-WY-'), ('parking', ${item('B-TC')}::bigint, 'B-TC-'), ('house', ${item('B-LJ')}::bigint, 'B-LJ-')) t(target_type, item_id, prefix)
    where h.estate_id in ${sql(estateIds)}`;
}
