import { schema, type DbOrTx } from '@pm/db';

export async function findSiteSettings(db: DbOrTx) {
  const [row] = await db.select().from(schema.siteSettings).limit(1);
  return row;
}

export const DEFAULT_SITE = {
  siteName: '智慧物业管理平台',
  logo: '/logo.svg',
  icp: '沪ICP备2026000001号',
  phone: '400-820-2026',
  copyright: '© 2026 上海安居数智科技有限公司 版权所有',
};

/** Site settings exist from the first start, so /api/site always answers from the database. */
export async function ensureSiteSettings(db: DbOrTx): Promise<void> {
  await db
    .insert(schema.siteSettings)
    .values({ id: 1, ...DEFAULT_SITE })
    .onConflictDoNothing();
}
