import type { DbOrTx } from '@pm/db';
import * as repo from './charging-vouchers.repo';
import { templateOf } from './define-charging-template';
import { requireBook } from '../generated-vouchers/build-generated-voucher';

/** The company's book (409 without one) and its charging template: the subjects business vouchers book to. */
export async function chargingBook(tx: DbOrTx, companyId: number, lock = false) {
  const book = await requireBook(tx, companyId, lock);
  const { template } = templateOf(book.chart, await repo.templateRows(tx, companyId), book.wordMode);
  return { book, template };
}
