import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

export type FollowItemRow = {
  kind: 'complaint' | 'dispatch' | 'case';
  id: string;
  no: string;
  house_id: string | null;
  house_name: string | null;
  content: string;
  status: string;
  at: string | Date;
  total: number;
};

/** Open complaints, unfinished dispatches and unanswered cases of a company. */
function openItems(companyId: number) {
  return sql`
      select 'complaint' as kind, id, complaint_no as no, house_id, content, status, received_at as at from ${schema.complaints}
        where company_id = ${companyId} and deleted_at is null and closed_at is null
      union all
      select 'dispatch', id, order_no, house_id, content, status, planned_at from ${schema.dispatches}
        where company_id = ${companyId} and deleted_at is null and finished_at is null
      union all
      select 'case', id, case_no, house_id, content, status, accepted_at from ${schema.caseAccepts}
        where company_id = ${companyId} and deleted_at is null and result is null`;
}

const ofHouse = (houseId: number | undefined) => (houseId === undefined ? sql`true` : sql`x.house_id = ${houseId}`);

/** One page of a company's open items (or one house's), newest first, each row carrying the total. */
export async function findFollowItems(
  db: DbOrTx,
  companyId: number,
  houseId: number | undefined,
  page: number,
  size: number,
) {
  const rows = await db.execute<FollowItemRow>(sql`
      select x.*, h.name as house_name, count(*) over ()::int as total
      from (${openItems(companyId)}) x left join ${schema.houses} h on h.id = x.house_id
      where ${ofHouse(houseId)}
      order by x.at desc, x.id desc
      limit ${size} offset ${(page - 1) * size}`);
  return [...rows];
}

export async function countFollowItems(db: DbOrTx, companyId: number, houseId: number | undefined): Promise<number> {
  const [row] = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from (${openItems(companyId)}) x where ${ofHouse(houseId)}`,
  );
  return row?.n ?? 0;
}
