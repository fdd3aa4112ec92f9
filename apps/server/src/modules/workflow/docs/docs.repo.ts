import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const d = schema.wfDocs;
const k = schema.wfTasks;
const e = schema.wfEvents;

export type DocRow = typeof d.$inferSelect;
export type TaskDbRow = typeof k.$inferSelect;

export async function insertDoc(db: DbOrTx, values: typeof d.$inferInsert) {
  const [row] = await db.insert(d).values(values).returning();
  return row!;
}

/** The document locked for one transition: concurrent actions on it queue and see each other's result. */
export async function lockDoc(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(d).where(and(eq(d.id, id), eq(d.companyId, companyId))).for('update');
  return row;
}

export async function findDoc(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(d).where(and(eq(d.id, id), eq(d.companyId, companyId)));
  return row;
}

export async function updateDoc(db: DbOrTx, id: number, values: Partial<typeof d.$inferInsert>) {
  await db.update(d).set({ ...values, updatedAt: new Date() }).where(eq(d.id, id));
}

export async function docTasks(db: DbOrTx, docId: number) {
  return db.select().from(k).where(eq(k.docId, docId)).orderBy(asc(k.no));
}

/** The document a task belongs to, inside the company. */
export async function taskDoc(db: DbOrTx, companyId: number, taskId: number) {
  const [row] = await db.select({ docId: k.docId, no: k.no }).from(k).where(and(eq(k.id, taskId), eq(k.companyId, companyId)));
  return row;
}

export async function insertTasks(db: DbOrTx, rows: (typeof k.$inferInsert)[]) {
  if (rows.length) await db.insert(k).values(rows);
}

export async function updateTask(db: DbOrTx, docId: number, no: number, values: Partial<typeof k.$inferInsert>) {
  await db.update(k).set(values).where(and(eq(k.docId, docId), eq(k.no, no)));
}

export async function insertEvent(db: DbOrTx, values: typeof e.$inferInsert) {
  await db.insert(e).values(values);
}

export async function docEvents(db: DbOrTx, docId: number) {
  return db.select().from(e).where(eq(e.docId, docId)).orderBy(asc(e.id));
}

/** The next 发文字号 serial of (company, kind, year): the counter row is created or locked and moved on. */
export async function takeSerial(db: DbOrTx, companyId: number, kind: string, year: number): Promise<number> {
  const c = schema.wfDocCounters;
  const [row] = await db
    .insert(c)
    .values({ companyId, kind, year, last: 1 })
    .onConflictDoUpdate({ target: [c.companyId, c.kind, c.year], set: { last: sql`${c.last} + 1` } })
    .returning({ last: c.last });
  return row!.last;
}

export async function lastSerials(db: DbOrTx, companyId: number, year: number) {
  const c = schema.wfDocCounters;
  return db.select({ kind: c.kind, last: c.last }).from(c).where(and(eq(c.companyId, companyId), eq(c.year, year)));
}

export async function replaceAttachments(db: DbOrTx, docId: number, fileIds: number[]) {
  const a = schema.wfDocAttachments;
  await db.delete(a).where(eq(a.docId, docId));
  if (fileIds.length) await db.insert(a).values(fileIds.map((fileId, seq) => ({ docId, fileId, seq })));
}

export async function attachmentsOf(db: DbOrTx, docId: number) {
  const a = schema.wfDocAttachments;
  const f = schema.files;
  return db.select({ fileId: a.fileId, name: f.name }).from(a).innerJoin(f, eq(f.id, a.fileId)).where(eq(a.docId, docId)).orderBy(asc(a.seq));
}

export async function replaceReceivers(db: DbOrTx, docId: number, rows: { companyId: number; userId: number }[]) {
  const r = schema.wfDocReceivers;
  await db.delete(r).where(eq(r.docId, docId));
  if (rows.length) await db.insert(r).values(rows.map((x) => ({ docId, ...x })));
}

export async function receiversOfDoc(db: DbOrTx, docId: number) {
  const r = schema.wfDocReceivers;
  return db
    .select({ companyId: r.companyId, userId: r.userId, name: schema.users.name })
    .from(r)
    .innerJoin(schema.users, eq(schema.users.id, r.userId))
    .where(eq(r.docId, docId))
    .orderBy(asc(r.companyId), asc(r.userId));
}

/** Publishes a finished document to its receivers: one notice per receiving company (the 告知公文 dialog reads them). */
export async function publishNotices(
  db: DbOrTx,
  doc: DocRow,
  sender: { name: string; phone: string; job: string },
  receivers: { companyId: number; userId: number }[],
) {
  const byCompany = new Map<number, number[]>();
  for (const r of receivers) byCompany.set(r.companyId, [...(byCompany.get(r.companyId) ?? []), r.userId]);
  for (const [companyId, users] of byCompany) {
    const [notice] = await db
      .insert(schema.notices)
      .values({
        companyId,
        docNumber: doc.docNumber ?? '',
        subject: doc.subject,
        houseName: doc.houseName,
        content: doc.body,
        senderName: sender.name,
        senderPhone: sender.phone,
        senderJob: sender.job,
        houseId: companyId === doc.companyId ? doc.houseId : null,
        docId: doc.id,
        updatedBy: doc.starterId,
      })
      .returning({ id: schema.notices.id });
    await db.insert(schema.noticeRecipients).values(users.map((userId) => ({ noticeId: notice!.id, userId })));
  }
}

/** Open tasks of a user in the company (isEmpWorking, a manual replacement). */
export async function openTasksOf(db: DbOrTx, companyId: number, userId: number) {
  return db
    .select({ docId: k.docId, no: k.no })
    .from(k)
    .where(and(eq(k.companyId, companyId), eq(k.assigneeId, userId), eq(k.state, 'pending')));
}

export async function docsByIds(db: DbOrTx, companyId: number, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select().from(d).where(and(eq(d.companyId, companyId), inArray(d.id, ids)));
}
