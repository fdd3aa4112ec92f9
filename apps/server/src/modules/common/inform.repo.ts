import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const n = schema.notices;
const r = schema.noticeRecipients;

/**
 * A notice is cleared (no longer listed) once older than its estate's arrears setting's
 * noticeKeepDays (the largest of the estate's settings; 90 days without one).
 */
const kept = sql`${n.createdAt} >= now() - make_interval(days => coalesce((
  select max(a.notice_keep_days) from arrears_settings a where a.company_id = ${n.companyId} and a.estate_id = ${n.estateId}
), 90))`;

/** The user's notices of a company and menu (optionally of one house), unconfirmed first, newest first. */
export async function findInforms(db: DbOrTx, userId: number, companyId: number, menuId: number, houseId?: number) {
  return db
    .select({ notice: n, handleTime: r.handleTime })
    .from(r)
    .innerJoin(n, eq(n.id, r.noticeId))
    .where(and(eq(r.userId, userId), eq(n.companyId, companyId), eq(n.menuId, menuId), houseId === undefined ? undefined : eq(n.houseId, houseId), kept))
    .orderBy(sql`${r.handleTime} is not null`, desc(n.createdAt), desc(n.id))
    .limit(5000);
}

/** The user's unconfirmed notices of a company per menu, for the given menus (menus without any are absent). */
export async function countUnreadByMenu(db: DbOrTx, userId: number, companyId: number, menuIds: readonly number[]) {
  return db
    .select({ menu: n.menuId, unread: count() })
    .from(r)
    .innerJoin(n, eq(n.id, r.noticeId))
    .where(and(eq(r.userId, userId), eq(n.companyId, companyId), inArray(n.menuId, [...menuIds]), isNull(r.handleTime), kept))
    .groupBy(n.menuId);
}

/** The recipient row of the user's notice (in the user's company), locked; undefined when not theirs. */
export async function lockRecipient(db: DbOrTx, userId: number, companyId: number, noticeId: number) {
  const [row] = await db
    .select({ handleTime: r.handleTime })
    .from(r)
    .innerJoin(n, eq(n.id, r.noticeId))
    .where(and(eq(r.userId, userId), eq(r.noticeId, noticeId), eq(n.companyId, companyId)))
    .for('update', { of: r });
  return row;
}

export async function ackRecipient(db: DbOrTx, userId: number, noticeId: number) {
  const rows = await db
    .update(r)
    .set({ handleTime: new Date() })
    .where(and(eq(r.noticeId, noticeId), eq(r.userId, userId), isNull(r.handleTime)))
    .returning({ id: r.noticeId });
  return rows.length === 1;
}
