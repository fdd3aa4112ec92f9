import type { DbOrTx } from '@pm/db';
import { VOUCHER_STATUSES, type VoucherActor, type VoucherFacts, type VoucherStatus } from '@pm/domain';
import type { Session } from '../../../http/session';
import { periodStatus } from '../book/book.repo';
import type { VoucherRecord } from './vouchers.repo';
import { reversalOf } from './vouchers.repo';

/** Status code 1-4 → the domain's status. */
export const statusOf = (code: number): VoucherStatus => VOUCHER_STATUSES[code - 1]!.code;
export const statusCode = (status: VoucherStatus): 1 | 2 | 3 | 4 =>
  (VOUCHER_STATUSES.findIndex((s) => s.code === status) + 1) as 1 | 2 | 3 | 4;

/** The caller as the rules see it: sa (the company's administrator) acts as 会计主管 for 反审核. */
export const actorOf = (s: Session): VoucherActor => ({ userId: s.userId, supervisor: s.role === 'sa' });

/** Made by a generator (charging, depreciation, closing): corrected at the source, not by hand. */
export const isGenerated = (v: VoucherRecord) =>
  v.source === 'charging' || v.source === 'depreciation' || v.source === 'closing';

/** What voucherTransition needs to know of a stored voucher. */
export async function voucherFacts(
  db: DbOrTx,
  v: VoucherRecord,
  reason?: string | null,
): Promise<VoucherFacts & { reversedById: number | null }> {
  const [period, reversal] = await Promise.all([
    periodStatus(db, v.companyId, v.period),
    v.status === 4 ? reversalOf(db, v.id) : undefined,
  ]);
  return {
    makerId: v.makerId ?? 0,
    auditorId: v.auditorId,
    periodClosed: period !== 'open',
    period: v.period,
    generated: isGenerated(v),
    reversed: reversal !== undefined,
    isReversal: v.reversalOf !== null,
    reason: reason ?? null,
    reversedById: reversal?.id ?? null,
  };
}
