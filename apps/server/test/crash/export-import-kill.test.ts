import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { ExportJob, ImportResult } from '@pm/contracts';
import { openDatabase, runMigrations, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { buildCompany } from '../factories/companies';
import { multipartFile, readXlsx, xlsxOf } from '../factories/records';
import { buildUser } from '../factories/users';
import { call, prepareDatabase, tokenOf, waitFor } from './crash-kit';
import { spawnServer, type SpawnedServer } from './spawned-server';

// kill -9 in the middle of an Excel export and an Excel import, both running as jobs: on the embedded database the
// restarted server finishes both; on PostgreSQL with two instances the survivor does. The export's file is whole and
// written once (no piece of the killed delivery left); the import's rows are there once.

const AUDITS = 150_000;
const ESTATES = 20_000;
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const purpose = { usage: '断电演练', auditor: '王经理', auditDate: '2026.11.29' };
const running: SpawnedServer[] = [];
afterAll(async () => {
  for (const server of running) await server.kill9().catch(() => undefined);
});

interface World {
  companyId: number;
  token: string;
  workbook: Buffer;
}

async function prepare(db: Database): Promise<World> {
  await prepareDatabase(db);
  const company = await buildCompany(db.db);
  const clerk = await buildUser(db.db, { companyId: company.id, role: 'emp' });
  // 导出登记 with enough rows that the export is still writing when the server dies
  await db.db.execute(sql`
    insert into export_audits (company_id, user_id, record_key, usage, auditor, audit_date, filters, rows, at)
    select ${company.id}, ${clerk.id}, 'house', '核对' || g, '李主管', '2026.11.20', '{}'::jsonb, g, now() - g * interval '1 second'
    from generate_series(1, ${AUDITS}) g`);
  const rows = Array.from({ length: ESTATES }, (_, i) => [`KILL-${i + 1}`, `断电花园${i + 1}`, '1']);
  const workbook = await xlsxOf({ S: [['楼盘编号', '楼盘名称', '计费面积'], ...rows] });
  return { companyId: company.id, token: await tokenOf(db, clerk.id), workbook };
}

async function startBoth(server: SpawnedServer, world: World): Promise<{ exportId: number; importUrl: string }> {
  const exported = await call<ExportJob>(server, world.token, 'POST', '/api/setup/export-audits/export', purpose, { prefer: 'respond-async' });
  expect(exported.status).toBe(202);
  const upload = multipartFile('file', 'estates.xlsx', world.workbook);
  const res = await fetch(`${server.url}/api/records/estate/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${world.token}`, prefer: 'respond-async', ...upload.headers },
    body: upload.payload,
  });
  expect(res.status).toBe(202);
  const imported = ((await res.json()) as { data: ImportResult }).data;
  return { exportId: exported.data.id, importUrl: `/api/records/estate/import/${imported.jobId}` };
}

/** Both jobs under way: the export has written rows, the import has read its file. */
async function midway(server: SpawnedServer, world: World, jobs: { exportId: number; importUrl: string }) {
  await waitFor<ExportJob>(server, world.token, `/api/exports/${jobs.exportId}`, (job) => job.state === 'running' && job.done > 0, 120_000);
  const imp = await waitFor<ImportResult>(server, world.token, jobs.importUrl, (job) => job.status !== 'running' || job.processed > 0, 120_000);
  expect(imp.status).toBe('running');
}

async function bothFinished(server: SpawnedServer, world: World, jobs: { exportId: number; importUrl: string }, db: () => Promise<Database>) {
  const exported = await waitFor<ExportJob>(server, world.token, `/api/exports/${jobs.exportId}`, (job) => job.state !== 'running' && job.state !== 'queued', 180_000);
  expect(exported.state, exported.error ?? '').toBe('done');
  expect(exported.file!.rows).toBeGreaterThanOrEqual(AUDITS);
  const file = await fetch(`${server.url}/api/exports/${jobs.exportId}/file`, { headers: { authorization: `Bearer ${world.token}` } });
  expect(file.status).toBe(200);
  const sheet = Object.values(await readXlsx(Buffer.from(await file.arrayBuffer())))[0]!;
  expect(sheet.length).toBe(exported.file!.rows + 1);

  const imported = await waitFor<ImportResult>(server, world.token, jobs.importUrl, (job) => job.status !== 'running', 180_000);
  expect(imported).toMatchObject({ status: 'done', created: ESTATES });

  const check = await db();
  const [pieces] = await check.db.execute<{ stray: number; kept: number }>(sql`
    select count(*) filter (where c.attempt is distinct from f.attempt)::int as stray, count(*) filter (where c.attempt = f.attempt)::int as kept
    from export_file_chunks c left join export_files f on f.job_id = c.job_id where c.job_id = ${jobs.exportId}`);
  expect(pieces).toMatchObject({ stray: 0 });
  expect(pieces!.kept).toBeGreaterThan(0);
  const [estates] = await check.db.execute<{ n: number; codes: number }>(sql`
    select count(*)::int as n, count(distinct code)::int as codes from estates where company_id = ${world.companyId} and code like 'KILL-%'`);
  expect(estates).toEqual({ n: ESTATES, codes: ESTATES });
  return check;
}

describe('an export and an import survive kill -9', () => {
  it('on the embedded database: the restarted server finishes both, the file whole and written once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pm-kill-x-'));
    try {
      const db = await openDatabase({ dataDir });
      await runMigrations(db.db);
      const world = await prepare(db);
      await db.close();
      const env = { DATA_DIR: dataDir };
      const first = await spawnServer(env);
      running.push(first);
      const jobs = await startBoth(first, world);
      await midway(first, world, jobs);
      await first.kill9();

      const second = await spawnServer(env);
      running.push(second);
      let check: Database | undefined;
      const closeAndOpen = async () => {
        await second.stop();
        check = await openDatabase({ dataDir });
        return check;
      };
      try {
        await bothFinished(second, world, jobs, closeAndOpen);
      } finally {
        await check?.close();
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 420_000);

  it.skipIf(!onPostgres)('on PostgreSQL with two instances: killing one lets the other finish both', async () => {
    const db = await openTestDatabase();
    try {
      const world = await prepare(db);
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${String(db.sql.options.database)}`;
      const env = { DATABASE_URL: url.toString(), JOB_EXPIRE_SECONDS: '15' };
      const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
      running.push(a, b);
      const jobs = await startBoth(a, world);
      await midway(a, world, jobs);
      await a.kill9();
      await bothFinished(b, world, jobs, () => Promise.resolve(db));
      await b.stop();
    } finally {
      await db.close();
    }
  }, 420_000);
});
