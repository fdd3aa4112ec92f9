import { sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// What the demo's online payments read and mark: the demo company's cashier, houses with open regular fees, and the
// seed mark that makes it run once per database.

export const DEMO_ONLINE_MARK = 'online-pay-demo';

export async function demoOnlineDone(db: DbOrTx): Promise<boolean> {
  const rows = await db.execute<{ n: string }>(sql`select count(*) as n from seed_marks where step = ${DEMO_ONLINE_MARK}`);
  return Number([...rows][0]!.n) > 0;
}

export async function markDemoOnline(db: DbOrTx) {
  await db.insert(schema.seedMarks).values({ step: DEMO_ONLINE_MARK }).onConflictDoNothing();
}

/** The demo company's cashier (emp01) and approver (mgr01), when the demo seed made them. */
export async function demoStaff(db: DbOrTx) {
  const rows = await db.execute<{ username: string; id: string; company_id: string }>(sql`
    select u.username, u.id, u.company_id from users u join companies c on c.id = u.company_id
    where c.code = 'SH' and u.username in ('emp01', 'mgr01')`);
  const by = new Map([...rows].map((r) => [r.username, { id: Number(r.id), companyId: Number(r.company_id) }]));
  return { cashier: by.get('emp01'), approver: by.get('mgr01') };
}

/** Houses of the company with open regular fees not held by an order, fewest lines first (small demo amounts). */
export async function housesOwing(db: DbOrTx, companyId: number, limit: number): Promise<number[]> {
  const rows = await db.execute<{ house_id: string }>(sql`
    select o.house_id from bill_line_open o join bill_lines l on l.id = o.line_id join charge_items i on i.id = l.item_id
    where o.company_id = ${companyId} and l.target_type not in ('service', 'other') and not i.pass_through
      and not exists (select 1 from pay_order_lines p where p.line_id = o.line_id and p.held)
    group by o.house_id
    order by count(*), o.house_id desc
    limit ${limit}`);
  return [...rows].map((r) => Number(r.house_id));
}
