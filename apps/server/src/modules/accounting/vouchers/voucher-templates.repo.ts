import { and, asc, eq } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';
import { contains } from '../../records';

// 常用凭证: acct_voucher_templates of kind manual (the charging kind belongs to charging vouchers).

const t = schema.acctVoucherTemplates;
export type TemplateRecord = typeof t.$inferSelect;

export function manualTemplates(db: DbOrTx, companyId: number, keyword?: string): Promise<TemplateRecord[]> {
  return db
    .select()
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        eq(t.kind, 'manual'),
        eq(t.active, true),
        keyword ? contains(t.name, keyword) : undefined,
      ),
    )
    .orderBy(asc(t.name), asc(t.id));
}

export async function manualTemplate(db: DbOrTx, companyId: number, id: number): Promise<TemplateRecord | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.companyId, companyId), eq(t.kind, 'manual'), eq(t.active, true)));
  return row;
}

export async function insertTemplate(db: DbOrTx, values: Omit<typeof t.$inferInsert, 'id' | 'kind'>): Promise<number> {
  const [row] = await db
    .insert(t)
    .values({ ...values, kind: 'manual' })
    .returning({ id: t.id });
  return row!.id;
}

export async function deleteTemplate(db: DbOrTx, id: number): Promise<void> {
  await db.delete(t).where(eq(t.id, id));
}
