import { schema, type Db } from '@pm/db';
import { CHART_TEMPLATES, type ChartTemplateKey } from '@pm/domain';

// A company's book for the accounting generator tests (depreciation, charging vouchers): the chart
// template's subjects with their tree, and open periods, written straight into the tables as the
// book setup does.

export interface TestBook {
  companyId: number;
  chart: ChartTemplateKey;
  subjects: Map<string, number>;
}

export async function buildBook(
  db: Db,
  companyId: number,
  opts: { chart?: ChartTemplateKey; startPeriod?: string; periods?: string[]; wordMode?: 'single' | 'split' } = {},
): Promise<TestBook> {
  const chart = opts.chart ?? 'small';
  const periods = opts.periods ?? ['2026-01'];
  await db.insert(schema.acctBooks).values({ companyId, chart, startPeriod: opts.startPeriod ?? periods[0]!, wordMode: opts.wordMode ?? 'single' });
  const subjects = new Map<string, number>();
  for (const level of [1, 2, 3]) {
    const rows = CHART_TEMPLATES[chart].filter((x) => x.code.length === 2 + level * 2);
    if (!rows.length) continue;
    const inserted = await db
      .insert(schema.acctSubjects)
      .values(
        rows.map((x) => ({
          companyId,
          code: x.code,
          name: x.name,
          category: x.category,
          direction: x.direction === 'credit' ? 'C' : 'D',
          parentId: level === 1 ? null : (subjects.get(x.code.slice(0, x.code.length - 2)) ?? null),
          level,
          aux: (x.aux ?? []).join(','),
        })),
      )
      .returning({ id: schema.acctSubjects.id, code: schema.acctSubjects.code });
    for (const r of inserted) subjects.set(r.code, r.id);
  }
  await db.insert(schema.acctPeriods).values(periods.map((period) => ({ companyId, period })));
  return { companyId, chart, subjects };
}
