import type { OpeningImport } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../http/session';
import { logOperation } from '../records/index';
import { OPENING_LOG_KEY } from './commit-opening';
import { openingNotFound, openingState } from './opening.errors';
import * as repo from './opening.repo';
import { getOpening } from './read-opening';

/** 放弃: a checked import's staged rows dropped; the import stays listed as 已放弃. */
export async function discardOpening({ db }: { db: Db }, s: Session, id: number): Promise<OpeningImport> {
  await db.transaction(async (tx) => {
    const row = await repo.findImport(tx, s.companyId, id, true);
    if (!row) throw openingNotFound();
    if (row.state !== 'checked') throw openingState('放弃', row.state);
    await repo.dropStaged(tx, id);
    await repo.updateImport(tx, id, { state: 'discarded', error: null });
    await logOperation(tx, s, { recordKey: OPENING_LOG_KEY, recordId: id, action: 'discard' });
  });
  return getOpening({ db }, s, id);
}
