import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// The only file that touches job_schedules (定时任务).

const s = schema.jobSchedules;
export type ScheduleRow = typeof s.$inferSelect;

/** Enabled schedules whose firing is due at `now`, oldest first. */
export async function dueSchedules(tx: DbOrTx, now: Date, limit = 50): Promise<ScheduleRow[]> {
  return tx
    .select()
    .from(s)
    .where(and(eq(s.enabled, true), lte(s.nextFireAt, now)))
    .orderBy(asc(s.nextFireAt))
    .limit(limit);
}

/**
 * Claims one firing: moves nextFireAt on only if it still holds the value read. Of any number of
 * instances ticking at once, one gets the row; the others see it moved and fire nothing.
 */
export async function claimFiring(tx: DbOrTx, row: ScheduleRow, next: Date, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(s)
    .set({ nextFireAt: next, lastFiredAt: now })
    .where(and(eq(s.id, row.id), eq(s.enabled, true), eq(s.nextFireAt, row.nextFireAt)))
    .returning({ id: s.id });
  return claimed.length === 1;
}

export async function setLastJob(tx: DbOrTx, id: number, jobId: number): Promise<void> {
  await tx.update(s).set({ lastJobId: jobId }).where(eq(s.id, id));
}

export async function listSchedules(tx: DbOrTx, companyId: number): Promise<ScheduleRow[]> {
  return tx.select().from(s).where(eq(s.companyId, companyId)).orderBy(desc(s.id));
}

export async function findSchedule(tx: DbOrTx, companyId: number, id: number): Promise<ScheduleRow | undefined> {
  const [row] = await tx.select().from(s).where(and(eq(s.id, id), eq(s.companyId, companyId)));
  return row;
}

export async function insertSchedule(tx: DbOrTx, values: typeof s.$inferInsert): Promise<ScheduleRow> {
  const [row] = await tx.insert(s).values(values).returning();
  return row!;
}

export async function updateSchedule(
  tx: DbOrTx,
  companyId: number,
  id: number,
  values: Partial<Pick<ScheduleRow, 'title' | 'cron' | 'params' | 'enabled' | 'nextFireAt' | 'updatedBy'>>,
): Promise<ScheduleRow | undefined> {
  const [row] = await tx
    .update(s)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(s.id, id), eq(s.companyId, companyId)))
    .returning();
  return row;
}

export async function deleteSchedule(tx: DbOrTx, companyId: number, id: number): Promise<boolean> {
  const rows = await tx.delete(s).where(and(eq(s.id, id), eq(s.companyId, companyId))).returning({ id: s.id });
  return rows.length === 1;
}

/** Company 0 holds the system's own schedules, one per kind (a partial unique index). */
export const SYSTEM_COMPANY = 0;

/** Adds the system schedule of `values.kind` unless it is there (two instances starting at once add one). */
export async function ensureSystemSchedule(tx: DbOrTx, values: Pick<ScheduleRow, 'kind' | 'title' | 'cron' | 'nextFireAt'>): Promise<void> {
  await tx
    .insert(s)
    .values({ ...values, companyId: SYSTEM_COMPANY, params: {}, enabled: true })
    .onConflictDoNothing();
}
