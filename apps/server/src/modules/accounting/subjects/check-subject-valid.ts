import type { SubjectValidity, SubjectValidQuery } from '@pm/contracts';
import type { Db } from '@pm/db';
import { postingSubjectRefusal } from '@pm/domain';
import type { Session } from '../../../http/session';
import { bookOf } from '../book/book.repo';
import { pickCompany } from '../book/find-book-company';
import { subjectAnswers } from './build-subject-answers';
import { companySubjects, subjectById } from './subjects.repo';

/**
 * `/api/accounting/subject-valid`: may a voucher line of the company go to this subject? Unknown,
 * another company's, 停用 or not a leaf (the domain's postingSubjectRefusal gives the text).
 */
export async function subjectValid({ db }: { db: Db }, s: Session, q: SubjectValidQuery): Promise<SubjectValidity> {
  const companyId = await pickCompany(db, s, q.companyId);
  const book = await bookOf(db, companyId);
  const all = book ? await companySubjects(db, companyId) : [];
  const found = q.subjectId !== undefined ? all.find((r) => r.id === q.subjectId) : all.find((r) => r.code === q.code);
  if (!found) {
    const elsewhere = q.subjectId !== undefined ? await subjectById(db, q.subjectId) : undefined;
    return elsewhere
      ? { valid: false, reason: 'other_company', message: '该科目不属于本公司', subject: null }
      : { valid: false, reason: 'unknown', message: `科目${q.code ?? ''}不存在`, subject: null };
  }
  const subject = subjectAnswers([found], book!.chart, all)[0]!;
  const message = postingSubjectRefusal(found.code, all);
  if (!message) return { valid: true, reason: null, message: null, subject };
  return { valid: false, reason: found.active ? 'not_leaf' : 'inactive', message, subject };
}
