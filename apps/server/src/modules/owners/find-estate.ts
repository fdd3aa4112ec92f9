import type { DbOrTx } from '@pm/db';
import type { Session } from '../../http/session';
import { findEstate } from './accounts.repo';
import { ownersErrors } from './owners.errors';

/** The company's live estate that an owners' page or entry is of; 404 楼盘 for an unknown one or another company's. */
export async function estateOf(db: DbOrTx, s: Session, estateId: number) {
  const estate = await findEstate(db, s.companyId, estateId);
  if (!estate) throw ownersErrors.notFound('楼盘');
  return estate;
}
