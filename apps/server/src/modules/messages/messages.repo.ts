import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

/**
 * Notices are cleared (not listed, not counted) once older than their estate's arrears setting's
 * noticeKeepDays (90 days without one); the same rule as /api/common/inform (common/inform.repo.ts).
 */
const kept = sql`${schema.notices.createdAt} >= now() - make_interval(days => coalesce((
  select max(a.notice_keep_days) from arrears_settings a where a.company_id = ${schema.notices.companyId} and a.estate_id = ${schema.notices.estateId}
), 90))`;

/** Notices addressed to the user inside the user's company, unconfirmed first, newest first. */
export async function findNoticesFor(db: DbOrTx, userId: number, companyId: number, noticeId?: number) {
  return db
    .select({
      notice: schema.notices,
      handleTime: schema.noticeRecipients.handleTime,
      handleName: schema.users.name,
    })
    .from(schema.noticeRecipients)
    .innerJoin(schema.notices, eq(schema.notices.id, schema.noticeRecipients.noticeId))
    .innerJoin(schema.users, eq(schema.users.id, schema.noticeRecipients.userId))
    .where(
      and(
        eq(schema.noticeRecipients.userId, userId),
        eq(schema.notices.companyId, companyId),
        noticeId === undefined ? undefined : eq(schema.notices.id, noticeId),
        noticeId === undefined ? kept : undefined,
      ),
    )
    .orderBy(
      sql`${schema.noticeRecipients.handleTime} is not null`,
      desc(schema.notices.createdAt),
      desc(schema.notices.id),
    )
    .limit(99);
}

export async function countPendingNotices(db: DbOrTx, userId: number, companyId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(schema.noticeRecipients)
    .innerJoin(schema.notices, eq(schema.notices.id, schema.noticeRecipients.noticeId))
    .where(
      and(
        eq(schema.noticeRecipients.userId, userId),
        eq(schema.notices.companyId, companyId),
        isNull(schema.noticeRecipients.handleTime),
        kept,
      ),
    );
  return row?.n ?? 0;
}

/** Marks the notice handled now; false when it was already handled. */
export async function markNoticeHandled(db: DbOrTx, noticeId: number, userId: number): Promise<boolean> {
  const rows = await db
    .update(schema.noticeRecipients)
    .set({ handleTime: new Date() })
    .where(
      and(
        eq(schema.noticeRecipients.noticeId, noticeId),
        eq(schema.noticeRecipients.userId, userId),
        isNull(schema.noticeRecipients.handleTime),
      ),
    )
    .returning({ id: schema.noticeRecipients.noticeId });
  return rows.length === 1;
}

/** System messages published by the given companies, with whether the user read each. */
export async function findMessages(db: DbOrTx, companyIds: number[], userId: number, messageId?: number) {
  return db
    .select({
      message: schema.systemMessages,
      readAt: schema.messageReads.readAt,
    })
    .from(schema.systemMessages)
    .leftJoin(
      schema.messageReads,
      and(eq(schema.messageReads.messageId, schema.systemMessages.id), eq(schema.messageReads.userId, userId)),
    )
    .where(
      and(
        inArray(schema.systemMessages.companyId, companyIds),
        messageId === undefined ? undefined : eq(schema.systemMessages.id, messageId),
      ),
    )
    .orderBy(desc(schema.systemMessages.createdAt), desc(schema.systemMessages.id))
    .limit(200);
}

export async function markMessageRead(db: DbOrTx, messageId: number, userId: number): Promise<void> {
  await db.insert(schema.messageReads).values({ messageId, userId }).onConflictDoNothing();
}

/** The name of the company that published a message. */
export async function findCompanyName(db: DbOrTx, companyId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: schema.companies.name })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return row?.name ?? null;
}
