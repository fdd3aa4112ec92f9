import { and, asc, eq, gt, type SQL } from 'drizzle-orm';
import type { ExportPurpose } from '@pm/contracts';
import { schema, type DbOrTx } from '@pm/db';
import type { RecordBinding, RecordRegistry } from './record-binding';
import { idColumn, selectWithLabels } from './records.repo';

/** Records who exported what and why (the row count is filled in once the export is done). */
export async function insertExportAudit(
  db: DbOrTx,
  audit: { companyId: number; userId: number; recordKey: string; filters: Record<string, string> } & ExportPurpose,
): Promise<number | undefined> {
  const [row] = await db.insert(schema.exportAudits).values(audit).returning({ id: schema.exportAudits.id });
  return row?.id;
}

export async function setExportAuditRows(db: DbOrTx, auditId: number, rows: number): Promise<void> {
  await db.update(schema.exportAudits).set({ rows }).where(eq(schema.exportAudits.id, auditId));
}

/** The next `limit` rows inside `where` after id `afterId`, by id, with reference labels joined. */
export async function exportBatch(
  db: DbOrTx,
  registry: RecordRegistry,
  binding: RecordBinding,
  where: SQL[],
  afterId: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const idCol = idColumn(binding);
  return selectWithLabels(db, registry, binding)
    .where(and(...where, gt(idCol, afterId)))
    .orderBy(asc(idCol))
    .limit(limit);
}
