import { and, asc, count, eq, sql } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

const t = schema.messageTemplates;
const m = schema.outboundMessages;

export type TemplateRow = typeof t.$inferSelect;

export async function listTemplates(db: DbOrTx, companyId: number, f: { purpose?: string | undefined; channel?: string | undefined; id?: number }) {
  return db
    .select({
      template: t,
      updatedByName: sql<string | null>`(select u.name from users u where u.id = ${t.updatedBy})`,
      used: sql<number>`(select count(*)::int from outbound_messages x where x.template_id = ${t.id})`,
    })
    .from(t)
      .where(and(eq(t.companyId, companyId), f.id ? eq(t.id, f.id) : undefined, f.purpose ? eq(t.purpose, f.purpose) : undefined, f.channel ? eq(t.channel, f.channel) : undefined))
    .orderBy(asc(t.purpose), asc(t.channel), asc(t.id));
}

export async function findTemplate(db: DbOrTx, companyId: number, id: number) {
  const [row] = await db.select().from(t).where(and(eq(t.id, id), eq(t.companyId, companyId)));
  return row;
}

export async function insertTemplate(db: DbOrTx, row: typeof t.$inferInsert) {
  const [saved] = await db.insert(t).values(row).returning();
  return saved!;
}

export async function updateTemplate(db: DbOrTx, companyId: number, id: number, set: Partial<typeof t.$inferInsert>) {
  const [saved] = await db.update(t).set(set).where(and(eq(t.id, id), eq(t.companyId, companyId))).returning();
  return saved;
}

export async function timesUsed(db: DbOrTx, templateId: number) {
  const [row] = await db.select({ n: count() }).from(m).where(eq(m.templateId, templateId));
  return row?.n ?? 0;
}

export async function deleteTemplate(db: DbOrTx, companyId: number, id: number) {
  await db.delete(t).where(and(eq(t.id, id), eq(t.companyId, companyId)));
}

/** The company's first enabled template of the purpose on the channel. */
export async function enabledTemplate(db: DbOrTx, companyId: number, purpose: string, channel: string) {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.purpose, purpose), eq(t.channel, channel), eq(t.enabled, true)))
    .orderBy(asc(t.id))
    .limit(1);
  return row;
}
