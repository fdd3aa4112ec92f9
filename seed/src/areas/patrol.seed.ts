import { chinaToday } from '@pm/domain';
import { schema } from '@pm/db';
import { and, eq, sql } from 'drizzle-orm';
import type { SeedContext } from '../seed-context';
import { areaCompany, at, day, owned, pick, type AreaCompany } from './area-seed';

// 公共巡查 demo rows for SH and HZ. In SH the first inspector has 160 contracted hours and two
// November plans of 90 + 80 hours (available −10, confirmed): the patrol-plan screen's negative
// hours case. Available hours are written as the server computes them (contracted − planned).

const STANDARD_HOURS = 174;

interface PlanSeed {
  name: string;
  route: string;
  checkpoints: string;
  staff: number;
  hours: number;
  frequency: string;
}

const PLANS: Record<'SH' | 'HZ', PlanSeed[]> = {
  SH: [
    {
      name: '11月夜间安全巡查',
      route: '东门-地库B1-地库B2-西门',
      checkpoints: '东门岗、B1消防通道、B2配电房、西门岗',
      staff: 0,
      hours: 90,
      frequency: '2',
    },
    {
      name: '11月楼栋消防巡查',
      route: '1栋-3栋-5栋-7栋',
      checkpoints: '各楼栋消防栓、疏散通道、安全出口指示',
      staff: 0,
      hours: 80,
      frequency: '3',
    },
    {
      name: '11月公共区域巡查',
      route: '南门-会所-中心花园-北门',
      checkpoints: '会所、儿童乐园、景观水池',
      staff: 1,
      hours: 120,
      frequency: '1',
    },
  ],
  HZ: [
    {
      name: '11月夜间安全巡查',
      route: '正门-地下车库-围墙周界',
      checkpoints: '正门岗、车库出入口、周界红外',
      staff: 0,
      hours: 100,
      frequency: '2',
    },
    {
      name: '11月设备房巡查',
      route: '泵房-配电房-消防控制室',
      checkpoints: '水泵、变压器、消防主机',
      staff: 0,
      hours: 40,
      frequency: '3',
    },
  ],
};

async function seedCompany(ctx: SeedContext, c: AreaCompany): Promise<void> {
  if (c.staff.length === 0) return;
  const { db } = ctx;
  const contracted = new Map<number, number>();
  if (c.code === 'SH') {
    const inspector = c.staff[0] as number;
    await db.insert(schema.patrolInspectorHours).values({ ...owned(c), inspectorId: inspector, monthlyHours: 160 });
    contracted.set(inspector, 160);
  }
  const plans = PLANS[c.code].map((p) => ({ ...p, inspectorId: pick(c.staff, p.staff) as number }));
  const planned = new Map<number, number>();
  for (const p of plans) planned.set(p.inspectorId, (planned.get(p.inspectorId) ?? 0) + p.hours * 100);
  const rows = await db
    .insert(schema.patrolPlans)
    .values(
      plans.map((p) => {
        const hours = contracted.get(p.inspectorId) ?? STANDARD_HOURS;
        const available = (hours * 100 - (planned.get(p.inspectorId) ?? 0)) / 100;
        return {
          ...owned(c),
          planName: p.name,
          route: p.route,
          checkpoints: p.checkpoints,
          inspectorId: p.inspectorId,
          planMonth: '2026-11',
          plannedHours: p.hours,
          contractedHours: hours,
          availableHours: available,
          hoursConfirmed: available < 0,
          frequency: p.frequency,
          startDate: day(0),
          endDate: day(29),
          status: '1',
        };
      }),
    )
    .returning({
      id: schema.patrolPlans.id,
      route: schema.patrolPlans.route,
      inspectorId: schema.patrolPlans.inspectorId,
    });

  await db.insert(schema.patrolRoutines).values(
    [0, 1, 2, 3, 4, 5].map((i) => {
      const plan = pick(rows, i) as (typeof rows)[number];
      const abnormal = i % 3 === 1;
      return {
        ...owned(c),
        planId: plan.id,
        patrolDate: day(i),
        route: plan.route,
        patrollerId: plan.inspectorId,
        startedAt: at(i, '22:00'),
        endedAt: at(i, '23:15'),
        findings: abnormal ? (['地库B2层一处应急灯不亮', '5栋楼道堆放纸箱'][i % 2] as string) : '各点位正常',
        result: abnormal ? '2' : '1',
        handling: abnormal ? '已报工程部处理' : null,
      };
    }),
  );

  await db.insert(schema.patrolInspections).values(
    [0, 1, 2].map((i) => ({
      ...owned(c),
      checkDate: day(i * 5 + 3),
      planId: (pick(rows, i) as (typeof rows)[number]).id,
      checkerId: pick(c.staff, i + 1) ?? null,
      checkedItems: '巡更签到记录、对讲机使用、岗位着装',
      score: [95, 82.5, 68][i] as number,
      issues: [null, '两个点位漏签', '夜间巡查迟到30分钟，未按路线巡查'][i] ?? null,
      conclusion: String(i + 1),
    })),
  );
}

/** The last day of a month "YYYY-MM", as YYYY-MM-DD. */
const lastDayOf = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);

/**
 * 巡查签到 (issue 34): a 执行中 plan of emp03 (SH) over the month of the first start, so /m/patrol shows a route on
 * the phone and the labels of 巡检点二维码 check in (20 hours).
 */
async function seedScanPlan(ctx: SeedContext, c: AreaCompany): Promise<void> {
  const [inspector] = await ctx.db
    .select({ id: schema.staffProfiles.id })
    .from(schema.staffProfiles)
    .where(and(eq(schema.staffProfiles.companyId, c.companyId), eq(schema.staffProfiles.username, 'emp03')));
  if (!inspector) return;
  const month = chinaToday().slice(0, 7);
  await ctx.db.insert(schema.patrolPlans).values({
    ...owned(c),
    planName: '日常巡更（扫码签到）',
    route: '东门-地库B1-中心花园-西门',
    checkpoints: '东门岗、地库B1、中心花园、西门岗',
    inspectorId: inspector.id,
    planMonth: month,
    plannedHours: 20,
    contractedHours: STANDARD_HOURS,
    frequency: '1',
    startDate: `${month}-01`,
    endDate: lastDayOf(month),
    status: '1',
  });
  // available hours as the server keeps them on every plan of the inspector's month (contracted − all planned)
  await ctx.db.execute(sql`
    update ${schema.patrolPlans} p set available_hours = coalesce(p.contracted_hours, ${STANDARD_HOURS}) - (
      select sum(q.planned_hours) from ${schema.patrolPlans} q
      where q.inspector_id = ${inspector.id} and q.plan_month = ${month} and q.deleted_at is null)
    where p.inspector_id = ${inspector.id} and p.plan_month = ${month} and p.deleted_at is null`);
}

/** Demo-seed step: patrol plans, routine patrols and checks for SH and HZ. */
export async function seedPatrolAreas(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx, await areaCompany(ctx, code));
  await seedScanPlan(ctx, await areaCompany(ctx, 'SH'));
}
