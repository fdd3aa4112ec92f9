import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type DbOrTx } from '@pm/db';

export async function findHelpItems(db: DbOrTx, menuId: number, kinds: string[], tabName?: string) {
  return db
    .select()
    .from(schema.helpItems)
    .where(
      and(
        eq(schema.helpItems.menuId, menuId),
        inArray(schema.helpItems.kind, kinds),
        tabName ? inArray(schema.helpItems.tabName, ['', tabName]) : undefined,
      ),
    )
    .orderBy(asc(schema.helpItems.order), asc(schema.helpItems.id));
}

export async function findCaseNodes(db: DbOrTx) {
  return db
    .select({
      id: schema.serviceCases.id,
      parentId: schema.serviceCases.parentId,
      name: schema.serviceCases.name,
      level: schema.serviceCases.level,
    })
    .from(schema.serviceCases)
    .orderBy(asc(schema.serviceCases.level), asc(schema.serviceCases.order), asc(schema.serviceCases.id));
}

export async function findCase(db: DbOrTx, id: number) {
  const [row] = await db.select().from(schema.serviceCases).where(eq(schema.serviceCases.id, id));
  return row;
}
