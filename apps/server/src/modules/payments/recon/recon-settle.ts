import type { DbOrTx } from '@pm/db';
import { chartRoles, dec, settlementVoucherLines } from '@pm/domain';
import { AppError } from '../../../errors/app-error';
import { chargingBook, correctionDay, generatedWord, leafSubjects, writeVoucher } from '../../accounting/index';
import * as repo from './recon.repo';

// A company's balanced bill day moves its money to the bank with one voucher (docs/decisions.md "线上对账"):
// 借 银行存款, 借 财务费用 (the vendor's fee), 贷 the charging template's tender subject of each online method (the
// clearing subject the charging-day vouchers debited). 待审核, in the first open period from the bill date on. The
// books may refuse (no book, no open period, a subject re-pointed to a non-leaf): the part keeps why, and the next
// run or resolution tries again.

/** Writes the voucher of every balanced company part of the day that has none yet. */
export async function settleBalanced(tx: DbOrTx, day: repo.DayRow, makerId: number | null): Promise<void> {
  for (const part of await repo.companiesOf(tx, day.id)) {
    if (part.state !== 'balanced' || part.voucherId !== null) continue;
    try {
      // a savepoint: a voucher the books refuse halfway leaves nothing behind
      const voucherId = await tx.transaction((sp) => writeSettlement(sp, day, part, makerId));
      await repo.setVoucher(tx, day.id, part.companyId, { voucherId, voucherError: null });
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      await repo.setVoucher(tx, day.id, part.companyId, { voucherId: null, voucherError: error.message });
    }
  }
}

async function writeSettlement(tx: DbOrTx, day: repo.DayRow, part: repo.CompanyRow, makerId: number | null): Promise<number | null> {
  const { book, template } = await chargingBook(tx, part.companyId);
  const roles = chartRoles(book.chart);
  const clearing = part.byMethod.map((m) => ({ subjectCode: template.tender[m.method] ?? template.tender['6'] ?? roles.otherMonetary, receipts: m.receipts, refunds: m.refunds }));
  const lines = settlementVoucherLines(day.billDate, clearing, part.feeTotal, { bank: roles.bank, fee: roles.financialExpense });
  if (lines.length === 0) return null;
  const { period, date } = await correctionDay(tx, part.companyId, day.billDate);
  const subjects = await leafSubjects(tx, part.companyId, [...new Set(lines.map((l) => l.subjectCode))]);
  const bankIn = lines.some((l) => l.subjectCode === roles.bank && dec(l.debit).gt(0));
  const { id } = await writeVoucher(
    tx,
    {
      companyId: part.companyId,
      period,
      word: generatedWord(book.wordMode, bankIn ? '收' : '付'),
      voucherDate: date,
      source: 'pay-settle',
      sourceRef: `pay-recon:${day.mchid}:${day.billDate}`,
      remark: `微信支付${day.billDate}交易账单结算（商户号${day.mchid}）`,
      makerId,
      attachments: 1,
      lines: lines.map((l, i) => ({ seq: i + 1, summary: l.summary, subjectId: subjects.get(l.subjectCode)!.id, debit: l.debit, credit: l.credit })),
    },
    2,
    { action: 'submit', actorId: makerId },
  );
  return id;
}
