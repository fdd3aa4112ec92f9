import type { DbOrTx } from '@pm/db';
import { generatedNotEditable } from './charging-vouchers.errors';
import { voucherSource } from './generated-vouchers.repo';

/**
 * For the voucher use cases (edit, delete): refuses a voucher generated from charging and
 * settlement (source 'charging'), which is corrected from its source, never by hand.
 */
export async function assertHandEditable(tx: DbOrTx, companyId: number, voucherId: number): Promise<void> {
  if ((await voucherSource(tx, companyId, voucherId)) === 'charging') throw generatedNotEditable();
}
