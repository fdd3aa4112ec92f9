import { schema } from '@pm/db';
import type { SeedContext } from '../seed-context';
import { areaCompany, day, owned, pick, refOrNull, type AreaCompany } from './area-seed';

// 品质检查 demo rows for SH and HZ: quarterly and monthly plans and the checks done under them.

async function seedCompany(ctx: SeedContext, c: AreaCompany): Promise<void> {
  const { db } = ctx;
  const plans = await db
    .insert(schema.qaPlans)
    .values(
      [
        {
          name: '2026年第四季度综合品质检查',
          scope: '6',
          standard: '按《物业服务品质标准手册》逐项检查，满分100分，低于80分须整改',
          frequency: '3',
          from: -31,
          to: 60,
          status: '2',
        },
        {
          name: '11月环境保洁专项检查',
          scope: '4',
          standard: '公共区域无垃圾、无积水、无小广告；垃圾桶每日清洗',
          frequency: '2',
          from: 0,
          to: 29,
          status: '2',
        },
        {
          name: '12月秩序维护专项检查',
          scope: '3',
          standard: '岗位着装规范、车辆停放有序、外来人员登记完整',
          frequency: '2',
          from: 30,
          to: 60,
          status: '1',
        },
      ].map((p, i) => ({
        ...owned(c),
        planName: p.name,
        estateId: refOrNull(c.estates, i),
        scope: p.scope,
        standard: p.standard,
        frequency: p.frequency,
        checkerId: refOrNull(c.staff, i),
        startDate: day(p.from),
        endDate: day(p.to),
        status: p.status,
      })),
    )
    .returning({ id: schema.qaPlans.id });

  await db.insert(schema.qaHistories).values(
    [
      { item: '楼道卫生', score: 92, problems: null, status: '1' },
      { item: '绿化养护', score: 78, problems: '中心花园草坪有枯黄斑块', status: '2' },
      { item: '客服前台', score: 88.5, problems: '来访登记本字迹潦草', status: '3' },
      { item: '垃圾分类', score: 72, problems: '3号垃圾房混投严重', status: '2' },
    ].map((h, i) => ({
      ...owned(c),
      planId: (pick(plans, i % 2) as { id: number }).id,
      checkDate: day(i * 4 + 1),
      estateId: refOrNull(c.estates, i),
      item: h.item,
      checkerId: refOrNull(c.staff, i),
      score: h.score,
      problems: h.problems,
      rectifyDeadline: h.status === '1' ? null : day(i * 4 + 8),
      rectifyStatus: h.status,
    })),
  );
}

/** Demo-seed step: QA plans and checks for SH and HZ. */
export async function seedQualityAreas(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx, await areaCompany(ctx, code));
}
