import { eq } from 'drizzle-orm';
import type { ExportPurpose } from '@pm/contracts';
import { schema, type DbOrTx } from '@pm/db';

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
