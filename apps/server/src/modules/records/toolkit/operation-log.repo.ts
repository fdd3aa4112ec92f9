import { schema, type DbOrTx } from '@pm/db';
import type { Session } from '../../../http/session';

/** One line of the operation log (系统日志): who did what to which record. */
export interface OperationLogEntry {
  companyId: number;
  userId: number | null;
  /** Record key (estate, house …) or the hand-written area's name for the resource (charging-line …). */
  recordKey: string;
  recordId: number | null;
  /** create | update | delete | soft-delete | import | export, or the use case's verb. */
  action: string;
  /** Short detail: changed field names, a row count. */
  detail?: unknown;
}

/** Appends log lines with `db`, so inside a transaction they commit or roll back with the write. */
export async function appendOperationLog(db: DbOrTx, entries: OperationLogEntry[]): Promise<void> {
  for (let i = 0; i < entries.length; i += 1000) {
    await db
      .insert(schema.operationLogs)
      .values(entries.slice(i, i + 1000).map((e) => ({ ...e, detail: e.detail ?? null })));
  }
}

/** One line for the caller (`session`'s company and user), written in `tx` (the use case's transaction). */
export async function logOperation(
  tx: DbOrTx,
  session: Pick<Session, 'companyId' | 'userId'>,
  entry: { recordKey: string; recordId: number | null; action: string; detail?: unknown },
): Promise<void> {
  await appendOperationLog(tx, [{ companyId: session.companyId, userId: session.userId, ...entry }]);
}
