import type { Db } from '@pm/db';
import { Sharing } from './keep-sharing-rules';

/** A house's real share lines (item, method label, amount, period) for /api/house-tree/share. */
export function houseShareItems(db: Db, companyId: number, houseId: number) {
  return new Sharing(db).houseItems(companyId, houseId);
}
