import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';

// 服务计费 of work orders: the finished 有偿服务 (or 有偿 报修) orders of an estate that wait for payment and have no
// bill line yet. The figures come from the charge the order recorded at 完工 (work_orders.charge: its priced lines and
// total, exact decimals), so an order returned and finished again is billed at its last 完工.

export interface BillableOrder {
  id: number;
  number: string;
  houseId: number;
  houseName: string;
  content: string;
  finishedAt: string;
  labour: string;
  materials: string;
  total: string;
}

const sumOf = (kinds: string) =>
  sql.raw(
    `(select coalesce(sum((l->>'amount')::numeric), 0) from jsonb_array_elements(w.charge->'lines') l where l->>'kind' in (${kinds}))::numeric(14,2)::text`,
  );

function billableWhere(companyId: number, estateId: number, ids?: readonly number[]): SQL {
  return sql`w.company_id = ${companyId} and h.estate_id = ${estateId} and h.deleted_at is null
    and w.state = 'awaiting_payment' and w.charge is not null and w.finished_at is not null
    ${ids ? sql`and w.id = any(${`{${ids.join(',')}}`}::bigint[])` : sql``}
    and not exists (select 1 from bill_lines bl where bl.work_order_id = w.id and bl.generation = 0)`;
}

type Raw = {
  id: string;
  number: string;
  house_id: string;
  house_name: string;
  content: string;
  finished_at: Date | string;
  labour: string;
  materials: string;
  total: string;
};

const toOrder = (r: Raw): BillableOrder => ({
  id: Number(r.id),
  number: r.number,
  houseId: Number(r.house_id),
  houseName: r.house_name,
  content: r.content,
  finishedAt: new Date(r.finished_at).toISOString(),
  labour: r.labour,
  materials: r.materials,
  total: r.total,
});

const columns = sql`w.id, w.number, w.house_id, h.name as house_name, w.content, w.finished_at,
  ${sumOf(`'labour', 'visit_fee'`)} as labour, ${sumOf(`'material'`)} as materials, (w.charge->>'total')::numeric(14,2)::text as total`;

/** The billable orders among `ids` (a run's), oldest first. */
export async function billableWorkOrders(
  tx: DbOrTx,
  companyId: number,
  estateId: number,
  ids: readonly number[],
): Promise<BillableOrder[]> {
  if (ids.length === 0) return [];
  const rows = await tx.execute<Raw>(sql`select ${columns} from work_orders w join houses h on h.id = w.house_id
    where ${billableWhere(companyId, estateId, ids)} order by w.id`);
  return [...rows].map(toOrder);
}

/** A page of the estate's billable orders, newest 完工 first, with their count. */
export async function pageBillableWorkOrders(
  db: DbOrTx,
  companyId: number,
  estateId: number,
  page: number,
  size: number,
) {
  const [counted] = await db.execute<{
    n: number;
  }>(sql`select count(*)::int as n from work_orders w join houses h on h.id = w.house_id
    where ${billableWhere(companyId, estateId)}`);
  const rows = await db.execute<Raw>(sql`select ${columns} from work_orders w join houses h on h.id = w.house_id
    where ${billableWhere(companyId, estateId)} order by w.finished_at desc, w.id desc limit ${size} offset ${(page - 1) * size}`);
  return { total: Number(counted?.n ?? 0), rows: [...rows].map(toOrder) };
}

/**
 * Of the orders a service run is about to bill, those still waiting for payment, with their charge's total, locked
 * FOR SHARE until the lines commit: a concurrent 退单 (FOR UPDATE) waits and then finds the line; one that committed
 * first is not in the answer (nor is an order finished again at another total since the run read it).
 */
export async function lockStillBillable(tx: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await tx.execute<{ id: string; total: string }>(sql`select w.id, (w.charge->>'total')::numeric(14,2)::text as total
    from work_orders w where w.id = any(${`{${ids.join(',')}}`}::bigint[]) and w.state = 'awaiting_payment' and w.charge is not null
    order by w.id for share`);
  return new Map([...rows].map((r) => [Number(r.id), r.total]));
}
