import type { z } from 'zod';
import type { CloseResult } from '@pm/contracts';
import type { Db } from '@pm/db';
import {
  canClose,
  chartRoles,
  closeNumbering,
  closePeriodBalances,
  nextPeriod,
  periodBounds,
  PROFIT_LOSS_CATEGORY,
  trialBalance,
  voucherDisplayNumber,
  type ChartTemplateKey,
} from '@pm/domain';
import type { Session } from '../../../http/session';
import { leafRows, loadChart } from '../ledgers/compute-ledger-figures';
import { closeRefused, missingClosingSubject, noPeriod } from './periods.errors';
import { lockBook } from '../book/book.repo';
import * as repo from './periods.repo';

type Result = z.output<typeof CloseResult>;

/** The word of generated vouchers: 记, or 转 (transfer) in a book with 收/付/转. */
export const generatedWord = (wordMode: string) => (wordMode === 'split' ? '转' : '记');

/**
 * 结账 in one transaction: the company's period changes serialised (its book row), the period row and its voucher counters locked (a voucher being saved or
 * a second close waits), then the domain's canClose over the facts read inside the lock (previous
 * period closed, every voucher 已登账, trial balance balanced), renumbering or the gaps (A17), the
 * 结转损益 voucher posted (December: 本年利润 → 利润分配), the period closed, its event, the next period opened.
 */
export async function closePeriod({ db }: { db: Db }, session: Session, period: string): Promise<Result> {
  const companyId = session.companyId;
  const chart = await loadChart(db, companyId);
  const template = chart.book.chart as ChartTemplateKey;
  return db.transaction(async (tx) => {
    // Close, re-open and open-next of one company queue on its book row: each sees the others' outcome.
    await lockBook(tx, companyId);
    const row = await repo.lockPeriod(tx, companyId, period);
    if (!row) throw noPeriod(period);
    await repo.lockCounters(tx, companyId, period);
    const previous = await repo.previousPeriodRow(tx, companyId, period);
    const pending = await repo.pendingVouchers(tx, companyId, period);
    const rows = await leafRows(tx, chart, companyId, period, period);
    const tb = trialBalance(rows, { scheme: chart.book.codeScheme, directions: chart.directions });
    const refusal = canClose({
      period,
      periodClosed: row.status === 'closed',
      previousClosed: previous ? previous.status === 'closed' : null,
      pendingVouchers: pending,
      trialBalanced: tb.balanced.all,
    });
    if (refusal) throw closeRefused(refusal.code, refusal.message);

    let renumbered = 0;
    const gapMessages: string[] = [];
    // Every voucher is posted by now (checked above), so every one has its number.
    const numbers = (await repo.voucherNumbers(tx, companyId, period)).flatMap((n) => (n.number === null ? [] : [{ ...n, number: n.number }]));
    for (const word of new Set(numbers.map((n) => n.word))) {
      const ofWord = numbers.filter((n) => n.word === word);
      const plan = closeNumbering(word, ofWord.map((n) => n.number), chart.book.renumberOnClose);
      const idOf = new Map(ofWord.map((n) => [n.number, n.id]));
      await repo.renumberVouchers(tx, plan.renumber.map((m) => ({ id: idOf.get(m.from) ?? 0, to: m.to })));
      renumbered += plan.renumber.length;
      if (plan.message) gapMessages.push(plan.message);
    }
    if (renumbered > 0) await repo.resetCounters(tx, companyId, period);

    const roles = chartRoles(template);
    const plCategory = PROFIT_LOSS_CATEGORY[template];
    const plCodes = new Set(chart.subjects.filter((s) => s.category === plCategory && !chart.parents.has(s.id)).map((s) => s.code));
    const { lines } = closePeriodBalances(period, rows, plCodes, {
      currentYearProfit: roles.currentYearProfit,
      profitDistribution: roles.undistributedProfit,
    });
    let voucherId: number | null = null;
    let voucherNo: string | null = null;
    if (lines.length > 0) {
      const ids = new Map(chart.subjects.map((s) => [s.code, s.id]));
      for (const l of lines) if (!ids.has(l.subjectCode) || chart.parents.has(ids.get(l.subjectCode) ?? 0)) throw missingClosingSubject(l.subjectCode);
      const word = generatedWord(chart.book.wordMode);
      const number = await repo.takeVoucherNumber(tx, companyId, period, word);
      const n = (await repo.closeEvents(tx, companyId, period)).length + 1;
      voucherId = await repo.writePostedVoucher(tx, {
        companyId,
        period,
        word,
        number,
        voucherDate: periodBounds(period).last,
        source: 'closing',
        sourceRef: `closing:${period}:${n}`,
        reversalOf: null,
        remark: `${period}结转损益`,
        userId: session.userId,
        lines: lines.map((l) => ({ summary: l.summary, subjectId: ids.get(l.subjectCode) ?? 0, debit: l.debit ?? '0', credit: l.credit ?? '0' })),
      });
      voucherNo = voucherDisplayNumber(word, number);
    }
    await repo.setPeriodStatus(tx, companyId, period, 'closed', session.userId);
    await repo.insertPeriodEvent(tx, { companyId, period, action: 'close', actorId: session.userId, voucherId });
    const next = nextPeriod(period);
    const openedNext = (await repo.insertPeriod(tx, companyId, next)) ? next : null;
    return { period, voucherId, voucherNo, closingLines: lines, renumbered, gapMessages, openedNext };
  });
}
