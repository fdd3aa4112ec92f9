import type { patrolPlanRecord, patrolRoutineRecord } from '@pm/contracts';
import type { schema } from '@pm/db';
import { rejected } from '../../errors/app-error';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { checksRule, current, notBefore, refuse, requiredWhen } from '../record-areas/index';
import { contractedHours, monthsOf, plannedHours, refreshGroup, type PlanGroup } from './patrol.repo';
import { formatHours, inspectorHours } from '@pm/domain';

// 巡查计划: a plan gives its inspector hours in the month of its start date. The inspector's
// available hours (contracted monthly hours minus the planned hours of all their plans in that
// month) are kept on every plan of the group; a write that leaves them below zero is accepted
// only when the planner ticks 确认超排工时 (hoursConfirmed).

function groupOf(companyId: number, row: StoredRow<typeof schema.patrolPlans> | undefined): PlanGroup | undefined {
  if (!row || typeof row.inspectorId !== 'number' || typeof row.planMonth !== 'string') return undefined;
  return { companyId, inspectorId: row.inspectorId, month: row.planMonth };
}

const sameGroup = (a: PlanGroup | undefined, b: PlanGroup | undefined): boolean =>
  a !== undefined && b !== undefined && a.inspectorId === b.inspectorId && a.month === b.month;

export async function patrolPlanBeforeWrite(
  values: ValuesOf<typeof patrolPlanRecord>,
  ctx: WriteContext<StoredRow<typeof schema.patrolPlans>>,
): Promise<void> {
  const v = current(values, ctx.existing);
  const start = typeof v.startDate === 'string' ? v.startDate : '';
  const end = typeof v.endDate === 'string' ? v.endDate : '';
  refuse(
    notBefore(v, 'startDate', 'endDate', '结束日期不能早于开始日期'),
    end && start && end.slice(0, 7) !== start.slice(0, 7)
      ? { path: 'endDate', message: '巡查计划按月编制，起止日期须在同一月份内' }
      : undefined,
  );
  const inspectorId = v.inspectorId as number;
  const group: PlanGroup = { companyId: ctx.session.companyId, inspectorId, month: start.slice(0, 7) };
  const contracted = await contractedHours(ctx.tx, group.companyId, inspectorId);
  const others = await plannedHours(ctx.tx, group, ctx.existing?.id);
  const hours = inspectorHours(contracted, [...others, v.plannedHours as number]);
  if (hours.available < 0 && v.hoursConfirmed !== true) {
    throw rejected(
      400,
      'patrol.hours_negative',
      `巡检人${group.month}可用工时不足：合同工时${formatHours(hours.contracted)}，已排${formatHours(
        hours.planned,
      )}，可用${formatHours(hours.available)}。请勾选“确认超排工时”后保存`,
    );
  }
  values.planMonth = group.month;
  values.contractedHours = hours.contracted;
  values.availableHours = hours.available;
}

/** After a plan is written: its group (and the group it left) show the new available hours. */
export async function patrolPlanAfterWrite(
  row: StoredRow<typeof schema.patrolPlans>,
  ctx: WriteContext<StoredRow<typeof schema.patrolPlans>>,
): Promise<void> {
  const now = groupOf(ctx.session.companyId, row);
  const before = groupOf(ctx.session.companyId, ctx.existing);
  if (now) await refreshGroup(ctx.tx, now);
  if (before && !sameGroup(before, now)) await refreshGroup(ctx.tx, before);
}

/** A deleted plan gives its hours back to the inspector's other plans of the month. */
export async function patrolPlanBeforeDelete(
  row: StoredRow<typeof schema.patrolPlans>,
  ctx: WriteContext<StoredRow<typeof schema.patrolPlans>>,
): Promise<void> {
  const group = groupOf(ctx.session.companyId, row);
  if (group) await refreshGroup(ctx.tx, group, { leavingPlanId: row.id });
}

/** Contracted hours changed: every month of the inspector's plans is recomputed. */
export async function inspectorAfterWrite(
  row: StoredRow<typeof schema.patrolInspectorHours>,
  ctx: WriteContext<StoredRow<typeof schema.patrolInspectorHours>>,
): Promise<void> {
  const companyId = ctx.session.companyId;
  const inspectors = new Set(
    [row.inspectorId, ctx.existing?.inspectorId].filter((u): u is number => typeof u === 'number'),
  );
  for (const inspectorId of inspectors) {
    for (const month of await monthsOf(ctx.tx, companyId, inspectorId)) {
      await refreshGroup(ctx.tx, { companyId, inspectorId, month });
    }
  }
}

/** Contracted hours removed: the inspector falls back to the standard hours. */
export async function inspectorBeforeDelete(
  row: StoredRow<typeof schema.patrolInspectorHours>,
  ctx: WriteContext<StoredRow<typeof schema.patrolInspectorHours>>,
): Promise<void> {
  const companyId = ctx.session.companyId;
  const inspectorId = row.inspectorId;
  for (const month of await monthsOf(ctx.tx, companyId, inspectorId)) {
    await refreshGroup(ctx.tx, { companyId, inspectorId, month }, { ignoreContractId: row.id });
  }
}

/** 日常巡查: it ends after it starts; an abnormal patrol says how it was handled. */
export const routineRules = checksRule<typeof patrolRoutineRecord, typeof schema.patrolRoutines>((v) => [
  notBefore(v, 'startedAt', 'endedAt', '结束时间不能早于开始时间'),
  requiredWhen(v, v.result === '2', 'handling', '巡查结果异常时须填写处理情况'),
]);
