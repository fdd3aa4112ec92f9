import { and, desc, eq, gt, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { newestFirst, pagedList } from '../records';

const book = schema.ccPhoneBook;
const records = schema.ccCallRecords;
const logins = schema.ccAgentLogins;

export async function findCompany(db: DbOrTx, companyId: number) {
  const [row] = await db
    .select({
      id: schema.companies.id,
      parentId: schema.companies.parentId,
      callCenterTenant: schema.companies.callCenterTenant,
      hasCallCenter: schema.companies.hasCallCenter,
    })
    .from(schema.companies)
    .where(eq(schema.companies.id, companyId));
  return row;
}

// ---- phone book ----
export async function pagePhoneBook(db: DbOrTx, companyId: number, q: string, page: number, size: number) {
  const like = `%${q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(eq(book.companyId, companyId), q ? or(ilike(book.name, like), ilike(book.phone, like)) : undefined);
  return pagedList(db, { table: book, where, sort: { column: book.name, order: 'asc' }, tiebreak: book.id, columns: ['id', 'name', 'phone'] }, page, size);
}

export async function insertPhoneBook(db: DbOrTx, companyId: number, userId: number, v: { name: string; phone: string }) {
  const [row] = await db
    .insert(book)
    .values({ companyId, name: v.name, phone: v.phone, createdBy: userId, updatedBy: userId })
    .returning({ id: book.id, name: book.name, phone: book.phone });
  return row;
}

export async function updatePhoneBook(db: DbOrTx, companyId: number, userId: number, id: number, v: { name: string; phone: string }) {
  const [row] = await db
    .update(book)
    .set({ name: v.name, phone: v.phone, updatedBy: userId, updatedAt: new Date() })
    .where(and(eq(book.id, id), eq(book.companyId, companyId)))
    .returning({ id: book.id, name: book.name, phone: book.phone });
  return row;
}

export async function deletePhoneBook(db: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await db.delete(book).where(and(eq(book.id, id), eq(book.companyId, companyId))).returning({ id: book.id });
  return rows.length > 0;
}

// ---- agent logins ----
export type AgentLoginRow = typeof logins.$inferSelect;

export async function findAgentLogin(db: DbOrTx, userId: number): Promise<AgentLoginRow | undefined> {
  const [row] = await db.select().from(logins).where(eq(logins.userId, userId));
  return row;
}

export async function saveAgentLogin(db: DbOrTx, row: typeof logins.$inferInsert): Promise<AgentLoginRow> {
  const [saved] = await db
    .insert(logins)
    .values(row)
    .onConflictDoUpdate({ target: logins.userId, set: { ...row, loggedInAt: new Date() } })
    .returning();
  if (!saved) throw new Error('agent login not saved');
  return saved;
}

export async function deleteAgentLogin(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(logins).where(eq(logins.userId, userId));
}

export async function setUserCallCenterLoggedIn(db: DbOrTx, userId: number, value: boolean): Promise<void> {
  await db.update(schema.users).set({ callCenterLoggedIn: value }).where(eq(schema.users.id, userId));
}

/** A still-valid vendor token of the tenant (the freshest), for reading the call-event feed. */
export async function freshestTenantToken(db: DbOrTx, tenantId: string) {
  const [row] = await db
    .select({ token: logins.accessToken, tenantId: logins.tenantId })
    .from(logins)
    .where(and(eq(logins.tenantId, tenantId), gt(logins.tokenExpiresAt, new Date())))
    .orderBy(desc(logins.loggedInAt))
    .limit(1);
  return row;
}

// ---- call-event feed and records ----
export async function feedCursor(db: DbOrTx, tenantId: string): Promise<number> {
  const [row] = await db.select({ cursor: schema.ccFeedCursors.cursor }).from(schema.ccFeedCursors).where(eq(schema.ccFeedCursors.tenantId, tenantId));
  return row?.cursor ?? 0;
}

export async function advanceFeedCursor(db: DbOrTx, tenantId: string, cursor: number): Promise<void> {
  await db
    .insert(schema.ccFeedCursors)
    .values({ tenantId, cursor })
    .onConflictDoUpdate({
      target: schema.ccFeedCursors.tenantId,
      set: { cursor: sql`greatest(${schema.ccFeedCursors.cursor}, ${cursor})`, syncedAt: new Date() },
    });
}

export type CallRecordInsert = typeof records.$inferInsert;

export async function upsertCallRecord(db: DbOrTx, row: CallRecordInsert): Promise<void> {
  const { companyId: _c, tenantId: _t, vendorCallId: _v, ...changes } = row;
  await db
    .insert(records)
    .values(row)
    .onConflictDoUpdate({ target: [records.tenantId, records.vendorCallId], set: changes });
}

export async function pageCallRecords(db: DbOrTx, companyId: number, f: { page: number; size: number; callType?: number; q: string }) {
  const like = `%${f.q.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
  const where = and(
    eq(records.companyId, companyId),
    f.callType === 1 ? eq(records.callType, 1) : f.callType === 2 ? eq(records.callType, 2) : undefined,
    f.q ? or(ilike(records.customDisplayNum, like), ilike(records.calleeNum, like)) : undefined,
  );
  return pagedList(
    db,
    {
      table: records,
      where,
      ...newestFirst(records.callTime, records.id),
      // Not the recording itself (a WAV in base64): whether there is one.
      columns: ['id', 'callTime', 'callType', 'customDisplayNum', 'calleeNum', 'agentDn', 'result', 'answeredAt', 'endedAt'],
      lookups: (onPage) => ({ hasRecording: sql<boolean>`${onPage(records.recordingWav)} is not null` }),
    },
    f.page,
    f.size,
  );
}

export async function findRecording(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db
    .select({ id: records.id, recordingWav: records.recordingWav })
    .from(records)
    .where(and(eq(records.id, id), eq(records.companyId, companyId)));
  return row;
}

// ---- screen pop (owners, residents, houses of the record engine; read only) ----
export async function peopleByNumber(db: DbOrTx, companyIds: number[], number: string) {
  const o = schema.owners;
  const r = schema.residents;
  const owners = await db
    .select({ id: o.id, name: o.name })
    .from(o)
    .where(and(inArray(o.companyId, companyIds), isNull(o.deletedAt), or(eq(o.mobile, number), eq(o.phone, number))))
    .limit(10);
  const residents = await db
    .select({ id: r.id, name: r.name, houseId: r.houseId })
    .from(r)
    .where(and(inArray(r.companyId, companyIds), isNull(r.deletedAt), eq(r.mobile, number)))
    .limit(10);
  return { owners, residents };
}

/** Houses an owner holds now: the latest event per house is 1 入伙 or 2 过户. */
export async function currentHousesOfOwner(db: DbOrTx, companyIds: number[], ownerId: number) {
  const e = schema.houseOwnerEvents;
  const h = schema.houses;
  const latest = db
    .selectDistinctOn([e.houseId], { houseId: e.houseId, event: e.event })
    .from(e)
    .where(and(eq(e.ownerId, ownerId), inArray(e.companyId, companyIds)))
    .orderBy(e.houseId, desc(e.id))
    .as('latest');
  return db
    .select({ id: h.id, code: h.code, name: h.name })
    .from(latest)
    .innerJoin(h, eq(h.id, latest.houseId))
    .where(and(inArray(latest.event, ['1', '2']), isNull(h.deletedAt)))
    .orderBy(h.code);
}

export async function housesByIds(db: DbOrTx, companyIds: number[], ids: number[]) {
  if (ids.length === 0) return [];
  const h = schema.houses;
  return db
    .select({ id: h.id, code: h.code, name: h.name })
    .from(h)
    .where(and(inArray(h.id, ids), inArray(h.companyId, companyIds), isNull(h.deletedAt)));
}

/** A live house of one of the served companies, with its company's name; undefined otherwise. */
export async function servedHouse(db: DbOrTx, companyIds: number[], id: number) {
  const h = schema.houses;
  const c = schema.companies;
  const [row] = await db
    .select({ id: h.id, code: h.code, name: h.name, companyId: h.companyId, companyName: c.name })
    .from(h)
    .innerJoin(c, eq(c.id, h.companyId))
    .where(and(eq(h.id, id), inArray(h.companyId, companyIds), isNull(h.deletedAt)));
  return row;
}

export async function insertLoginLog(db: DbOrTx, v: { companyId: number; userId: number; kind: string; content: string }): Promise<void> {
  await db.insert(schema.ccLoginLogs).values(v);
}
