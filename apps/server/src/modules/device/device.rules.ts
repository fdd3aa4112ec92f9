import type {
  deviceInspectRecord,
  deviceMaintPlanRecord,
  deviceMaintRecordRecord,
  deviceRepairRecord,
  deviceRiskRecord,
  triangleCheckRecord,
} from '@pm/contracts';
import type { schema } from '@pm/db';
import { addDays, firstWorkingDayFrom, nextMaintDate, WORKING_DAY_SEARCH_DAYS } from '@pm/domain';
import type { StoredRow, ValuesOf, WriteContext } from '../records/index';
import { checksRule, current, dictionary, forwardOnly, notBefore, refuse, requiredWhen } from '../record-areas/index';
import { findWorkCalendar } from '../setup/index';
import { findMaintPlan, updateMaintPlanDates } from './device.repo';

// 公共设备 rules beyond the field kinds; they run in the engine's write transaction.

/** 保养计划: the next date is not before the last one. */
export const maintPlanRules = checksRule<typeof deviceMaintPlanRecord, typeof schema.deviceMaintPlans>((v) => [
  notBefore(v, 'lastDate', 'nextDate', '下次保养日期不能早于上次保养日期'),
]);

const findPlan = (ctx: WriteContext, planId: number) => findMaintPlan(ctx.tx, ctx.session.companyId, planId);

/** 保养记录: a record under a plan is for the plan's device. */
export async function maintRecordRules(
  values: ValuesOf<typeof deviceMaintRecordRecord>,
  ctx: WriteContext<StoredRow<typeof schema.deviceMaintRecords>>,
): Promise<void> {
  const v = current(values, ctx.existing);
  if (typeof v.planId !== 'number') return;
  const plan = await findPlan(ctx, v.planId);
  refuse(
    plan && plan.deviceId !== v.deviceId
      ? { path: 'planId', message: '保养计划所属设备与本记录的设备不一致' }
      : undefined,
  );
}

/**
 * 保养记录 written: its plan's last date moves to the maintenance date (never back) and the next
 * date is one cycle after it; with 节假日顺延 a next date on a rest day or holiday of the company's
 * 工作日历 (day types 2 and 3) moves on to the first working day.
 */
export async function advancePlan(
  row: StoredRow<typeof schema.deviceMaintRecords>,
  ctx: WriteContext<StoredRow<typeof schema.deviceMaintRecords>>,
): Promise<void> {
  if (typeof row.planId !== 'number' || typeof row.maintDate !== 'string') return;
  const plan = await findPlan(ctx, row.planId);
  if (!plan || (plan.lastDate !== null && plan.lastDate >= row.maintDate)) return;
  const due = nextMaintDate(row.maintDate, plan.cycle);
  const nextDate = plan.holidayShift
    ? firstWorkingDayFrom(due, await findWorkCalendar(ctx.tx, plan.companyId, due, addDays(due, WORKING_DAY_SEARCH_DAYS)))
    : due;
  await updateMaintPlanDates(ctx.tx, plan.id, { lastDate: row.maintDate, nextDate }, ctx.session.userId);
}

/** 设备维修: status only forward; a finished repair has its finishing time, after the report. */
export const repairRules = checksRule<typeof deviceRepairRecord, typeof schema.deviceRepairs>((v, existing) => [
  forwardOnly(dictionary('device_repair_status'), existing?.status, v.status),
  requiredWhen(v, v.status === '3', 'finishedAt', '已完成的维修须填写完成时间'),
  notBefore(v, 'reportedAt', 'finishedAt', '完成时间不能早于报修时间'),
]);

/** 设备隐患: deadlines and rectification after discovery; status only forward; done has its date. */
export const riskRules = checksRule<typeof deviceRiskRecord, typeof schema.deviceRisks>((v, existing) => [
  forwardOnly(dictionary('rectify_status'), existing?.status, v.status),
  notBefore(v, 'foundDate', 'deadline', '整改期限不能早于发现日期'),
  requiredWhen(v, v.status === '3', 'rectifiedDate', '已整改的隐患须填写整改完成日期'),
  notBefore(v, 'foundDate', 'rectifiedDate', '整改完成日期不能早于发现日期'),
]);

/** 设备巡检: an abnormal result says what was abnormal. */
export const inspectRules = checksRule<typeof deviceInspectRecord, typeof schema.deviceInspections>((v) => [
  requiredWhen(v, v.result === '2', 'abnormality', '巡检结果异常时须填写异常情况'),
]);

/** 三角巡检: the deadline is after the check; status only forward. */
export const triangleRules = checksRule<typeof triangleCheckRecord, typeof schema.triangleChecks>((v, existing) => [
  notBefore(v, 'checkDate', 'rectifyDeadline', '整改期限不能早于巡检日期'),
  forwardOnly(dictionary('rectify_status'), existing?.status, v.status),
]);
