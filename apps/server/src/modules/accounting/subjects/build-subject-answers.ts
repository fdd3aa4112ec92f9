import type { AuxDimension, Subject } from '@pm/contracts';
import { categoryName, type ChartTemplateKey } from '@pm/domain';
import type { SubjectRecord } from './subjects.repo';

/** Subjects as answered: full name through the ancestors (by parentId), category name of the book's chart. */
export function subjectAnswers(
  records: readonly SubjectRecord[],
  chart: string,
  all: readonly SubjectRecord[] = records,
): Subject[] {
  const byId = new Map(all.map((r) => [r.id, r]));
  return records.map((r) => subjectAnswer(r, chart, byId));
}

export function subjectAnswer(r: SubjectRecord, chart: string, byId: ReadonlyMap<number, SubjectRecord>): Subject {
  const names = [r.name];
  for (
    let p = r.parentId === null ? undefined : byId.get(r.parentId);
    p;
    p = p.parentId === null ? undefined : byId.get(p.parentId)
  )
    names.unshift(p.name);
  return {
    id: r.id,
    companyId: r.companyId,
    code: r.code,
    name: r.name,
    fullName: names.join('-'),
    category: r.category,
    categoryName: categoryName(chart as ChartTemplateKey, r.category) ?? '',
    direction: r.direction as Subject['direction'],
    parentId: r.parentId,
    level: r.level,
    aux: r.aux ? (r.aux.split(',') as AuxDimension[]) : [],
    active: r.active,
    leaf: r.leaf,
  };
}
