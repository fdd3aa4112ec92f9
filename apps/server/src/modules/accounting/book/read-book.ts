import type { Book, CompanyPick } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { CHART_TEMPLATE_NAMES, type ChartTemplateKey } from '@pm/domain';
import type { Session } from '../../../http/session';
import * as repo from './book.repo';
import { pickCompany } from './find-book-company';

/** 账套 of the picked company, null before setup. */
export async function getBook({ db }: { db: Db }, s: Session, q: CompanyPick): Promise<Book | null> {
  return bookAnswer(db, await pickCompany(db, s, q.companyId));
}

export async function bookAnswer(db: DbOrTx, companyId: number): Promise<Book | null> {
  const book = await repo.bookOf(db, companyId);
  if (!book) return null;
  const [companyName, currentPeriod, subjectCount, posted] = await Promise.all([
    repo.companyName(db, companyId),
    repo.firstOpenPeriod(db, companyId),
    repo.subjectCount(db, companyId),
    repo.anyPosted(db, companyId),
  ]);
  const chart = book.chart as ChartTemplateKey;
  return {
    companyId,
    companyName,
    chart,
    chartName: CHART_TEMPLATE_NAMES[chart],
    codeScheme: book.codeScheme,
    startPeriod: book.startPeriod,
    wordMode: book.wordMode as Book['wordMode'],
    words: wordsOf(book.wordMode),
    renumberOnClose: book.renumberOnClose,
    currentPeriod,
    subjectCount,
    openingEditable: !posted,
    createdAt: book.createdAt.toISOString(),
  };
}

/** The voucher words a book's word mode allows. */
export function wordsOf(wordMode: string): Book['words'] {
  return wordMode === 'split' ? ['收', '付', '转'] : ['记'];
}
