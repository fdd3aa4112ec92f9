import { and, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const o = schema.payOrders;

/** An order the account made (the whole row, for the vendor query), or undefined. */
export async function ownOrder(db: DbOrTx, accountId: number, orderId: number) {
  const [row] = await db.select().from(o).where(and(eq(o.id, orderId), eq(o.portalAccountId, accountId)));
  return row;
}
