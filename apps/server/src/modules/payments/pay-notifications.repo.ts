import { schema, type DbOrTx } from '@pm/db';

// The notification inbox: every delivery as received, with what became of it.

export type NotificationInsert = typeof schema.payNotifications.$inferInsert;

export async function insertNotification(db: DbOrTx, row: NotificationInsert) {
  await db.insert(schema.payNotifications).values(row);
}

/** Several deliveries in one statement (a batch of notifications settled together). */
export async function insertNotifications(db: DbOrTx, rows: readonly NotificationInsert[]) {
  if (rows.length > 0) await db.insert(schema.payNotifications).values([...rows]);
}
