import type { Subject, SubjectTree, SubjectTreeQuery, TopSubjectQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import type { Session } from '../../../http/session';
import { bookOf } from '../book/book.repo';
import { pickCompany } from '../book/find-book-company';
import { subjectAnswers } from './build-subject-answers';
import { companySubjects } from './subjects.repo';
import { acctErrors } from '../vouchers/vouchers.errors';

/** `/api/accounting/tree`: the company's subjects in code order (parents first). */
export async function subjectTree({ db }: { db: Db }, s: Session, q: SubjectTreeQuery): Promise<SubjectTree> {
  const companyId = await pickCompany(db, s, q.companyId);
  const book = await bookOf(db, companyId);
  if (!book) return { companyId, codeScheme: '', subjects: [] };
  const all = await companySubjects(db, companyId);
  const kept = all.filter(
    (r) => (q.includeInactive || r.active) && (q.category === undefined || r.category === q.category),
  );
  return { companyId, codeScheme: book.codeScheme, subjects: subjectAnswers(kept, book.chart, all) };
}

/** `/api/accounting/top-subject`: the level-1 subjects (active), optionally of one category. */
export async function topSubjects({ db }: { db: Db }, s: Session, q: TopSubjectQuery): Promise<Subject[]> {
  const companyId = await pickCompany(db, s, q.companyId);
  const book = await bookOf(db, companyId);
  if (!book) throw acctErrors.noBook();
  const all = await companySubjects(db, companyId);
  return subjectAnswers(
    all.filter((r) => r.level === 1 && r.active && (q.category === undefined || r.category === q.category)),
    book.chart,
    all,
  );
}
