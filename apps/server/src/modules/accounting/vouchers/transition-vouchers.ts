import type { VoucherBatch, VoucherBatchResult } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AppError } from '../../../errors/app-error';
import { fromDatabaseError } from '../../../errors/db-errors';
import type { Session } from '../../../http/session';
import { moveIn } from './transition-voucher';
import { voucherLabel } from './create-voucher';
import * as repo from './vouchers.repo';

/**
 * 批量审核 / 批量登账: each voucher in its own transaction, in number order, so one refusal (maker
 * auditing their own, a voucher moved meanwhile) does not stop the others; the answer says which.
 */
export async function batchVouchers(
  { db }: { db: Db },
  s: Session,
  input: VoucherBatch,
  action: 'audit' | 'post',
): Promise<VoucherBatchResult> {
  const ids = [...new Set(input.ids)];
  const found = await repo.vouchersByIds(db, s.companyId, ids);
  const byId = new Map(found.map((v) => [v.id, v]));
  const ordered = [...found].sort(
    (a, b) => a.period.localeCompare(b.period) || a.word.localeCompare(b.word) || (a.number ?? 0) - (b.number ?? 0),
  );
  const result: VoucherBatchResult = {
    done: [],
    failed: ids
      .filter((id) => !byId.has(id))
      .map((id) => ({ id, label: null, code: 'accounting.voucher_not_found', message: '凭证不存在' })),
  };
  for (const v of ordered) {
    try {
      const label = await db.transaction((tx) => moveIn(tx, s, v.id, action));
      result.done.push({ id: v.id, label });
    } catch (error) {
      const known = error instanceof AppError ? error : fromDatabaseError(error);
      if (!known) throw error;
      result.failed.push({
        id: v.id,
        label: voucherLabel(v.word, v.number),
        code: known.errorCode,
        message: known.message,
      });
    }
  }
  return result;
}
