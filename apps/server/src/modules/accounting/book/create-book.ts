import type { Book, BookSetup, ChartTemplate } from '@pm/contracts';
import type { Db } from '@pm/db';
import {
  CHART_TEMPLATE_NAMES,
  CHART_TEMPLATES,
  TEMPLATE_CODE_SCHEME,
  codeSchemeRefusal,
  parentCode,
  parseCodeScheme,
  templateCodeIn,
  type ChartTemplateKey,
} from '@pm/domain';
import type { Session } from '../../../http/session';
import { logOperation } from '../../records';
import * as repo from './book.repo';
import { bookAnswer } from './read-book';
import { insertSubjects } from '../subjects/subjects.repo';
import { acctErrors } from '../vouchers/vouchers.errors';

export function chartTemplates(): ChartTemplate[] {
  return (Object.keys(CHART_TEMPLATES) as ChartTemplateKey[]).map((key) => ({
    key,
    name: CHART_TEMPLATE_NAMES[key],
    subjectCount: CHART_TEMPLATES[key].length,
    codeScheme: TEMPLATE_CODE_SCHEME,
  }));
}

/** The template's subjects under the scheme, level by level (parents first); throws 400 when a code does not fit. */
export function templateLevels(chart: ChartTemplateKey, codeScheme: string) {
  const scheme = parseCodeScheme(codeScheme);
  const levels: {
    code: string;
    templateCode: string;
    name: string;
    category: number;
    direction: 'D' | 'C';
    aux: string;
    level: number;
    parent: string | null;
  }[][] = [];
  for (const t of CHART_TEMPLATES[chart]) {
    const code = templateCodeIn(t.code, scheme);
    if (code === null) throw acctErrors.codeScheme(`科目编码方案${codeScheme}容纳不下模板科目${t.code} ${t.name}`);
    const level = scheme.lengths.indexOf(code.length) + 1;
    (levels[level - 1] ??= []).push({
      code,
      templateCode: t.code,
      name: t.name,
      category: t.category,
      direction: t.direction === 'credit' ? 'C' : 'D',
      aux: (t.aux ?? []).join(','),
      level,
      parent: parentCode(code, scheme),
    });
  }
  return levels;
}

/**
 * 建账: the book row, the chart's subjects (under the chosen code scheme) and the first period,
 * open, in one transaction. A company has one book: a second setup is refused.
 */
export async function setupBook({ db }: { db: Db }, s: Session, input: BookSetup): Promise<Book> {
  const schemeRefusal = codeSchemeRefusal(input.codeScheme);
  if (schemeRefusal) throw acctErrors.codeScheme(schemeRefusal);
  const levels = templateLevels(input.chart, input.codeScheme);
  await db.transaction(async (tx) => {
    if (await repo.lockBook(tx, s.companyId)) throw acctErrors.bookExists();
    await repo.insertBook(tx, {
      companyId: s.companyId,
      chart: input.chart,
      codeScheme: input.codeScheme,
      startPeriod: input.startPeriod,
      wordMode: input.wordMode,
      renumberOnClose: input.renumberOnClose,
    });
    const ids = new Map<string, number>();
    for (const level of levels) {
      const inserted = await insertSubjects(
        tx,
        level.map((r) => ({
          companyId: s.companyId,
          code: r.code,
          name: r.name,
          category: r.category,
          direction: r.direction,
          aux: r.aux,
          level: r.level,
          parentId: r.parent === null ? null : (ids.get(r.parent) ?? null),
        })),
      );
      for (const [code, id] of inserted) ids.set(code, id);
    }
    await repo.openPeriod(tx, s.companyId, input.startPeriod);
    await logOperation(tx, s, {
      recordKey: 'accounting-book',
      recordId: s.companyId,
      action: 'setup',
      detail: { chart: input.chart, codeScheme: input.codeScheme, startPeriod: input.startPeriod, subjects: ids.size },
    });
  });
  return (await bookAnswer(db, s.companyId))!;
}
