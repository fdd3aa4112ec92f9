import { schema, type DbOrTx } from '@pm/db';

// The notification inbox: every delivery as received, with what became of it.

export type NotificationInsert = typeof schema.payNotifications.$inferInsert;

export async function insertNotification(db: DbOrTx, row: NotificationInsert) {
  await db.insert(schema.payNotifications).values(row);
}
