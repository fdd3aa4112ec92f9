import type { Subject, SubjectActiveInput } from '@pm/contracts';
import type { Db } from '@pm/db';
import { dec } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import { bookOf } from '../book/book.repo';
import { subjectAnswers } from './build-subject-answers';
import * as repo from './subjects.repo';
import { acctErrors } from '../vouchers/vouchers.errors';

/**
 * 停用 a subject with everything below it, refused while a voucher not yet posted uses one of them
 * or their balance is not zero; 启用 it (and its children) again, refused under a 停用 parent.
 * Answers the subjects changed.
 */
export async function setSubjectActive({ db }: { db: Db }, s: Session, input: SubjectActiveInput): Promise<Subject[]> {
  const changed = await db.transaction(async (tx) => {
    const subject = await repo.subjectById(tx, input.id);
    if (!subject || subject.companyId !== s.companyId) throw acctErrors.subjectNotFound();
    const tree = await repo.subtree(tx, s.companyId, subject.code);
    const ids = tree.map((r) => r.id);
    if (!input.active) {
      if (await repo.usedByUnposted(tx, ids)) throw acctErrors.inUnposted(subject.code);
      const balance = await repo.netBalance(tx, s.companyId, ids);
      if (!dec(balance).isZero()) throw acctErrors.balanceNotZero(subject.code, balance);
    } else if (subject.parentId !== null) {
      const parent = await repo.subjectById(tx, subject.parentId);
      if (parent && !parent.active) throw acctErrors.parentInactive(parent.code);
    }
    await repo.setActive(tx, ids, input.active);
    await logOperation(tx, s, {
      recordKey: 'accounting-subject',
      recordId: subject.id,
      action: input.active ? 'activate' : 'deactivate',
      detail: { code: subject.code, count: ids.length },
    });
    return ids;
  });
  const book = await bookOf(db, s.companyId);
  const all = await repo.companySubjects(db, s.companyId);
  return subjectAnswers(
    all.filter((r) => changed.includes(r.id)),
    book!.chart,
    all,
  );
}
