import { z } from 'zod';
import { ReadingInput } from '@pm/contracts';
import {
  cellDay,
  cellMonth,
  cellText,
  columnsOf,
  importFailed,
  importTemplate,
  logOperation,
  parseRows,
  readWorkbookRows,
  rowProblem,
  rowPlace,
  type ImportContext,
  type ImportProblem,
  type ImportSummary,
  type RowPlace,
} from '../../records/index';
import { previousReading, readingOutcome } from './compute-reading-outcome';
import { READINGS_KEY } from './keep-readings';
import * as repo from './readings.repo';

/** The import's columns: key → header (the export's headers of the same columns). */
const LABELS = { meterCode: '仪表编号', period: '期间', current: '本期读数', readOn: '抄表日期', rolledOver: '回零', remark: '备注' } as const;
const COLUMNS = columnsOf(LABELS);
export const READING_TEMPLATE_HEADER = Object.values(LABELS);


/** One row of the file, as the form's rules read it. */
// The form's field rules (ReadingInput), the cells made text first.
const { period: Period, current: Current, readOn: Day } = ReadingInput.shape;
const ImportRow = z.object({
  meterCode: z.preprocess(cellText, z.string({ error: '请输入仪表编号' }).max(40, '最多40个字符')),
  period: z.preprocess((v) => cellText(cellMonth(v)), z.string({ error: '请输入期间' }).pipe(Period)),
  current: z.preprocess((v) => (v === null || v === '' ? undefined : v), Current),
  readOn: z.preprocess((v) => (v === null || v === '' ? undefined : cellDay(v)), Day),
  rolledOver: z.preprocess((v) => {
    const t = cellText(v);
    if (typeof t !== 'string') return t === undefined ? false : t;
    return ['是', '1', 'true', 'TRUE', 'Y', 'y'].includes(t) ? true : ['否', '0', 'false', 'FALSE', 'N', 'n'].includes(t) ? false : t;
  }, z.boolean({ error: '请填写“是”或“否”' })),
  remark: z.preprocess(cellText, z.string().max(200, '最多200个字符').optional()),
});
type ImportRowValues = z.output<typeof ImportRow>;

/** The template: the header row only. */
export const readingTemplate = () => importTemplate('抄表读数', READING_TEMPLATE_HEADER);

/**
 * Excel import of readings (仪表编号, 期间, 本期读数, 抄表日期, 回零, 备注): every row checked as
 * the form checks one (a meter of the company, not audited or billed, not below the previous
 * reading without roll-over, once per meter and period in the file); nothing is written unless
 * every row passes, and then all of them in one transaction with the meters locked (the context's
 * last transaction: a job's task, with its done mark).
 */
export async function importReadings(ctx: ImportContext): Promise<ImportSummary> {
  const { session: s, buffer, progress } = ctx;
  await progress.report('read', 0, 0);
  const { rows, sheets, problems } = await readWorkbookRows(buffer, COLUMNS);
  const total = rows.length;
  await progress.report('validate', total, 0, sheets);
  const { parsed, problems: rowProblems } = parseRows(rows, ImportRow, (key) => COLUMNS.label(key));
  problems.push(...rowProblems);
  if (problems.length === 0 && parsed.length === 0) problems.push({ path: 'file', message: '文件中没有数据行' });
  // Rows that parsed are still checked against the database, so one answer names every bad row.
  if (parsed.length === 0) throw importFailed(problems);

  return ctx.write(async (tx) => {
    const meters = await repo.metersByCodes(tx, s.companyId, [...new Set(parsed.map((p) => p.values.meterCode))]);
    const meterOf = new Map(meters.map((m) => [m.code, m]));
    const first = new Map<string, RowPlace>();
    const good: (RowPlace & { values: ImportRowValues; meter: repo.MeterListed })[] = [];
    for (const p of parsed) {
      const meter = meterOf.get(p.values.meterCode);
      if (!meter) {
        problems.push(rowProblem(p, `仪表编号“${p.values.meterCode}”不存在`));
        continue;
      }
      const key = `${meter.id}:${p.values.period}`;
      const earlier = first.get(key);
      if (earlier) {
        problems.push(rowProblem(p, `仪表“${meter.code}”${p.values.period}的读数与${rowPlace(earlier)}重复`));
        continue;
      }
      first.set(key, p);
      good.push({ ...p, meter });
    }
    const existing = await repo.readingsOfPairs(tx, s.companyId, good.map((g) => ({ meterId: g.meter.id, period: g.values.period })));
    const existingOf = new Map(existing.map((r) => [`${r.meterId}:${r.period}`, r]));
    const histories = new Map<string, Awaited<ReturnType<typeof repo.auditedHistory>>>();
    for (const period of new Set(good.map((g) => g.values.period)))
      histories.set(period, await repo.auditedHistory(tx, s.companyId, good.filter((g) => g.values.period === period).map((g) => g.meter.id), period));

    const inserts: repo.ReadingValues[] = [];
    const updates: { id: number; values: Partial<repo.ReadingValues> }[] = [];
    for (const [index, g] of good.entries()) {
      progress.reportDetached('validate', total, index);
      const { values: v, meter } = g;
      const stored = existingOf.get(`${meter.id}:${v.period}`);
      if (stored?.state === 'C' || stored?.billed) {
        problems.push(rowProblem(g, stored.state === 'C' ? '已审核的读数不能修改' : '已计费的读数不能修改'));
        continue;
      }
      const history = histories.get(v.period)?.get(meter.id);
      const outcome = readingOutcome({ previous: previousReading(history, meter.initialReading), current: v.current, rolledOver: v.rolledOver, multiplier: meter.multiplier, history });
      if (!outcome.ok) {
        problems.push(rowProblem(g, `${LABELS.current}：${outcome.message}`));
        continue;
      }
      const values = { previous: outcome.previous, current: v.current, usage: outcome.usage, rolledOver: outcome.rolledOver, unusual: outcome.unusual, state: 'W', readOn: v.readOn, readBy: s.userId, auditedBy: null, auditedAt: null, remark: v.remark ?? null, updatedBy: s.userId };
      if (stored) updates.push({ id: stored.id, values });
      else inserts.push({ ...values, companyId: s.companyId, estateId: meter.estateId, meterId: meter.id, houseId: meter.houseId, period: v.period, createdBy: s.userId });
    }
    if (problems.length > 0) throw importFailed(problems.sort((a, b) => comparePlace(a, b)));

    progress.reportDetached('write', inserts.length + updates.length, 0);
    await repo.insertReadings(tx, inserts);
    for (const u of updates) await repo.updateReading(tx, u.id, u.values);
    await logOperation(tx, s, { recordKey: READINGS_KEY, recordId: null, action: 'import', detail: { created: inserts.length, updated: updates.length } });
    return { total, created: inserts.length, updated: updates.length, unchanged: 0, sheets };
  });
}

/** Problems in file order (sheet, then row). */
function comparePlace(a: ImportProblem, b: ImportProblem): number {
  const [sa = '', ra = '0'] = a.path.split('!');
  const [sb = '', rb = '0'] = b.path.split('!');
  return sa === sb ? Number(ra) - Number(rb) : sa < sb ? -1 : 1;
}
