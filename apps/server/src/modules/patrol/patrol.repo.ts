import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { DEFAULT_MONTHLY_HOURS, inspectorHours, type InspectorHours } from '@pm/domain';

const plans = schema.patrolPlans;
const contracts = schema.patrolInspectorHours;

/** The inspector's contracted monthly hours (the standard hours when none are on record). */
export async function contractedHours(
  tx: DbOrTx,
  companyId: number,
  inspectorId: number,
  ignoreContractId?: number,
): Promise<number> {
  const [row] = await tx
    .select({ hours: contracts.monthlyHours })
    .from(contracts)
    .where(
      and(
        eq(contracts.companyId, companyId),
        eq(contracts.inspectorId, inspectorId),
        isNull(contracts.deletedAt),
        ignoreContractId === undefined ? undefined : ne(contracts.id, ignoreContractId),
      ),
    );
  return row ? row.hours : DEFAULT_MONTHLY_HOURS;
}

export interface PlanGroup {
  companyId: number;
  inspectorId: number;
  /** YYYY-MM */
  month: string;
}

/** Planned hours of the live plans of one inspector in one month, optionally leaving one plan out. */
export async function plannedHours(tx: DbOrTx, group: PlanGroup, excludePlanId?: number): Promise<number[]> {
  const rows = await tx
    .select({ hours: plans.plannedHours })
    .from(plans)
    .where(
      and(
        eq(plans.companyId, group.companyId),
        eq(plans.inspectorId, group.inspectorId),
        eq(plans.planMonth, group.month),
        isNull(plans.deletedAt),
        excludePlanId === undefined ? undefined : ne(plans.id, excludePlanId),
      ),
    );
  return rows.map((r) => r.hours);
}

/**
 * Writes the group's current contracted and available hours on every live plan of the group
 * (one plan may be leaving it: deleted, or moved to another inspector or month).
 */
export async function refreshGroup(
  tx: DbOrTx,
  group: PlanGroup,
  options: { leavingPlanId?: number; ignoreContractId?: number } = {},
): Promise<InspectorHours> {
  const contracted = await contractedHours(tx, group.companyId, group.inspectorId, options.ignoreContractId);
  const hours = inspectorHours(contracted, await plannedHours(tx, group, options.leavingPlanId));
  await tx
    .update(plans)
    .set({ contractedHours: hours.contracted, availableHours: hours.available })
    .where(
      and(
        eq(plans.companyId, group.companyId),
        eq(plans.inspectorId, group.inspectorId),
        eq(plans.planMonth, group.month),
        isNull(plans.deletedAt),
        options.leavingPlanId === undefined ? undefined : ne(plans.id, options.leavingPlanId),
      ),
    );
  return hours;
}

/** Every month in which the inspector has live plans. */
export async function monthsOf(tx: DbOrTx, companyId: number, inspectorId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ month: plans.planMonth })
    .from(plans)
    .where(and(eq(plans.companyId, companyId), eq(plans.inspectorId, inspectorId), isNull(plans.deletedAt)))
    .orderBy(sql`1`);
  return rows.map((r) => r.month);
}

/** The company's live plans (all, or one), newest first, for their patrol points. */
export async function plansForPoints(db: DbOrTx, companyId: number, planId: number | undefined) {
  return db
    .select({ id: plans.id, planName: plans.planName, route: plans.route, checkpoints: plans.checkpoints, status: plans.status })
    .from(plans)
    .where(and(eq(plans.companyId, companyId), isNull(plans.deletedAt), planId === undefined ? undefined : eq(plans.id, planId)))
    .orderBy(sql`${plans.startDate} desc`, plans.id);
}
