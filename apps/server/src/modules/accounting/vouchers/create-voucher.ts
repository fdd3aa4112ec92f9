import type { DbOrTx } from '@pm/db';
import { voucherDisplayNumber } from '@pm/domain';
import * as repo from './vouchers.repo';
import type { NewLine } from './vouchers.repo';

/** What a new voucher is: header and lines (seq set); the number is taken here. */
export interface VoucherToWrite {
  companyId: number;
  period: string;
  word: string;
  voucherDate: string;
  attachments?: number;
  remark?: string | null;
  source: 'manual' | 'charging' | 'depreciation' | 'closing' | 'reversal' | 'opening' | 'pay-settle';
  sourceRef?: string | null;
  reversalOf?: number | null;
  makerId: number | null;
  lines: NewLine[];
  /** false: a hand-made draft saved unbalanced (暂存), which takes its number when it first balances. */
  numbered?: boolean;
}

/**
 * Writes a voucher the way the books' triggers require: the next number of its period and word
 * (counter row locked until commit; none for a 暂存 draft), the header as 待修改, the lines, then
 * the status it should have (2 待审核, or 4 已登账 for vouchers the system posts itself), with an
 * event for each step. For generators too (closing, depreciation, charging): call it inside their
 * transaction.
 */
export async function writeVoucher(
  tx: DbOrTx,
  v: VoucherToWrite,
  finalStatus: 1 | 2 | 3 | 4 = 1,
  event: { action: string; actorId: number | null; reason?: string | null } = { action: 'save', actorId: v.makerId },
): Promise<{ id: number; number: number | null }> {
  const number = v.numbered === false && finalStatus === 1 ? null : await repo.takeNumber(tx, v.companyId, v.period, v.word);
  const id = await repo.insertVoucher(tx, {
    companyId: v.companyId,
    period: v.period,
    word: v.word,
    number,
    voucherDate: v.voucherDate,
    attachments: v.attachments ?? 0,
    remark: v.remark ?? null,
    source: v.source,
    sourceRef: v.sourceRef ?? null,
    reversalOf: v.reversalOf ?? null,
    makerId: v.makerId,
  });
  await repo.insertLines(tx, v.companyId, id, v.lines);
  if (finalStatus > 1) {
    const now = new Date();
    await repo.updateVoucher(tx, id, {
      status: finalStatus,
      ...(finalStatus >= 3 ? { auditorId: event.actorId, auditedAt: now } : {}),
      ...(finalStatus === 4 ? { posterId: event.actorId, postedAt: now } : {}),
    });
  }
  await repo.insertEvent(tx, {
    companyId: v.companyId,
    voucherId: id,
    action: event.action,
    fromStatus: null,
    toStatus: finalStatus,
    reason: event.reason ?? null,
    actorId: event.actorId,
  });
  return { id, number };
}

/** '记-0007' (the domain's display number). */
export const voucherLabel = voucherDisplayNumber;
