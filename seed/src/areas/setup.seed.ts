import { schema } from '@pm/db';
import type { SeedContext } from '../seed-context';
import { areaCompany, day, owned, type AreaCompany } from './area-seed';

// 信息项目, 工作日历 and 网站内容 demo rows for SH and HZ.

const ITEMS: [string, string, string][] = [
  ['1', 'TS-01', '服务态度'],
  ['1', 'TS-02', '维修质量'],
  ['1', 'TS-03', '噪音扰民'],
  ['2', 'BX-01', '水电维修'],
  ['2', 'BX-02', '门窗维修'],
  ['3', 'XC-01', '消防通道'],
  ['3', 'XC-02', '地库照明'],
  ['4', 'PZ-01', '楼道卫生'],
  ['4', 'PZ-02', '绿化养护'],
  ['5', 'HF-01', '维修满意度'],
];

/**
 * The fixed-date statutory holidays (《全国年节及纪念日放假办法》): lunar-calendar holidays and the 调休 days come
 * from the State Council's notice of each year, which a company enters itself.
 */
const HOLIDAYS: [string, string][] = [
  ['2026-05-01', '劳动节'],
  ['2026-05-02', '劳动节'],
  ['2026-10-01', '国庆节'],
  ['2026-10-02', '国庆节'],
  ['2026-10-03', '国庆节'],
  ['2027-01-01', '元旦'],
];

async function seedCompany(ctx: SeedContext, c: AreaCompany): Promise<void> {
  const { db } = ctx;
  await db
    .insert(schema.infoItems)
    .values(
      ITEMS.map(([itemType, code, name], i) => ({ ...owned(c), itemType, code, name, sortNo: i + 1, enabled: true })),
    );
  await db
    .insert(schema.workCalendarDays)
    .values(HOLIDAYS.map(([d, name]) => ({ ...owned(c), day: d, dayType: '3', name, remark: '法定节假日；调休以国务院办公厅当年通知为准' })));
  const city = c.code === 'SH' ? '上海' : '杭州';
  await db.insert(schema.websiteContents).values(
    [
      {
        title: `${city}安居物业荣获“年度优秀物业服务企业”称号`,
        cat: '1',
        summary: '行业协会年度评选结果揭晓',
        published: true,
        d: -20,
      },
      {
        title: '《物业管理条例》修订要点解读',
        cat: '2',
        summary: '聚焦业主共有资金与公共收益',
        published: true,
        d: -12,
      },
      { title: '老旧小区电梯加装服务案例', cat: '3', summary: '从意见征集到投入使用的120天', published: true, d: -5 },
      { title: '关于春节期间客服值班安排的通知', cat: '4', summary: '值班电话与报修方式', published: false, d: 0 },
    ].map((a) => ({
      ...owned(c),
      title: a.title,
      category: a.cat,
      summary: a.summary,
      body: `<p>${a.summary}。</p><p>${city}安居物业坚持“用心服务、安居乐业”的理念，持续提升服务品质。</p>`,
      author: '品牌部',
      published: a.published,
      publishDate: a.published ? day(a.d) : null,
    })),
  );
}

/** Demo-seed step: information items, statutory holidays and website articles for SH and HZ. */
export async function seedSetupAreas(ctx: SeedContext): Promise<void> {
  for (const code of ['SH', 'HZ'] as const) await seedCompany(ctx, await areaCompany(ctx, code));
}
