import { and, count, desc, eq, exists, inArray, isNull, notExists, or, sql } from 'drizzle-orm';
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

// A message with receiver rows reaches only them; one without is a broadcast to the company and below.
const receiversOf = (userId?: number) =>
  userId === undefined
    ? sql`(select 1 from ${schema.messageReceivers} where ${schema.messageReceivers.messageId} = ${schema.systemMessages.id})`
    : sql`(select 1 from ${schema.messageReceivers} where ${schema.messageReceivers.messageId} = ${schema.systemMessages.id} and ${schema.messageReceivers.userId} = ${userId})`;

/** System messages the user may see (broadcasts of the given companies, messages addressed to the user), with whether the user read each. */
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
        or(
          and(inArray(schema.systemMessages.companyId, companyIds), notExists(receiversOf())),
          exists(receiversOf(userId)),
        ),
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

/** Enabled emp users among `userIds` in the given companies: id and company. */
export async function activeUsersIn(db: DbOrTx, companyIds: number[], userIds: number[]) {
  if (userIds.length === 0 || companyIds.length === 0) return [];
  const u = schema.users;
  return db
    .select({ id: u.id, companyId: u.companyId })
    .from(u)
    .where(and(inArray(u.id, userIds), inArray(u.companyId, companyIds), eq(u.role, 'emp'), eq(u.disabled, false)));
}

/** A file of the company (the uploaded PDF of a message). */
export async function findCompanyFileRow(db: DbOrTx, companyId: number, fileId: number) {
  const [row] = await db
    .select({ id: schema.files.id, name: schema.files.name, mime: schema.files.mime, storedName: schema.files.storedName })
    .from(schema.files)
    .where(and(eq(schema.files.id, fileId), eq(schema.files.companyId, companyId)));
  return row;
}

/** A message's uploaded PDF, whatever company the reader is in (the reader's access is checked on the message). */
export async function findMessageFile(db: DbOrTx, fileId: number) {
  const [row] = await db.select({ storedName: schema.files.storedName, name: schema.files.name }).from(schema.files).where(eq(schema.files.id, fileId));
  return row;
}

/** Writes a staff message and its receivers in one transaction. */
export async function insertMessage(
  db: DbOrTx,
  values: typeof schema.systemMessages.$inferInsert,
  receivers: { companyId: number; userId: number }[],
) {
  const [row] = await db.insert(schema.systemMessages).values(values).returning();
  await db.insert(schema.messageReceivers).values(receivers.map((r) => ({ messageId: row!.id, ...r })));
  return row!;
}

/** Messages the user wrote, newest first, with receiver and read counts. */
export async function findSentMessages(db: DbOrTx, userId: number, companyId: number) {
  const m = schema.systemMessages;
  const r = schema.messageReceivers;
  return db
    .select({
      message: m,
      fileName: schema.files.name,
      receivers: sql<number>`(select count(*)::int from ${r} where ${r.messageId} = ${m.id})`,
      read: sql<number>`(select count(*)::int from ${r} join ${schema.messageReads} mr on mr.message_id = ${r.messageId} and mr.user_id = ${r.userId} where ${r.messageId} = ${m.id})`,
      receiverNames: sql<string[]>`(select coalesce(array_agg(u.name order by u.name), '{}') from ${r} join ${schema.users} u on u.id = ${r.userId} where ${r.messageId} = ${m.id})`,
    })
    .from(m)
    .leftJoin(schema.files, eq(schema.files.id, m.fileId))
    .where(and(eq(m.createdBy, userId), eq(m.companyId, companyId), exists(receiversOf())))
    .orderBy(desc(m.createdAt), desc(m.id))
    .limit(200);
}

/** A company broadcast (no receiver rows): every user of the company and those below it sees it once. */
export async function insertBroadcastMessage(db: DbOrTx, values: typeof schema.systemMessages.$inferInsert) {
  const [row] = await db.insert(schema.systemMessages).values(values).returning({ id: schema.systemMessages.id });
  return row!;
}
