import type { Voucher, VoucherReverse } from '@pm/contracts';
import type { Db } from '@pm/db';
import { REVERSAL_START_STATUS, reversalLines, voucherTransition } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import { firstOpenPeriod, periodStatus } from '../book/book.repo';
import { loadVoucher } from './read-voucher';
import { actorOf, statusCode, statusOf, voucherFacts } from './read-voucher-facts';
import { voucherLabel, writeVoucher } from './create-voucher';
import * as repo from './vouchers.repo';
import { acctErrors, refusal } from './vouchers.errors';

const today = () => new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

/**
 * 冲销 (A6): a posted voucher is never changed; a red voucher with its lines, amounts negated on
 * the same sides, is written into an open period (the date given, else today if its month is open,
 * else the first day of the first open period) and waits for audit (待审核). The original is 已冲销
 * through the reversal link (unique: a second reversal is refused by the rules and the index).
 */
export async function reverseVoucher({ db }: { db: Db }, s: Session, input: VoucherReverse): Promise<Voucher> {
  const id = await db.transaction(async (tx) => {
    const v = await repo.lockVoucher(tx, s.companyId, input.id);
    if (!v) throw acctErrors.voucherNotFound();
    const moved = voucherTransition(statusOf(v.status), 'reverse', actorOf(s), await voucherFacts(tx, v));
    if (!moved.ok) throw refusal(moved.code, moved.message);
    let date = input.voucherDate ?? today();
    if ((await periodStatus(tx, s.companyId, date.slice(0, 7))) !== 'open') {
      if (input.voucherDate) throw acctErrors.periodNotOpen(date.slice(0, 7));
      const first = await firstOpenPeriod(tx, s.companyId);
      if (!first) throw acctErrors.noOpenPeriod();
      date = `${first}-01`;
    }
    const label = voucherLabel(v.word, v.number);
    const lines = reversalLines(await repo.linesOf(tx, v.id)).map((l) => ({
      seq: l.seq,
      summary: (input.summary ?? `冲销${v.period} ${label}：${l.summary}`).slice(0, 200),
      subjectId: l.subjectId,
      debit: l.debit,
      credit: l.credit,
      estateId: l.estateId,
      houseId: l.houseId,
      customerName: l.customerName,
    }));
    const red = await writeVoucher(
      tx,
      {
        companyId: s.companyId,
        period: date.slice(0, 7),
        word: v.word,
        voucherDate: date,
        attachments: 0,
        remark: `冲销${v.period} ${label}`,
        source: 'reversal',
        reversalOf: v.id,
        makerId: s.userId,
        lines,
      },
      statusCode(REVERSAL_START_STATUS),
      { action: 'reverse', actorId: s.userId, reason: `冲销${v.period} ${label}` },
    );
    await repo.insertEvent(tx, {
      companyId: s.companyId,
      voucherId: v.id,
      action: 'reverse',
      fromStatus: 4,
      toStatus: 4,
      reason: `由${date.slice(0, 7)} ${voucherLabel(v.word, red.number)}冲销`,
      actorId: s.userId,
    });
    await logOperation(tx, s, {
      recordKey: 'accounting-voucher',
      recordId: v.id,
      action: 'reverse',
      detail: { reversal: red.id },
    });
    return red.id;
  });
  return loadVoucher(db, s, id);
}
