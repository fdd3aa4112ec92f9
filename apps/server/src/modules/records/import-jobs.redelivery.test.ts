import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, like } from 'drizzle-orm';
import { schema, type Database, type Db } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { recordBindings } from '../../features';
import type { JobEngine } from '../../jobs/index';
import { deliveryOf, endedJob, jobInstance, type JobInstance } from '../../../test/jobs';
import { buildCompany } from '../../../test/factories/companies';
import { xlsxOf } from '../../../test/factories/records';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { ensureDictionaries } from './dictionaries.service';
import { RecordRegistry } from './record-binding';
import { importWorkbook } from './records.import';
import { RecordsService } from './records.service';
import { IMPORT, ImportJobRunner, type ImportWork } from './toolkit/index';

// An Excel import is a task of the job engine: whatever happens to a delivery (its worker dies
// mid-write, it is delivered again after it finished, two workers take it at once), the file's
// rows are written once and the import row and its job end once.

const silent = { info: () => undefined, warn: () => undefined, error: () => undefined } as unknown as FastifyBaseLogger;
const ROWS = 40;

let database: Database;
let db: Db;
let service: RecordsService;
let importer: TestUser;
let companyId: number;

const fileOf = (prefix: string) =>
  xlsxOf({
    楼盘: [
      ['楼盘编号', '楼盘名称', '计费面积'],
      ...Array.from({ length: ROWS }, (_, i) => [`${prefix}-${i}`, `${prefix}花园${i}`, '1']),
    ],
  });
const estatesOf = (prefix: string) =>
  db
    .select({ code: schema.estates.code })
    .from(schema.estates)
    .where(and(eq(schema.estates.companyId, companyId), like(schema.estates.code, `${prefix}-%`)));
const importRow = async (id: number) =>
  (await db.select().from(schema.importJobs).where(eq(schema.importJobs.id, id)))[0];
const jobOf = async (importId: number) =>
  (
    await db
      .select()
      .from(schema.backgroundJobs)
      .where(and(eq(schema.backgroundJobs.kind, IMPORT), eq(schema.backgroundJobs.refId, importId)))
  )[0]!;

/** An instance's job machinery with the import runner and the record engine's import work (`work` may wrap it). */
function importInstance(wrap: (work: ImportWork) => ImportWork, options: { start?: boolean } = {}) {
  let runner: ImportJobRunner | undefined;
  const made = jobInstance(
    database,
    ({ engine }: { engine: JobEngine }) => {
      runner = new ImportJobRunner(db, engine, silent);
      engine.register(runner.kind());
      runner.handle(
        (key) => key === 'estate',
        wrap((ctx) => importWorkbook(db, service, ctx)),
      );
    },
    options,
  );
  return made.then((instance) => ({ instance, runner: runner! }));
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.db;
  await ensureDictionaries(db);
  service = new RecordsService(db, new RecordRegistry(recordBindings));
  companyId = (await buildCompany(db)).id;
  importer = await buildUser(db, { companyId, role: 'emp' });
});
afterAll(() => database.close());

describe('an import whose first delivery is lost', () => {
  let instance: JobInstance;
  afterAll(() => instance.close());

  it('finishes on the next delivery after its worker died mid-write, each row written once', async () => {
    let deliveries = 0;
    // The first delivery's worker dies after writing the rows, before its transaction commits.
    const diesOnce =
      (work: ImportWork): ImportWork =>
      (ctx) => {
        deliveries += 1;
        if (deliveries > 1) return work(ctx);
        return work({
          ...ctx,
          write: (w) =>
            ctx.write(async (tx) => {
              await w(tx);
              throw new Error('worker process killed');
            }),
        });
      };
    const made = await importInstance(diesOnce);
    instance = made.instance;
    const started = await made.runner.start(
      { companyId, userId: importer.id },
      { jobKey: 'estate', fileName: '楼盘.xlsx', title: '导入楼盘', buffer: await fileOf('LOST') },
    );
    expect(await started.outcome()).toMatchObject({
      status: 'done',
      phase: 'done',
      total: ROWS,
      created: ROWS,
      imported: ROWS,
      errors: [],
    });
    expect(deliveries).toBe(2);
    expect(await estatesOf('LOST')).toHaveLength(ROWS);
    const job = await endedJob(db, (await jobOf(started.job.jobId)).id);
    expect(job).toMatchObject({
      state: 'done',
      total: ROWS,
      done: ROWS,
      result: { created: ROWS, summary: `导入${ROWS}行：新增${ROWS}行，更新0行` },
    });
    // The file goes with the import.
    expect(
      await db.select().from(schema.importFiles).where(eq(schema.importFiles.importJobId, started.job.jobId)),
    ).toEqual([]);

    // Delivered once more (the queue never heard the second one finish): nothing more is written.
    await made.runner.kind().runTask(await deliveryOf(db, job.id, 2));
    expect(await estatesOf('LOST')).toHaveLength(ROWS);
    expect(await importRow(started.job.jobId)).toMatchObject({ status: 'done', created: ROWS });
  });
});

describe('an import taken by two workers at once', () => {
  it('writes each row once and ends done once', async () => {
    // An instance whose workers are not running: the test makes both deliveries.
    const { instance, runner } = await importInstance((work) => work, { start: false });
    const started = await runner.start(
      { companyId, userId: importer.id },
      { jobKey: 'estate', fileName: '楼盘.xlsx', title: '导入楼盘', buffer: await fileOf('TWICE') },
    );
    const job = await jobOf(started.job.jobId);
    const run = await deliveryOf(db, job.id);
    const kind = runner.kind();
    const outcomes = await Promise.allSettled([kind.runTask(run), kind.runTask({ ...run, retryCount: 1 })]);
    // One committed; the other wrote nothing (its rows refused by the first one's, or its done mark found set).
    expect(outcomes.some((o) => o.status === 'fulfilled')).toBe(true);
    await instance.engine.endIfComplete(job.id);
    expect(await estatesOf('TWICE')).toHaveLength(ROWS);
    expect(await importRow(started.job.jobId)).toMatchObject({ status: 'done', created: ROWS, errors: [] });
    expect(await endedJob(db, job.id)).toMatchObject({ state: 'done', error: null, result: { created: ROWS } });
    await instance.close();
  });
});
