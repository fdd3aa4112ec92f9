import { and, between, eq, isNull } from 'drizzle-orm';
import type { DayType, WorkCalendar } from '@pm/domain';
import { schema, type DbOrTx } from '@pm/db';

const w = schema.workCalendarDays;

/** The company's work calendar between two dates (inclusive): the dates it sets, with their day type. */
export async function findWorkCalendar(db: DbOrTx, companyId: number, from: string, to: string): Promise<WorkCalendar> {
  const rows = await db
    .select({ day: w.day, dayType: w.dayType })
    .from(w)
    .where(and(eq(w.companyId, companyId), isNull(w.deletedAt), between(w.day, from, to)));
  return new Map(rows.map((r) => [r.day, r.dayType as DayType]));
}
