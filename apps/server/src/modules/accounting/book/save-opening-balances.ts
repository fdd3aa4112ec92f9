import type { CompanyPick, OpeningBalances, OpeningBalancesInput } from '@pm/contracts';
import type { Db, DbOrTx } from '@pm/db';
import { dec, Dec } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import * as repo from './book.repo';
import { pickCompany } from './find-book-company';
import { companySubjects } from '../subjects/subjects.repo';
import { acctErrors } from '../vouchers/vouchers.errors';

/** Debit-positive stored amount ↔ the amount in the subject's own direction (a 贷 subject's credit balance positive). */
const inDirection = (direction: string, debitPositive: Dec) =>
  direction === 'C' ? debitPositive.negated() : debitPositive;

/** 期初余额 of every subject (a parent: the sum of its leaves), and the trial balance of the leaves. */
export async function openingBalances({ db }: { db: Db }, s: Session, q: CompanyPick): Promise<OpeningBalances> {
  return openingAnswer(db, await pickCompany(db, s, q.companyId));
}

/**
 * 录入期初余额 (leaves only, in the subject's direction; 0 removes the row) until the first voucher
 * is posted: after that the balances of every period would move under the books.
 */
export async function saveOpeningBalances(
  { db }: { db: Db },
  s: Session,
  input: OpeningBalancesInput,
): Promise<OpeningBalances> {
  await db.transaction(async (tx) => {
    const book = await repo.lockBook(tx, s.companyId);
    if (!book) throw acctErrors.noBook();
    if (await repo.anyPosted(tx, s.companyId)) throw acctErrors.openingFixed();
    const byId = new Map((await companySubjects(tx, s.companyId)).map((r) => [r.id, r]));
    for (const [i, row] of input.rows.entries()) {
      const subject = byId.get(row.subjectId);
      if (!subject) throw acctErrors.subjectNotFound();
      if (!subject.leaf) throw acctErrors.openingLeafOnly(i, subject.code);
      const amount = inDirection(subject.direction, dec(row.amount));
      if (amount.isZero()) await repo.deleteOpening(tx, s.companyId, subject.id);
      else await repo.upsertOpening(tx, s.companyId, subject.id, amount.toFixed(2));
    }
    await logOperation(tx, s, {
      recordKey: 'accounting-opening',
      recordId: null,
      action: 'update',
      detail: { rows: input.rows.length },
    });
  });
  return openingAnswer(db, s.companyId);
}

async function openingAnswer(db: DbOrTx, companyId: number): Promise<OpeningBalances> {
  const book = await repo.bookOf(db, companyId);
  if (!book) throw acctErrors.noBook();
  const [subjects, amounts, posted] = await Promise.all([
    companySubjects(db, companyId),
    repo.openingAmounts(db, companyId),
    repo.anyPosted(db, companyId),
  ]);
  // Leaves' debit-positive amounts summed up the tree by code prefix.
  const sums = new Map<number, Dec>();
  let debit = new Dec(0);
  let credit = new Dec(0);
  for (const leaf of subjects.filter((r) => r.leaf)) {
    const amount = dec(amounts.get(leaf.id) ?? '0');
    if (amount.isPositive()) debit = debit.plus(amount);
    else credit = credit.minus(amount);
    for (const r of subjects)
      if (leaf.code.startsWith(r.code)) sums.set(r.id, (sums.get(r.id) ?? new Dec(0)).plus(amount));
  }
  return {
    startPeriod: book.startPeriod,
    editable: !posted,
    rows: subjects.map((r) => ({
      subjectId: r.id,
      code: r.code,
      name: r.name,
      direction: r.direction as 'D' | 'C',
      level: r.level,
      leaf: r.leaf,
      amount: inDirection(r.direction, sums.get(r.id) ?? new Dec(0))
        .plus(0)
        .toFixed(2),
    })),
    totalDebit: debit.toFixed(2),
    totalCredit: credit.toFixed(2),
    balanced: debit.equals(credit),
  };
}
