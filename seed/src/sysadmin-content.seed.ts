import { eq, ne } from 'drizzle-orm';
import { DEFAULT_SITE_PAGES } from '@pm/contracts';
import { schema } from '@pm/db';
import { DEMO_PICTURES } from './demo-pictures';
import type { SeedContext } from './seed-context';

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const day = (date: Date) => date.toISOString().slice(0, 10);

/** Version notes: two published (their messages already read by everybody), one draft being written. */
const RELEASES = [
  {
    version: '2.3.0',
    days: 40,
    title: '收费与结算优化',
    notes:
      '<ul><li>收费员交款支持多种收款方式组合。</li><li>欠费催缴通知可按楼盘批量生成并打印。</li><li>修正了跨月结账后报表合计不一致的问题。</li></ul>',
  },
  {
    version: '2.4.0',
    days: 12,
    title: '公文流转与业主决策',
    notes:
      '<p>本版本新增：</p><ul><li><strong>公文流转</strong>：拟稿、审核、办结全流程，支持缺席代理。</li><li><strong>业主决策</strong>：维修资金使用表决与业委会选举。</li></ul><p>升级后请在“员工权限”中为相关岗位授权新菜单。</p>',
  },
  {
    version: '2.5.0',
    days: -7,
    title: '图片与官网内容管理',
    notes: '<p>计划内容：</p><ul><li>系统管理新增图片管理、文件配置与网站页面。</li><li>上传文件的类型与大小按类别配置。</li></ul>',
    draft: true,
  },
];

/** Sections shown under the built-in copy of the public pages. */
const SECTIONS: Record<string, { title: string; text: string; shown?: boolean }[]> = {
  home: [
    { title: '服务承诺', text: '7×24 小时在线支持，重大问题 2 小时内响应；每月发布版本说明，升级不停机。' },
    { title: '数据安全', text: '数据按公司隔离存储，每日自动备份；导出须登记用途与审批人。' },
  ],
  estate: [{ title: '档案迁移', text: '提供 Excel 模板与迁移协助，一般楼盘一周内完成基础资料上线。' }],
  solution: [{ title: '上线周期', text: '单项目公司两周上线，集团型企业按区域分批推进，每批四周。' }],
  usecase: [{ title: '更多案例', text: '更多客户案例整理中，欢迎联系我们安排实地参观。', shown: false }],
  aboutus: [{ title: '联系我们', text: '商务合作：400-820-2026（工作日 9:00-18:00）；地址：上海市浦东新区张江路 88 号。' }],
};

/**
 * 系统管理 content (图片管理, 版本发布, 文件配置, 网站页面) so each screen shows real rows on
 * first start. The site pages themselves exist from the server's start (ensureSitePages).
 */
export async function seedSysadminContent(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const group = await ctx.company('GROUP');
  const [sa] = await db.select({ id: schema.users.id }).from(schema.users).where(eq(schema.users.username, 'sa01'));
  const by = sa?.id ?? null;

  for (const p of DEMO_PICTURES) {
    const target = await ctx.company(p.company);
    const [file] = await db
      .insert(schema.files)
      .values({ companyId: group, name: p.fileName, storedName: p.storedName, mime: 'image/png', size: p.bytes.length, cat: 201, createdBy: by })
      .returning({ id: schema.files.id });
    const [row] = await db
      .insert(schema.sitePictures)
      .values({ companyId: group, slot: 'company-logo', targetCompanyId: target, fileId: file!.id, title: p.title, createdBy: by, updatedBy: by })
      .returning({ id: schema.sitePictures.id });
    await db
      .update(schema.companies)
      .set({ logo: `/api/site/pictures/${row!.id}/image?v=${file!.id}` })
      .where(eq(schema.companies.id, target));
  }

  const everyone = await db.select({ id: schema.users.id }).from(schema.users).where(ne(schema.users.role, 'root'));
  for (const r of RELEASES) {
    const at = daysAgo(r.days);
    let messageId: number | null = null;
    if (!r.draft) {
      const [message] = await db
        .insert(schema.systemMessages)
        .values({ companyId: group, title: `版本发布：${r.version} ${r.title}`, content: `<p><strong>版本 ${r.version}</strong>（${day(at)}）</p>${r.notes}`, createdBy: by, createdAt: at })
        .returning({ id: schema.systemMessages.id });
      messageId = message!.id;
      // Seen on an earlier sign-in: a fresh install does not greet every demo user with old notes.
      if (everyone.length) await db.insert(schema.messageReads).values(everyone.map((u) => ({ messageId: messageId!, userId: u.id, readAt: at })));
    }
    await db.insert(schema.releaseNotes).values({
      companyId: group,
      version: r.version,
      releaseDate: day(at),
      title: r.title,
      notes: r.notes,
      publishedAt: r.draft ? null : at,
      publishedBy: r.draft ? null : by,
      messageId,
      createdBy: by,
      updatedBy: by,
      createdAt: at,
      updatedAt: at,
    });
  }

  await db.insert(schema.fileUploadRules).values({ category: 201, name: '图片资源', extensions: 'jpg,jpeg,png,gif,webp', maxMb: 5, updatedBy: by });

  await db.insert(schema.sitePages).values(DEFAULT_SITE_PAGES).onConflictDoNothing();
  const stored = await db.select({ id: schema.sitePages.id, key: schema.sitePages.key }).from(schema.sitePages);
  for (const page of stored) {
    const sections = SECTIONS[page.key] ?? [];
    if (sections.length === 0) continue;
    await db.insert(schema.siteSections).values(
      sections.map((s, index) => ({ pageId: page.id, title: s.title, text: s.text, order: (index + 1) * 10, shown: s.shown ?? true, createdBy: by, updatedBy: by })),
    );
  }
}
