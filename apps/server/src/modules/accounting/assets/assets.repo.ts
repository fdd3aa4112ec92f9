import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

// 固定资产: categories, cards and their depreciations (acct_asset_categories, acct_assets,
// acct_depreciations). Every query is scoped to one company.

const c = schema.acctAssetCategories;
const a = schema.acctAssets;
const d = schema.acctDepreciations;

export interface CategoryValues {
  name: string;
  lifeMonths: number;
  residualRate: string;
  method: number;
}

export async function categories(tx: DbOrTx, companyId: number) {
  return tx
    .select({
      id: c.id,
      name: c.name,
      lifeMonths: c.lifeMonths,
      residualRate: sql<string>`${c.residualRate}::text`,
      method: c.method,
      assets: sql<number>`(select count(*)::int from acct_assets x where x.category_id = ${c.id})`,
    })
    .from(c)
    .where(eq(c.companyId, companyId))
    .orderBy(asc(c.id));
}

export async function categoryExists(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx.select({ id: c.id }).from(c).where(and(eq(c.companyId, companyId), eq(c.id, id)));
  return row !== undefined;
}

export async function insertCategory(tx: DbOrTx, companyId: number, values: CategoryValues) {
  const [row] = await tx.insert(c).values({ companyId, ...values }).returning({ id: c.id });
  return row!.id;
}

export async function updateCategory(tx: DbOrTx, companyId: number, id: number, values: CategoryValues) {
  const rows = await tx.update(c).set(values).where(and(eq(c.companyId, companyId), eq(c.id, id))).returning({ id: c.id });
  return rows.length > 0;
}

export async function estateExists(tx: DbOrTx, companyId: number, id: number) {
  const e = schema.estates;
  const [row] = await tx.select({ id: e.id }).from(e).where(and(eq(e.companyId, companyId), eq(e.id, id), sql`${e.deletedAt} is null`));
  return row !== undefined;
}

export interface AssetFilter {
  q?: string | undefined;
  categoryId?: number | undefined;
  status?: string | undefined;
  ids?: readonly number[];
}

/** Cards with their category, estate, expense subject and Σ of their depreciation runs. */
export async function assetRows(tx: DbOrTx, companyId: number, filter: AssetFilter) {
  const where: SQL[] = [eq(a.companyId, companyId)];
  if (filter.q) {
    const like = `%${filter.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(or(ilike(a.code, like), ilike(a.name, like))!);
  }
  if (filter.categoryId) where.push(eq(a.categoryId, filter.categoryId));
  if (filter.status) where.push(eq(a.status, filter.status));
  if (filter.ids) where.push(inArray(a.id, [...filter.ids]));
  return tx
    .select({
      id: a.id,
      code: a.code,
      name: a.name,
      categoryId: a.categoryId,
      categoryName: c.name,
      estateId: a.estateId,
      estateName: schema.estates.name,
      acquiredOn: a.acquiredOn,
      cost: sql<string>`${a.cost}::text`,
      residualRate: sql<string>`${a.residualRate}::text`,
      lifeMonths: a.lifeMonths,
      method: a.method,
      totalWork: sql<string | null>`${a.totalWork}::text`,
      expenseSubjectId: a.expenseSubjectId,
      expenseSubjectCode: schema.acctSubjects.code,
      expenseSubjectName: schema.acctSubjects.name,
      status: a.status,
      disposedOn: a.disposedOn,
      disposalVoucherId: a.disposalVoucherId,
      remark: a.remark,
      /** The asset's runs, 'YYYY-MM=amount=work;…' in period order (work empty unless method 2). */
      runs: sql<string | null>`(select string_agg(x.period || '=' || x.amount::text || '=' || coalesce(x.work::text, ''), ';' order by x.period) from acct_depreciations x where x.asset_id = ${a.id})`,
    })
    .from(a)
    .leftJoin(c, eq(c.id, a.categoryId))
    .leftJoin(schema.estates, eq(schema.estates.id, a.estateId))
    .leftJoin(schema.acctSubjects, eq(schema.acctSubjects.id, a.expenseSubjectId))
    .where(and(...where))
    .orderBy(asc(a.code));
}
export type AssetDbRow = Awaited<ReturnType<typeof assetRows>>[number];

export interface AssetValues {
  code: string;
  name: string;
  categoryId: number | null;
  estateId: number | null;
  acquiredOn: string;
  cost: string;
  residualRate: string;
  lifeMonths: number;
  method: number;
  totalWork: string | null;
  expenseSubjectId: number;
  status: string;
  remark: string | null;
}

export async function insertAsset(tx: DbOrTx, companyId: number, values: AssetValues) {
  const [row] = await tx.insert(a).values({ companyId, ...values }).returning({ id: a.id });
  return row!.id;
}

export async function updateAsset(tx: DbOrTx, companyId: number, id: number, values: Partial<AssetValues>) {
  await tx.update(a).set(values).where(and(eq(a.companyId, companyId), eq(a.id, id)));
}

/** Locks the card for a change (edit or disposal against a concurrent run). */
export async function lockAsset(tx: DbOrTx, companyId: number, id: number) {
  const [row] = await tx.select({ id: a.id, status: a.status }).from(a).where(and(eq(a.companyId, companyId), eq(a.id, id))).for('update');
  return row;
}

export async function markDisposed(tx: DbOrTx, companyId: number, id: number, disposedOn: string, voucherId: number, remark: string | null) {
  await tx
    .update(a)
    .set({ status: 'disposed', disposedOn, disposalVoucherId: voucherId, ...(remark ? { remark } : {}) })
    .where(and(eq(a.companyId, companyId), eq(a.id, id)));
}

/** Whether the company's depreciation of a period has been run. */
export async function periodDepreciated(tx: DbOrTx, companyId: number, period: string) {
  const [row] = await tx.select({ n: sql<number>`1` }).from(d).where(and(eq(d.companyId, companyId), eq(d.period, period))).limit(1);
  return row !== undefined;
}

/** A period's depreciation rows as written, with the voucher they went to. */
export async function periodDepreciations(tx: DbOrTx, companyId: number, period: string) {
  return tx
    .select({ assetId: d.assetId, amount: sql<string>`${d.amount}::text`, work: sql<string | null>`${d.work}::text`, voucherId: d.voucherId })
    .from(d)
    .where(and(eq(d.companyId, companyId), eq(d.period, period)));
}

export async function insertDepreciations(
  tx: DbOrTx,
  rows: readonly { companyId: number; assetId: number; period: string; amount: string; work: string | null; voucherId: number | null }[],
) {
  if (rows.length) await tx.insert(d).values([...rows]);
}
