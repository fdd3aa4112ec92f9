import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import { isoOf } from '../settlement/index';
import { likePattern } from '../records/index';

// 房屋认证 applications and the lookups the owner applies with (estates and houses by name, of any company).

export async function searchEstates(db: DbOrTx, q: string) {
  const rows = await db.execute<{ id: number; name: string; company_name: string }>(sql`
    select es.id, es.name, c.name as company_name from estates es join companies c on c.id = es.company_id
    where es.deleted_at is null and es.name ilike ${likePattern(q)} order by es.name, es.id limit 20`);
  return rows.map((r) => ({ id: Number(r.id), name: r.name, companyName: r.company_name }));
}

export async function searchHouses(db: DbOrTx, estateId: number, q: string) {
  const rows = await db.execute<{ id: number; code: string; name: string }>(sql`
    select h.id, h.code, h.name from houses h
    where h.estate_id = ${estateId} and h.deleted_at is null and (h.code ilike ${likePattern(q)} or h.name ilike ${likePattern(q)})
    order by h.code_sort, h.id limit 30`);
  return rows.map((r) => ({ id: Number(r.id), code: r.code, name: r.name }));
}

export async function liveHouse(db: DbOrTx, houseId: number) {
  const [row] = await db.execute<{ id: number; company_id: number }>(sql`select id, company_id from houses where id = ${houseId} and deleted_at is null`);
  return row ? { id: Number(row.id), companyId: Number(row.company_id) } : undefined;
}

export async function insertBinding(tx: DbOrTx, b: { companyId: number; houseId: number; accountId: number; name: string; idLast4: string }): Promise<number> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into owner_bindings (company_id, house_id, account_id, name, id_last4)
    values (${b.companyId}, ${b.houseId}, ${b.accountId}, ${b.name}, ${b.idLast4}) returning id`);
  return Number(row!.id);
}

export type BindingDbRow = {
  id: number;
  company_id: number;
  house_id: number;
  estate_id: number;
  estate_name: string;
  house_code: string;
  house_name: string;
  name: string;
  id_last4: string;
  phone: string;
  state: 'pending' | 'approved' | 'rejected' | 'revoked';
  created_at: string;
  decided_at: string | null;
  decided_by_name: string | null;
  reason: string | null;
  matches_record: boolean;
};

/** Name and last four ID characters agree with an owner (current) or a resident of the house on file. */
const matchesRecord = sql`(
  exists (select 1 from owners o join house_owner_events e on e.owner_id = o.id and e.house_id = b.house_id
    where o.deleted_at is null and o.name = b.name and upper(right(o.id_number, 4)) = b.id_last4
      and e.id = (select max(e2.id) from house_owner_events e2 where e2.owner_id = e.owner_id and e2.house_id = e.house_id) and e.event <> '3')
  or exists (select 1 from residents r where r.house_id = b.house_id and r.deleted_at is null and r.name = b.name and upper(right(r.id_number, 4)) = b.id_last4))`;

const columns = sql`b.id, b.company_id, b.house_id, h.estate_id, es.name as estate_name, h.code as house_code, h.name as house_name,
  b.name, b.id_last4, a.phone, b.state, ${isoOf(sql`b.created_at`)} as created_at, ${isoOf(sql`b.decided_at`)} as decided_at,
  (select u.name from users u where u.id = b.decided_by) as decided_by_name, b.reason, ${matchesRecord} as matches_record`;
const from = sql`owner_bindings b join houses h on h.id = b.house_id join estates es on es.id = h.estate_id join portal_accounts a on a.id = b.account_id`;

export async function bindingsOfAccount(db: DbOrTx, accountId: number) {
  return db.execute<BindingDbRow>(sql`select ${columns} from ${from} where b.account_id = ${accountId} order by b.id desc limit 50`);
}

export async function bindingById(db: DbOrTx, id: number, companyId: number, lock = false) {
  const [row] = await db.execute<BindingDbRow>(
    sql`select ${columns} from ${from} where b.id = ${id} and b.company_id = ${companyId}${lock ? sql` for update of b` : sql``}`,
  );
  return row;
}

export interface BindingFilter {
  companyId: number;
  state?: string | undefined;
  estateId?: number | undefined;
  q?: string | undefined;
}

function where(f: BindingFilter): SQL {
  const like = f.q ? likePattern(f.q) : undefined;
  return sql.join(
    [
      sql`b.company_id = ${f.companyId}`,
      f.state ? sql`b.state = ${f.state}` : undefined,
      f.estateId ? sql`h.estate_id = ${f.estateId}` : undefined,
      like ? sql`(b.name ilike ${like} or a.phone ilike ${like} or h.code ilike ${like} or h.name ilike ${like})` : undefined,
    ].filter((x): x is SQL => x !== undefined),
    sql` and `,
  );
}

export async function bindingPage(db: DbOrTx, f: BindingFilter, page: number, size: number) {
  const [count] = await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from} where ${where(f)}`);
  const rows = await db.execute<BindingDbRow>(sql`select ${columns} from ${from} where ${where(f)} order by b.id desc limit ${size} offset ${(page - 1) * size}`);
  return { total: count?.n ?? 0, rows };
}

/** pending → approved | rejected; approved → revoked. Only from the state read under the lock. */
export async function decide(tx: DbOrTx, id: number, to: 'approved' | 'rejected' | 'revoked', by: number, reason: string | null) {
  await tx.execute(sql`update owner_bindings set state = ${to}, decided_at = now(), decided_by = ${by}, reason = ${reason} where id = ${id}`);
}
