import type { Subject, SubjectCreate, SubjectUpdate } from '@pm/contracts';
import type { Db } from '@pm/db';
import { newSubjectRefusal, parentCode, subjectLevel } from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import { bookOf, lockBook } from '../book/book.repo';
import { subjectAnswers } from './build-subject-answers';
import * as repo from './subjects.repo';
import { acctErrors } from '../vouchers/vouchers.errors';

/**
 * 新增科目: the code fits the book's scheme, is free, and its parent exists (newSubjectRefusal);
 * a child takes the parent's category and (by default) direction. A parent that already carries
 * lines or an opening balance cannot get children (its figures would sit on a summary subject).
 */
export async function createSubject({ db }: { db: Db }, s: Session, input: SubjectCreate): Promise<Subject> {
  const id = await db.transaction(async (tx) => {
    const book = await lockBook(tx, s.companyId);
    if (!book) throw acctErrors.noBook();
    const all = await repo.companySubjects(tx, s.companyId);
    const refusal = newSubjectRefusal(
      input.code,
      book.codeScheme,
      all.map((r) => r.code),
    );
    if (refusal) throw acctErrors.subjectCode(refusal);
    const pCode = parentCode(input.code, book.codeScheme);
    const parent = pCode === null ? undefined : all.find((r) => r.code === pCode);
    if (parent && (await repo.subjectsUsed(tx, [parent.id]))) throw acctErrors.parentUsed(parent.code);
    const direction = input.direction ?? (parent?.direction as 'D' | 'C' | undefined);
    if (!direction) throw acctErrors.directionRequired();
    const category = parent?.category ?? input.category ?? Number(input.code[0]);
    if (category < 1 || category > 6) throw acctErrors.subjectCode('科目类别为1-6');
    const inserted = await repo.insertSubjects(tx, [
      {
        companyId: s.companyId,
        code: input.code,
        name: input.name,
        category,
        direction,
        aux: input.aux.join(','),
        level: subjectLevel(input.code, book.codeScheme)!,
        parentId: parent?.id ?? null,
        active: parent?.active ?? true,
      },
    ]);
    const newId = inserted.get(input.code)!;
    await logOperation(tx, s, {
      recordKey: 'accounting-subject',
      recordId: newId,
      action: 'create',
      detail: { code: input.code, name: input.name },
    });
    return newId;
  });
  return subjectOf(db, s.companyId, id);
}

/** 修改科目: name and auxiliaries any time; the direction only while nothing uses the subject. */
export async function updateSubject({ db }: { db: Db }, s: Session, input: SubjectUpdate): Promise<Subject> {
  await db.transaction(async (tx) => {
    const subject = await repo.subjectById(tx, input.id);
    if (!subject || subject.companyId !== s.companyId) throw acctErrors.subjectNotFound();
    if (input.direction && input.direction !== subject.direction) {
      const ids = (await repo.subtree(tx, s.companyId, subject.code)).map((r) => r.id);
      if (await repo.subjectsUsed(tx, ids)) throw acctErrors.directionFixed();
    }
    await repo.updateSubject(tx, subject.id, {
      name: input.name,
      aux: input.aux.join(','),
      ...(input.direction ? { direction: input.direction } : {}),
    });
    await logOperation(tx, s, {
      recordKey: 'accounting-subject',
      recordId: subject.id,
      action: 'update',
      detail: { name: input.name, direction: input.direction, aux: input.aux },
    });
  });
  return subjectOf(db, s.companyId, input.id);
}

export async function subjectOf(db: Db, companyId: number, id: number): Promise<Subject> {
  const book = await bookOf(db, companyId);
  const all = await repo.companySubjects(db, companyId);
  const found = all.find((r) => r.id === id);
  if (!found || !book) throw acctErrors.subjectNotFound();
  return subjectAnswers([found], book.chart, all)[0]!;
}
