import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const ci = schema.chargeItems;
const ti = schema.invoiceTaxItems;
const st = schema.invoiceSettings;

/** The company's live charge items with their tax setup (null fields where none). */
export async function taxItems(db: DbOrTx, companyId: number, itemId?: number) {
  return db
    .select({
      itemId: ci.id,
      itemName: ci.name,
      passThrough: ci.passThrough,
      taxCode: ti.taxCode,
      rate: ti.rate,
      priceIncludesTax: ti.priceIncludesTax,
      policyFlag: ti.policyFlag,
      goodsName: ti.goodsName,
    })
    .from(ci)
    .leftJoin(ti, and(eq(ti.companyId, ci.companyId), eq(ti.itemId, ci.id)))
    .where(and(eq(ci.companyId, companyId), isNull(ci.deletedAt), itemId === undefined ? undefined : eq(ci.id, itemId)))
    .orderBy(asc(ci.code), asc(ci.id));
}

export async function saveTaxItem(
  db: DbOrTx,
  row: { companyId: number; itemId: number; taxCode: string; rate: string; priceIncludesTax: boolean; policyFlag: string | null; goodsName: string | null; updatedBy: number },
) {
  const { companyId: _c, itemId: _i, ...values } = row;
  await db
    .insert(ti)
    .values(row)
    .onConflictDoUpdate({ target: [ti.companyId, ti.itemId], set: { ...values, updatedAt: sql`now()` } });
}

export async function sellerOf(db: DbOrTx, companyId: number) {
  const [row] = await db.select().from(st).where(eq(st.companyId, companyId));
  return row;
}

export async function saveSeller(
  db: DbOrTx,
  row: { companyId: number; sellerName: string; sellerTaxId: string; address: string; tel: string; bankAccount: string; clerk: string; mergeMode: string; updatedBy: number },
) {
  const { companyId: _c, ...values } = row;
  const [saved] = await db
    .insert(st)
    .values(row)
    .onConflictDoUpdate({ target: st.companyId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  return saved!;
}
