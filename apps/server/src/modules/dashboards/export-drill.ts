import type { z } from 'zod';
import { allDictionaries, DRILL_COLUMNS, type DrillExport } from '@pm/contracts';
import type { Db } from '@pm/db';
import { AGEING_BUCKETS } from '@pm/domain';
import type { Session } from '../../http/session';
import { batchesAfter, EXPORT_BATCH, exportWorkbook, type ExportCell, type WorkbookExport } from '../records/index';
import * as repo from './dashboards.repo';
import { cursorOf, drillReader } from './build-drill-reader';

/** All the rows behind a chart's bar as a workbook, dictionary codes as their labels. */
export async function exportDrill({ db }: { db: Db }, s: Session, input: z.output<typeof DrillExport>): Promise<WorkbookExport> {
  const { usage, auditor, auditDate, ...q } = input;
  const read = await drillReader(db, s, q);
  const columns = DRILL_COLUMNS[q.source];
  const labels = new Map(allDictionaries().map((d) => [d.code, new Map(d.items.map((i) => [i.value, i.label.cn]))]));
  const bucketLabels = new Map(AGEING_BUCKETS.map((b) => [String(b.code), b.label]));
  const label = (dictionary: string | undefined, v: string | number | null | undefined): ExportCell => {
    if (v === null || v === undefined) return null;
    if (!dictionary) return typeof v === 'number' ? v : String(v);
    const m = dictionary === 'ageing_bucket' ? bucketLabels : labels.get(dictionary);
    return m?.get(String(v)) ?? String(v);
  };
  const rows = (async function* () {
    for await (const batch of batchesAfter(read, cursorOf, EXPORT_BATCH, repo.DRILL_START)) yield batch.map((r) => columns.map((c) => label(c.dictionary, r[c.key])));
  })();
  const filters = Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined).map(([k, v]) => [k, String(v)]));
  return exportWorkbook(db, s, { recordKey: 'dashboard-drill', purpose: { usage, auditor, auditDate }, filters, title: '看板明细', header: columns.map((c) => c.title.cn), rows });
}
