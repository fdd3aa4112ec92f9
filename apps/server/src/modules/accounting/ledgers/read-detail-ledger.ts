import type { z } from 'zod';
import type { DetailLedgerPage, DetailLedgerQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import { balanceSide, Dec, dec, toDebitTerms, voucherDisplayNumber } from '@pm/domain';
import type { Session } from '../../../http/session';
import { badSpan } from '../periods/periods.errors';
import { subjectNotFound } from './ledgers.errors';
import * as repo from './ledgers.repo';
import { directionOf, loadChart, text, yearStart, type Chart } from './compute-ledger-figures';

type Page = z.output<typeof DetailLedgerPage>;

/** The subject and the leaves under it (itself when it is a leaf): the lines a detail ledger lists. */
export function leavesUnder(chart: Chart, code: string) {
  const subject = chart.byCode.get(code);
  if (!subject) throw subjectNotFound(code);
  const leaves = chart.subjects.filter((s) => s.code.startsWith(code) && !chart.parents.has(s.id));
  return { subject, leafIds: leaves.map((s) => s.id) };
}

/**
 * 明细账: the subject's posted lines of the range in book order, with the balance after each line
 * in the subject's direction and its side 借/贷/平. The opening comes from the totals; the lines of
 * earlier pages are summed by the database (a window over this subject's lines of the range).
 */
export async function detailLedger({ db }: { db: Db }, session: Session, q: z.output<typeof DetailLedgerQuery>): Promise<Page> {
  if (q.from > q.to) throw badSpan();
  const chart = await loadChart(db, session.companyId);
  const { subject, leafIds } = leavesUnder(chart, q.subjectCode);
  const direction = directionOf(subject);
  const figures = await repo.leafFigures(db, session.companyId, q.from, q.from, yearStart(q.from));
  const wanted = new Set(leafIds);
  const openingDT = figures.filter((f) => wanted.has(f.subjectId)).reduce((sum, f) => sum.plus(dec(f.before)), new Dec(0));
  const page = await repo.postedLinesPage(db, session.companyId, leafIds, q.from, q.to, (q.page - 1) * q.size, q.size);
  const opening = text(toDebitTerms(direction, openingDT));
  const closing = text(toDebitTerms(direction, openingDT.plus(dec(page.debit)).minus(dec(page.credit))));
  return {
    total: page.total,
    page: q.page,
    size: q.size,
    code: subject.code,
    name: subject.name,
    direction: direction === 'credit' ? 'C' : 'D',
    opening,
    openingSide: balanceSide(direction, opening),
    debit: text(dec(page.debit)),
    credit: text(dec(page.credit)),
    closing,
    closingSide: balanceSide(direction, closing),
    rows: page.rows.map((r) => {
      const balance = text(toDebitTerms(direction, openingDT.plus(dec(r.before)).plus(dec(r.debit)).minus(dec(r.credit))));
      return {
        voucherId: r.voucherId,
        voucherDate: r.voucherDate,
        period: r.period,
        voucherNo: voucherDisplayNumber(r.word, r.number),
        summary: r.summary,
        subjectCode: chart.byId.get(r.subjectId)?.code ?? '',
        debit: text(dec(r.debit)),
        credit: text(dec(r.credit)),
        side: balanceSide(direction, balance),
        balance,
      };
    }),
  };
}
