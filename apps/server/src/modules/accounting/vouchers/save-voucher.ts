import type { Voucher, VoucherSave } from '@pm/contracts';
import type { Db } from '@pm/db';
import { balancedForNumber, voucherTransition } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import { bookOf, periodStatus } from '../book/book.repo';
import { wordsOf } from '../book/read-book';
import { companySubjects } from '../subjects/subjects.repo';
import { loadVoucher } from './read-voucher';
import { actorOf, statusOf, voucherFacts } from './read-voucher-facts';
import { checkedLines } from './check-voucher-lines';
import { writeVoucher } from './create-voucher';
import * as repo from './vouchers.repo';
import { acctErrors, refusal } from './vouchers.errors';

/**
 * 保存 (`/api/accounting/voucher-info`): a new voucher as 待修改, or the maker's 待修改 draft replaced
 * (header and lines). The period is the date's month and must be open. Saving may be unbalanced,
 * but a voucher takes the next number of its period and word only when it first balances: until
 * then it is 暂存 (no number), so drafts abandoned half-typed leave no gap. A numbered draft keeps
 * its number (re-saved unbalanced too) unless it moves to another period or word, where it is
 * numbered again once balanced. The answer carries the totals and `balanced`, for the warning.
 */
export async function saveVoucher({ db }: { db: Db }, s: Session, input: VoucherSave): Promise<Voucher> {
  const book = await bookOf(db, s.companyId);
  if (!book) throw acctErrors.noBook();
  if (!wordsOf(book.wordMode).includes(input.word)) throw acctErrors.wordNotAllowed(input.word);
  const period = input.voucherDate.slice(0, 7);
  if (period < book.startPeriod) throw acctErrors.beforeStart(book.startPeriod);
  const chart = await companySubjects(db, s.companyId);
  const id = await db.transaction(async (tx) => {
    const status = await periodStatus(tx, s.companyId, period);
    if (status === undefined) throw acctErrors.periodNotOpen(period);
    if (status !== 'open') throw acctErrors.periodClosed(period);
    if (input.id === undefined) {
      const lines = await checkedLines(tx, s.companyId, input.lines, chart);
      const { id, number } = await writeVoucher(tx, {
        companyId: s.companyId,
        period,
        word: input.word,
        voucherDate: input.voucherDate,
        attachments: input.attachments,
        remark: input.remark ?? null,
        source: 'manual',
        makerId: s.userId,
        lines,
        numbered: balancedForNumber(lines),
      });
      await logOperation(tx, s, {
        recordKey: 'accounting-voucher',
        recordId: id,
        action: 'create',
        detail: { period, word: input.word, number, lines: lines.length },
      });
      return id;
    }
    const v = await repo.lockVoucher(tx, s.companyId, input.id);
    if (!v) throw acctErrors.voucherNotFound();
    const facts = await voucherFacts(tx, v);
    const moved = voucherTransition(statusOf(v.status), 'save', actorOf(s), facts);
    if (!moved.ok) throw refusal(moved.code, moved.message);
    const lines = await checkedLines(tx, s.companyId, input.lines, chart, v.reversalOf !== null);
    const elsewhere = v.period !== period || v.word !== input.word;
    const kept = elsewhere ? null : v.number;
    const number = kept ?? (balancedForNumber(lines) ? await repo.takeNumber(tx, s.companyId, period, input.word) : null);
    await repo.deleteLines(tx, v.id);
    await repo.updateVoucher(tx, v.id, {
      period,
      word: input.word,
      number,
      voucherDate: input.voucherDate,
      attachments: input.attachments,
      remark: input.remark ?? null,
    });
    await repo.insertLines(tx, s.companyId, v.id, lines);
    await repo.insertEvent(tx, {
      companyId: s.companyId,
      voucherId: v.id,
      action: 'save',
      fromStatus: 1,
      toStatus: 1,
      reason: null,
      actorId: s.userId,
    });
    await logOperation(tx, s, {
      recordKey: 'accounting-voucher',
      recordId: v.id,
      action: 'update',
      detail: { period, word: input.word, number, lines: lines.length },
    });
    return v.id;
  });
  return loadVoucher(db, s, id);
}
