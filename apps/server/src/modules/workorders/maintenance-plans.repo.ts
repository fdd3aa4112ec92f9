import { and, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 设备保养计划 → 维保工单: the plans the job reads, its cursor per plan, and the 设备保养记录 a finished task writes.

const c = schema.workOrderPlanCursors;
const o = schema.workOrders;
const PLAN_KIND = 'maintenance';
/** 设备保养计划.status 执行中 (dictionary code 1). */
const RUNNING = '1';

export interface MaintPlanRow {
  id: number;
  companyId: number;
  cycle: string;
  nextDate: string;
  holidayShift: boolean;
  content: string;
  deviceName: string;
  deviceCode: string;
  location: string;
  /** The 负责人's user (staff_profiles.user_id), when the plan names an enabled staff member. */
  userId: number | null;
}

/** Running plans of live devices whose cursor says look now (or that were never looked at), oldest first. */
export async function plansDue(db: DbOrTx, now: Date, limit: number): Promise<MaintPlanRow[]> {
  const rows = await db.execute<{
    id: number; company_id: number; cycle: string; next_date: string; holiday_shift: boolean; content: string;
    device_name: string; device_code: string; location: string; user_id: number | null;
  }>(sql`
    select p.id, p.company_id, p.cycle, p.next_date::text as next_date, p.holiday_shift, p.content,
      d.name as device_name, d.code as device_code, d.location,
      (select u.id from staff_profiles s join users u on u.id = s.user_id
        where s.id = p.responsible_id and s.company_id = p.company_id and not u.disabled) as user_id
    from device_maint_plans p
    join devices d on d.id = p.device_id and d.company_id = p.company_id and d.deleted_at is null
    left join ${c} cur on cur.plan_kind = ${PLAN_KIND} and cur.plan_id = p.id
    where p.deleted_at is null and p.status = ${RUNNING}
      and (cur.plan_id is null or cur.next_run_at <= ${now.toISOString()}::timestamptz)
    order by p.id
    limit ${limit}`);
  return rows.map((r) => ({
    id: Number(r.id), companyId: Number(r.company_id), cycle: r.cycle, nextDate: r.next_date, holidayShift: r.holiday_shift, content: r.content,
    deviceName: r.device_name, deviceCode: r.device_code, location: r.location, userId: r.user_id === null ? null : Number(r.user_id),
  }));
}

/** The plan's cursor row, made if new and locked for the transaction: one writer per plan across instances. */
export async function lockCursor(tx: DbOrTx, companyId: number, planId: number): Promise<{ cursor: string | null; nextRunAt: Date | null }> {
  await tx.insert(c).values({ planKind: PLAN_KIND, planId, companyId, cursor: null, nextRunAt: null }).onConflictDoNothing();
  const [row] = await tx.select({ cursor: c.cursor, nextRunAt: c.nextRunAt }).from(c).where(and(eq(c.planKind, PLAN_KIND), eq(c.planId, planId))).for('update');
  return row!;
}

export async function saveCursor(tx: DbOrTx, planId: number, cursor: string, nextRunAt: Date | null) {
  await tx.update(c).set({ cursor, nextRunAt, updatedAt: sql`now()` }).where(and(eq(c.planKind, PLAN_KIND), eq(c.planId, planId)));
}

export async function hasPlanOrder(tx: DbOrTx, companyId: number, planKey: string): Promise<boolean> {
  const [row] = await tx.select({ id: o.id }).from(o).where(and(eq(o.companyId, companyId), eq(o.planKey, planKey)));
  return row !== undefined;
}

/**
 * A finished 维保 task: its 设备保养记录 (result 正常, maintainer the technician) and the plan's 上次保养日期 moved up to
 * that day (never back). Answers the record's id, or null when the plan is gone.
 */
export async function recordMaintenanceDone(
  tx: DbOrTx,
  m: { companyId: number; planId: number; orderNumber: string; day: string; maintainerUserId: number | null; actorUserId: number | null },
): Promise<number | null> {
  const [row] = await tx.execute<{ id: number }>(sql`
    insert into device_maint_records (company_id, device_id, plan_id, maint_date, content, maintainer, result, remark, created_by, updated_by)
    select p.company_id, p.device_id, p.id, ${m.day}::date, p.content,
      coalesce((select name from users where id = ${m.maintainerUserId}), '维保人员'), '1', ${`维保工单 ${m.orderNumber}`},
      ${m.actorUserId}, ${m.actorUserId}
    from device_maint_plans p where p.id = ${m.planId} and p.company_id = ${m.companyId} and p.deleted_at is null
    returning id`);
  if (!row) return null;
  await tx.execute(sql`update device_maint_plans set last_date = ${m.day}::date, updated_at = now(), updated_by = coalesce(${m.actorUserId}, updated_by)
    where id = ${m.planId} and company_id = ${m.companyId} and (last_date is null or last_date < ${m.day}::date)`);
  return Number(row.id);
}
