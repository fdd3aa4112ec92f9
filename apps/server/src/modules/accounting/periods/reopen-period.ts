import type { z } from 'zod';
import { PERIOD_SUPERVISOR_ROLES, type ReopenResult } from '@pm/contracts';
import type { Db } from '@pm/db';
import { canReopen, dec, reversalLines } from '@pm/domain';
import type { Session } from '../../../http/session';
import { closeRefused, noPeriod, reopenForbidden } from './periods.errors';
import { lockBook } from '../book/book.repo';
import * as repo from './periods.repo';

type Result = z.output<typeof ReopenResult>;
const nullIfZero = (v: string) => (dec(v).isZero() ? null : v);

/**
 * 反结账 of the latest closed period by a supervisor (sa or super) with a reason: the period opens,
 * its last 结转损益 voucher is reversed in red and posted at once (the balances are as before the
 * close), and the event is logged with the reason.
 */
export async function reopenPeriod({ db }: { db: Db }, session: Session, input: { period: string; reason: string }): Promise<Result> {
  const companyId = session.companyId;
  const { period } = input;
  return db.transaction(async (tx) => {
    // Queued behind any close or open-next of the company (close-period.ts): the latest closed period is read after it.
    await lockBook(tx, companyId);
    const row = await repo.lockPeriod(tx, companyId, period);
    if (!row) throw noPeriod(period);
    const refusal = canReopen({
      period,
      latestClosed: await repo.latestClosed(tx, companyId),
      supervisor: PERIOD_SUPERVISOR_ROLES.includes(session.role),
      reason: input.reason,
    });
    if (refusal) throw refusal.code === 'accounting.supervisor_only' ? reopenForbidden(refusal.message) : closeRefused(refusal.code, refusal.message);
    await repo.setPeriodStatus(tx, companyId, period, 'open', session.userId);
    const [lastClose] = await repo.closeEvents(tx, companyId, period);
    let reversalVoucherId: number | null = null;
    if (lastClose?.voucherId) {
      const original = await repo.voucherHeader(tx, companyId, lastClose.voucherId);
      const lines = (await repo.voucherLinesWithCodes(tx, lastClose.voucherId)).map((l) => ({
        summary: l.summary,
        subjectId: l.subjectId,
        debit: nullIfZero(l.debit),
        credit: nullIfZero(l.credit),
      }));
      const red = reversalLines(lines);
      const number = await repo.takeVoucherNumber(tx, companyId, period, original?.word ?? '记');
      reversalVoucherId = await repo.writePostedVoucher(tx, {
        companyId,
        period,
        word: original?.word ?? '记',
        number,
        voucherDate: original?.voucherDate ?? `${period}-01`,
        source: 'reversal',
        sourceRef: `reopen:${period}:${lastClose.id}`,
        reversalOf: lastClose.voucherId,
        remark: `反结账冲销：${input.reason}`.slice(0, 200),
        userId: session.userId,
        lines: red.map((l) => ({ summary: l.summary, subjectId: l.subjectId, debit: l.debit ?? '0', credit: l.credit ?? '0' })),
      });
    }
    await repo.insertPeriodEvent(tx, { companyId, period, action: 'reopen', reason: input.reason, actorId: session.userId, voucherId: reversalVoucherId });
    return { period, reversalVoucherId };
  });
}
