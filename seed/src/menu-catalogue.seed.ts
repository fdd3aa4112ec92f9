import { and, eq } from 'drizzle-orm';
import { schema } from '@pm/db';
import { catalogueItems, catalogueRows, type CatalogueNode } from './menu-catalogue';
import type { SeedContext } from './seed-context';

/** Items of the catalogue with the centre and group each sits in. */
function itemsWithPlace(): (CatalogueNode & { centreId: number; group: string })[] {
  const rows = catalogueRows();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return catalogueItems().map((item) => {
    const group = byId.get(item.parentId ?? -1);
    return { ...item, centreId: group?.parentId ?? -1, group: group?.title ?? '' };
  });
}

type Item = ReturnType<typeof itemsWithPlace>[number];

const inCentres =
  (...ids: number[]) =>
  (i: Item) =>
    ids.includes(i.centreId);
const callCentre = (i: Item) => i.group === '呼叫中心';

/** SH leaves these unbought, so the new layout shows the orange "not bought" state. */
const SH_NOT_BOUGHT = (i: Item) =>
  callCentre(i) ||
  i.id === 420 ||
  i.component === 'budget/public/vote';

/** What each company bought (by company code). */
const PURCHASES: Record<string, (i: Item) => boolean> = {
  GROUP: () => true,
  SH: (i) => !SH_NOT_BOUGHT(i),
  'SH-PD': (i) => !SH_NOT_BOUGHT(i),
  'SH-CC': inCentres(56, 81, 202),
  HZ: (i) => !callCentre(i) && i.component !== 'budget/public/vote',
  'HZ-XH': (i) => !callCentre(i) && i.component !== 'budget/public/vote',
};

const ACCOUNTING_SUPERVISION = ['accounting/voucher/audit', 'accounting/voucher/post'];

/**
 * Grants per job (company/job) among what the company bought. emp01's job (客服主管) gets most
 * items but not all, so the "not authorised" state shows too.
 */
const JOB_GRANTS: Record<string, (i: Item) => boolean> = {
  'SH/客服主管': (i) =>
    i.group !== '系统管理' &&
    i.group !== '核算设置' &&
    ![135, 129].includes(i.id) &&
    !['accounting/voucher/post', 'record/staff-permission/index'].includes(i.component),
  // 公文 (发文, 办文, 查阅公文) is every office worker's: the cashier reports and signs like anyone else.
  'SH/收费员': (i) => inCentres(56, 81, 147)(i) || i.component === 'office/flow/index',
  'SH/秩序主管': (i) => i.group === '安全管理' || i.group === '巡查管理',
  'SH/工程主管': inCentres(117),
  'SH/项目经理': () => true,
  // 会计 keeps the books; 财务主管 audits and posts (never the maker: the server refuses), closes the month
  // and keeps the report formulas (a tab of the report screens).
  'SH/会计': (i) =>
    (i.centreId === 271 && !ACCOUNTING_SUPERVISION.includes(i.component)) ||
    ['charging/settle/voucher', 'charging/setup/voucher-templates'].includes(i.component),
  'SH/财务主管': (i) =>
    [...ACCOUNTING_SUPERVISION, 'accounting/setup/periods', 'accounting/report/balance-sheet', 'accounting/report/income', 'charging/server/charge'].includes(i.component),
  'HZ/工程主管': inCentres(56, 117),
  'SH-CC/客服专员': inCentres(81),
  // The platform's administrator also bills the tenants (服务器管理收费).
  'GROUP/系统管理员': (i) => inCentres(56, 318)(i) || i.component === 'charging/server/charge',
};

/** Direct grants for users without a job. */
const USER_GRANTS: Record<string, (i: Item) => boolean> = {
  root01: inCentres(318),
  gov01: (i) => i.group === '决策看板' || i.centreId === 388,
};

/** The catalogue, what each company bought and the job and user grants. */
export async function seedMenuCatalogue(ctx: SeedContext): Promise<void> {
  // The server adds the catalogue at start too (menu.repo ensureMenuCatalogue): whichever runs first writes it.
  await ctx.db.insert(schema.menuItems).values(catalogueRows()).onConflictDoNothing();
  const items = itemsWithPlace();

  const bought = new Map<string, Set<number>>();
  for (const [code, rule] of Object.entries(PURCHASES)) {
    const companyId = await ctx.company(code);
    const ids = items.filter(rule).map((i) => i.id);
    bought.set(code, new Set(ids));
    await ctx.db.insert(schema.companyMenus).values(ids.map((menuId) => ({ companyId, menuId })));
  }

  for (const [key, rule] of Object.entries(JOB_GRANTS)) {
    const [code = '', name = ''] = key.split('/');
    const companyId = await ctx.company(code);
    const [job] = await ctx.db
      .select({ id: schema.jobs.id })
      .from(schema.jobs)
      .where(and(eq(schema.jobs.companyId, companyId), eq(schema.jobs.name, name)));
    if (!job) throw new Error(`seed: job ${key} missing`);
    const own = bought.get(code) ?? new Set<number>();
    const ids = items.filter((i) => own.has(i.id) && rule(i)).map((i) => i.id);
    if (ids.length > 0)
      await ctx.db.insert(schema.jobMenuGrants).values(ids.map((menuId) => ({ jobId: job.id, menuId })));
  }

  for (const [username, rule] of Object.entries(USER_GRANTS)) {
    const [user] = await ctx.db
      .select({ id: schema.users.id, companyId: schema.users.companyId })
      .from(schema.users)
      .where(eq(schema.users.username, username));
    if (!user) throw new Error(`seed: user ${username} missing`);
    const ids = items.filter(rule).map((i) => i.id);
    await ctx.db.insert(schema.userMenuGrants).values(ids.map((menuId) => ({ userId: user.id, menuId })));
  }
}
