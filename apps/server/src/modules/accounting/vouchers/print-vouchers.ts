import type { VoucherPrint, VoucherPrintSheet } from '@pm/contracts';
import type { Db } from '@pm/db';
import { capitalAmount, voucherStatusLabel } from '@pm/domain';
import type { Session } from '../../../http/session';
import { bookOf, companyName } from '../book/book.repo';
import { subjectAnswers } from '../subjects/build-subject-answers';
import { companySubjects } from '../subjects/subjects.repo';
import { voucherLabel } from './create-voucher';
import { statusOf } from './read-voucher-facts';
import * as repo from './vouchers.repo';
import { acctErrors } from './vouchers.errors';

const TITLES: Record<string, string> = { 记: '记账凭证', 收: '收款凭证', 付: '付款凭证', 转: '转账凭证' };

/** `/api/accounting/voucher-print`: the sheets of the vouchers, in the order asked. Any id not the company's: 404. */
export async function printVouchers({ db }: { db: Db }, s: Session, ids: readonly number[]): Promise<VoucherPrint> {
  const unique = [...new Set(ids)];
  const found = await repo.vouchersByIds(db, s.companyId, unique);
  if (found.length !== unique.length) throw acctErrors.voucherNotFound();
  const byId = new Map(found.map((v) => [v.id, v]));
  const originals = found.flatMap((v) => (v.reversalOf === null ? [] : [v.reversalOf]));
  const [book, company, chart, lines, names, reversed] = await Promise.all([
    bookOf(db, s.companyId),
    companyName(db, s.companyId),
    companySubjects(db, s.companyId),
    repo.answerLines(db, unique),
    repo.userNames(
      db,
      found.flatMap((v) => [v.makerId, v.auditorId, v.posterId]).filter((x): x is number => x !== null),
    ),
    originals.length ? repo.vouchersByIds(db, s.companyId, originals) : Promise.resolve([]),
  ]);
  const fullNames = new Map(subjectAnswers(chart, book?.chart ?? 'small').map((a) => [a.id, a.fullName]));
  const originalById = new Map(reversed.map((v) => [v.id, v]));
  const printedAt = new Date().toISOString();
  const name = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  const sheets: VoucherPrintSheet[] = unique.map((id) => {
    const v = byId.get(id)!;
    const original = v.reversalOf === null ? undefined : originalById.get(v.reversalOf);
    return {
      id: v.id,
      companyName: company,
      title: TITLES[v.word] ?? '记账凭证',
      word: v.word as VoucherPrintSheet['word'],
      number: v.number,
      label: voucherLabel(v.word, v.number),
      voucherDate: v.voucherDate,
      period: v.period,
      attachments: v.attachments,
      statusName: voucherStatusLabel(statusOf(v.status), v.number !== null),
      lines: lines
        .filter((l) => l.voucherId === v.id)
        .map((l) => ({
          summary: l.summary,
          subjectCode: l.subjectCode,
          subjectName: fullNames.get(l.subjectId) ?? '',
          debit: l.debit,
          credit: l.credit,
        })),
      totalDebit: v.totalDebit,
      totalCredit: v.totalCredit,
      totalInWords: capitalAmount(v.totalDebit),
      makerName: name(v.makerId),
      auditorName: name(v.auditorId),
      posterName: name(v.posterId),
      note: original ? `冲销${original.period} ${voucherLabel(original.word, original.number)}` : null,
      printedAt,
    };
  });
  return { sheets };
}
