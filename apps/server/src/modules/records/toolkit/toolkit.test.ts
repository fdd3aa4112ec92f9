import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ImportResult } from '@pm/contracts';
import { schema, type Database, type Db } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { AppError } from '../../../errors/app-error';
import { BOSS_SCHEMA, JobEngine } from '../../../jobs/index';
import { buildCompany } from '../../../../test/factories/companies';
import { buildUser } from '../../../../test/factories/users';
import { xlsxOf } from '../../../../test/factories/records';
import {
  batchesAfter,
  columnsOf,
  exportWorkbook,
  ImportJobRunner,
  importFailed,
  listSort,
  logOperation,
  pagedList,
  parseRows,
  readWorkbookRows,
  rowsAfter,
  type ImportWork,
  type SortOrder,
} from '..';

/*
 * The toolkit as a hand-written module uses it: the "repository" functions below are what an
 * area's *.repo.ts would hold (its own table, scope and columns); the rest is use-case code.
 */
const e = schema.estates;
const liveOf = (companyId: number): SQL | undefined => and(eq(e.companyId, companyId), isNull(e.deletedAt));
const SORTS = { code: e.code, name: e.name, totalArea: e.totalArea } as const;

/** A hand-written list: the company's live estates, with the company's name looked up per row. */
function estatePage(
  db: Db,
  companyId: number,
  sort: { field: keyof typeof SORTS; order: SortOrder },
  page: number,
  size: number,
) {
  return pagedList(
    db,
    {
      table: e,
      where: liveOf(companyId),
      sort: { column: SORTS[sort.field], order: sort.order },
      tiebreak: e.id,
      lookups: (onPage) => ({
        companyName: sql<string>`(select ${schema.companies.name} from ${schema.companies} where ${schema.companies.id} = ${onPage(e.companyId)})`,
      }),
    },
    page,
    size,
  );
}

const silentLog = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;

let database: Database;
let db: Db;
let company: { id: number; name: string };
let other: { id: number };
const session = () => ({ companyId: company.id, userId: 9001 });

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  company = await buildCompany(db);
  other = await buildCompany(db);
  const rows = Array.from({ length: 7 }, (_, i) => ({
    companyId: company.id,
    code: `E${String(i + 1).padStart(2, '0')}`,
    name: `楼盘${i + 1}`,
    totalArea: 1000.5 + i,
  }));
  await db.insert(e).values([...rows, { companyId: other.id, code: 'X01', name: '别家楼盘', totalArea: 1 }]);
  await db.insert(e).values({ companyId: company.id, code: 'E99', name: '已删除', deletedAt: new Date() });
});
afterAll(async () => database.close());

describe('paged list', () => {
  it('gives one sorted page of the caller’s live rows with the total and the looked-up values', async () => {
    const sort = listSort(
      { sort: 'code', order: 'desc' },
      { sortable: ['code', 'name'], defaultSort: { field: 'name', order: 'asc' } },
    );
    const { total, rows } = await estatePage(db, company.id, sort, 2, 3);
    expect(total).toBe(7);
    expect(rows.map((r) => r.code)).toEqual(['E04', 'E03', 'E02']);
    expect(rows[0]?.companyName).toBe(company.name);
    expect(rows[0]?.totalArea).toBe(1003.5);
    expect(rows[0]).not.toHaveProperty('__total');
  });

  it('counts the total on its own for a page past the end, and answers 0 for an empty first page', async () => {
    expect(await estatePage(db, company.id, { field: 'code', order: 'asc' }, 5, 3)).toEqual({ total: 7, rows: [] });
    const none = await buildCompany(db);
    expect(await estatePage(db, none.id, { field: 'code', order: 'asc' }, 1, 3)).toEqual({ total: 0, rows: [] });
  });

  it('breaks ties in the order given, so newest-first pages neither overlap nor skip', async () => {
    const own = await buildCompany(db);
    const ids = (await db
      .insert(e)
      .values([5, 5, 5, 1].map((totalArea, i) => ({ companyId: own.id, code: `T${i}`, name: `T${i}`, totalArea })))
      .returning({ id: e.id })).map((r) => r.id);
    const newestFirst = (page: number) =>
      pagedList(db, { table: e, where: liveOf(own.id), sort: { column: e.totalArea, order: 'desc' }, tiebreak: { column: e.id, order: 'desc' } }, page, 2);
    const [first, second] = await Promise.all([newestFirst(1), newestFirst(2)]);
    // The three of area 5 first, the newest (highest id) of them leading; then the one of area 1.
    expect([...first.rows, ...second.rows].map((r) => r.id)).toEqual([ids[2], ids[1], ids[0], ids[3]]);
    expect(first.total).toBe(4);
  });

  it('names the page in look-ups, so a looked-up column of the same name never stands for the page’s', async () => {
    const { rows } = await pagedList(
      db,
      {
        table: e,
        where: liveOf(company.id),
        sort: { column: e.code, order: 'asc' },
        tiebreak: e.id,
        // Written bare, "company_id" inside this sub-select is the looked-up estate's: only onPage's is the page's.
        lookups: (onPage) => ({ companyEstates: sql<number>`(select count(*)::int from ${e} where ${e.companyId} = ${onPage(e.companyId)})` }),
        columns: ['id', 'code'],
      },
      1,
      2,
    );
    // The 7 live and the deleted one of the company, not every company's.
    expect(rows).toEqual([
      { id: expect.any(Number), code: 'E01', companyEstates: 8 },
      { id: expect.any(Number), code: 'E02', companyEstates: 8 },
    ]);
  });

  it('refuses a sort field the list does not allow, naming sort', () => {
    const rule = { sortable: ['code'] as const, defaultSort: { field: 'code' as const, order: 'asc' as const } };
    expect(listSort({}, rule)).toEqual({ field: 'code', order: 'asc' });
    expect(listSort({ order: 'sideways' }, rule).order).toBe('asc');
    try {
      listSort({ sort: 'remark' }, rule);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
      expect((error as AppError).details).toEqual([{ path: 'sort', message: '不能按该字段排序' }]);
    }
  });
});

describe('Excel export', () => {
  it('streams every row in batches into a workbook, named by title, with its purpose audited', async () => {
    const purpose = { usage: '年度盘点', auditor: '张三', auditDate: '2026.11.25' };
    const rows = async function* () {
      for await (const batch of batchesAfter(
        (after, size) => rowsAfter(db, e, e.id, liveOf(company.id), after, size),
        (r) => r.id,
        3,
      ))
        yield batch.map((r) => [r.code, r.name, r.totalArea]);
    };
    const { stream, fileName, done } = await exportWorkbook(db, session(), {
      recordKey: 'toolkit-estates',
      purpose,
      filters: { keyword: '楼盘' },
      title: '楼盘清单',
      header: ['编号', '名称', '总面积'],
      rows: rows(),
    });
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    expect(await done).toBe(7);
    expect(fileName).toBe('楼盘清单.xlsx');

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('楼盘清单');
    const values: unknown[][] = [];
    sheet?.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
    expect(values[0]).toEqual(['编号', '名称', '总面积']);
    expect(values).toHaveLength(8);
    expect(values[7]).toEqual(['E07', '楼盘7', 1006.5]);

    const [audit] = await db
      .select()
      .from(schema.exportAudits)
      .where(eq(schema.exportAudits.recordKey, 'toolkit-estates'));
    expect(audit).toMatchObject({
      companyId: company.id,
      userId: 9001,
      ...purpose,
      filters: { keyword: '楼盘' },
      rows: 7,
    });
    const logs = await db
      .select()
      .from(schema.operationLogs)
      .where(and(eq(schema.operationLogs.recordKey, 'toolkit-estates'), eq(schema.operationLogs.action, 'export')));
    expect(logs).toHaveLength(1);
  });

  it('reads the first batch before it answers: a refusal there rejects the export itself, before any byte or audit (issue 25 item 22)', async () => {
    const refused = new AppError(404, 'accounting.subject_not_found', '科目不存在');
    const rows = async function* (refuse: boolean): AsyncGenerator<(string | null)[][]> {
      await Promise.resolve();
      if (refuse) throw refused;
      yield [['E01']];
    };
    const purpose = { usage: '核对', auditor: '张三', auditDate: '2026.11.25' };
    await expect(exportWorkbook(db, session(), { recordKey: 'toolkit-refused', purpose, filters: {}, title: '拒绝', header: ['编号'], rows: rows(true) })).rejects.toBe(refused);
    const audits = await db.select().from(schema.exportAudits).where(eq(schema.exportAudits.recordKey, 'toolkit-refused'));
    expect(audits).toEqual([]);

    // An export with no rows still answers a workbook with its header.
    const none = async function* (): AsyncGenerator<(string | null)[][]> {};
    const empty = await exportWorkbook(db, session(), { recordKey: 'toolkit-empty', purpose, filters: {}, title: '空表', header: ['编号'], rows: none() });
    for await (const chunk of empty.stream) void chunk;
    expect(await empty.done).toBe(0);
  });
});

describe('Excel import', () => {
  const labels = { code: '编号', name: '名称', area: '面积' };
  const Row = z.object({
    code: z.string().min(1),
    name: z.string().min(1),
    area: z
      .union([z.string(), z.number()])
      .transform(String)
      .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, '必须是数字，最多两位小数')),
  });
  /** A hand-written import: read, check every row, write nothing unless all pass. */
  const work: ImportWork = async ({ buffer, progress }) => {
    await progress.report('read', 0, 0);
    const columns = columnsOf(labels);
    const { rows, sheets, problems } = await readWorkbookRows(buffer, columns);
    await progress.report('validate', rows.length, 0, sheets);
    const { parsed, problems: rowProblems } = parseRows(rows, Row, columns.label);
    if (problems.length + rowProblems.length > 0) throw importFailed([...problems, ...rowProblems]);
    return { total: rows.length, created: parsed.length, updated: 0, unchanged: 0, sheets };
  };

  it('names the sheet and row of a bad row in Chinese and refuses the file', async () => {
    const file = await xlsxOf({
      读数: [
        ['编号', '名称', '面积'],
        ['A1', '一号', '12.5'],
        ['A2', '二号', 'abc'],
      ],
    });
    const { rows } = await readWorkbookRows(file, columnsOf(labels));
    const { parsed, problems } = parseRows(rows, Row, columnsOf(labels).label);
    expect(parsed).toEqual([{ sheet: '读数', row: 2, values: { code: 'A1', name: '一号', area: '12.5' } }]);
    expect(problems).toEqual([{ path: '读数!3', message: '工作表“读数”第3行：面积：必须是数字，最多两位小数' }]);
  });

  it('runs as a job whose row the web polls: failed with the row errors, or done with the counts', async () => {
    // The job engine a server instance runs, with the import runner's kind and this area's work.
    const engine = new JobEngine(db, database.sql, { mode: database.mode, pollSeconds: 1, sweepSeconds: 15, maintenanceSeconds: 15, bossSchema: BOSS_SCHEMA, log: silentLog });
    const runner = new ImportJobRunner(db, engine, silentLog);
    engine.register(runner.kind());
    runner.handle((key) => key === 'toolkit-readings', work);
    await engine.start();
    const importer = await buildUser(db, { companyId: company.id, role: 'emp' });
    const session = () => ({ companyId: company.id, userId: importer.id });
    const bad = await xlsxOf({
      读数: [
        ['编号', '名称', '面积'],
        ['A1', '', '12'],
      ],
    });
    const failed = await runner.start(session(), { jobKey: 'toolkit-readings', fileName: 'bad.xlsx', title: '导入读数', buffer: bad });
    expect(failed.job.status).toBe('running');
    await expect(failed.outcome()).rejects.toBeInstanceOf(AppError);
    const polled = ImportResult.parse(await runner.get(session(), 'toolkit-readings', failed.job.jobId));
    expect(polled).toMatchObject({ status: 'failed', message: '导入失败！' });
    expect(polled.errors[0]?.message).toMatch(/^工作表“读数”第2行：名称：/);

    const good = await xlsxOf({
      读数: [
        ['编号', '名称', '面积'],
        ['A1', '一号', 12],
        ['A2', '二号', '3.25'],
      ],
    });
    const ok = await runner.start(session(), { jobKey: 'toolkit-readings', fileName: 'good.xlsx', title: '导入读数', buffer: good });
    expect(await ok.outcome()).toMatchObject({ status: 'done', phase: 'done', total: 2, created: 2, imported: 2 });
    await engine.stop();
    // Another company, or another key, does not find the job.
    await expect(runner.get({ companyId: other.id }, 'toolkit-readings', ok.job.jobId)).rejects.toMatchObject({
      status: 404,
    });
    await expect(runner.get(session(), 'house', ok.job.jobId)).rejects.toMatchObject({ status: 404 });
  });
});

describe('operation log', () => {
  const linesOf = (recordId: number) =>
    db
      .select()
      .from(schema.operationLogs)
      .where(and(eq(schema.operationLogs.recordKey, 'toolkit-line'), eq(schema.operationLogs.recordId, recordId)));

  it('writes the line in the caller’s transaction: kept with the write, gone when it rolls back', async () => {
    await db.transaction(async (tx) => {
      await logOperation(tx, session(), {
        recordKey: 'toolkit-line',
        recordId: 1,
        action: 'adjust',
        detail: { amount: '12.30' },
      });
    });
    await db
      .transaction(async (tx) => {
        await logOperation(tx, session(), { recordKey: 'toolkit-line', recordId: 2, action: 'adjust' });
        throw new Error('the use case refused');
      })
      .catch(() => undefined);
    expect(await linesOf(1)).toMatchObject([
      { companyId: company.id, userId: 9001, action: 'adjust', detail: { amount: '12.30' } },
    ]);
    expect(await linesOf(2)).toEqual([]);
  });
});
