import { and, asc, gt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@pm/db';
import type { RecordBinding } from './record-binding';
import { idColumn, selectWithLabels } from './records.repo';

/** The next `limit` rows inside `where` after id `afterId`, by id, with reference labels joined. */
export async function exportBatch(
  db: DbOrTx,
  binding: RecordBinding,
  where: SQL[],
  afterId: number,
  limit: number,
): Promise<Record<string, unknown>[]> {
  const idCol = idColumn(binding);
  return selectWithLabels(db, binding)
    .where(and(...where, gt(idCol, afterId)))
    .orderBy(asc(idCol))
    .limit(limit);
}
