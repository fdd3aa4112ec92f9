import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// The houses a portal account reaches, in one statement: as 业主 on file with that phone (the latest event of the
// owner for the house is not 迁出, or its 迁出 day has not come), as 住户 on file (moved in, not removed), or by an
// approved binding. Live houses only; the same house reached twice answers once (owner before resident before binding).

export type ReachedHouse = {
  house_id: number;
  company_id: number;
  estate_id: number;
  estate_name: string;
  house_code: string;
  house_name: string;
  company_name: string;
  via: 'owner' | 'resident' | 'binding';
  person_name: string;
};

function reached(phone: string, accountId: number, today: string, houseId?: number): SQL {
  const oneHouse = (column: SQL) => (houseId === undefined ? sql`` : sql` and ${column} = ${houseId}`);
  return sql`
    select distinct on (x.house_id) x.house_id, x.via, x.person_name
    from (
      select e.house_id, 'owner' as via, o.name as person_name, 1 as rank
      from owners o
      join lateral (
        select ev.house_id, ev.event, ev.event_date from house_owner_events ev
        where ev.owner_id = o.id and ev.company_id = o.company_id
          and ev.id = (select max(e2.id) from house_owner_events e2 where e2.owner_id = ev.owner_id and e2.house_id = ev.house_id)
      ) e on true
      where o.mobile = ${phone} and o.deleted_at is null and (e.event <> '3' or e.event_date > ${today}::date)${oneHouse(sql`e.house_id`)}
      union all
      select r.house_id, 'resident', r.name, 2 from residents r
      where r.mobile = ${phone} and r.deleted_at is null and (r.move_in_date is null or r.move_in_date <= ${today}::date)${oneHouse(sql`r.house_id`)}
      union all
      select b.house_id, 'binding', b.name, 3 from owner_bindings b
      where b.account_id = ${accountId} and b.state = 'approved'${oneHouse(sql`b.house_id`)}
    ) x
    order by x.house_id, x.rank`;
}

export async function reachedHouses(db: DbOrTx, phone: string, accountId: number, today: string, houseId?: number) {
  const rows = await db.execute<ReachedHouse>(sql`
    select h.id as house_id, h.company_id, h.estate_id, es.name as estate_name, h.code as house_code, h.name as house_name,
      c.name as company_name, r.via, r.person_name
    from (${reached(phone, accountId, today, houseId)}) r
    join houses h on h.id = r.house_id and h.deleted_at is null
    join estates es on es.id = h.estate_id
    join companies c on c.id = h.company_id
    order by es.name, h.code_sort, h.id`);
  return rows.map((r) => ({ ...r, house_id: Number(r.house_id), company_id: Number(r.company_id), estate_id: Number(r.estate_id) }));
}
