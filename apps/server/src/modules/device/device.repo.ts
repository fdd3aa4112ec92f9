import { and, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

/** A maintenance plan of the company, or undefined. */
export async function findMaintPlan(db: DbOrTx, companyId: number, planId: number) {
  const [plan] = await db
    .select()
    .from(schema.deviceMaintPlans)
    .where(and(eq(schema.deviceMaintPlans.id, planId), eq(schema.deviceMaintPlans.companyId, companyId)));
  return plan;
}

/** Moves a maintenance plan's last and next dates. */
export async function updateMaintPlanDates(
  db: DbOrTx,
  planId: number,
  dates: { lastDate: string; nextDate: string },
  userId: number,
) {
  await db
    .update(schema.deviceMaintPlans)
    .set({ ...dates, updatedAt: new Date(), updatedBy: userId })
    .where(eq(schema.deviceMaintPlans.id, planId));
}
