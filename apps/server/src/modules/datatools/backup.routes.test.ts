import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BackupJob, BackupOverview, envelopeOf } from '@pm/contracts';
import { openDatabase, runMigrations, schema } from '@pm/db';
import { buildApp } from '../../app';
import { testConfig } from '../../config';
import { testAppOf, type TestApp } from '../../../test/harness';
import { installTestKeys } from '../../../test/test-keys';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { postgresHelp } from './postgres-help';

// A real embedded database in its own DATA_DIR (the database host child process, as `npm start` runs it).
let dataDir: string;
let t: TestApp;
let root: TestUser;
let topAdmin: TestUser;
let childAdmin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'pm-backup-test-'));
  const database = await openDatabase({ dataDir });
  await runMigrations(database.db);
  await installTestKeys(database.db);
  const config = testConfig({ dataDir });
  const app = await buildApp(config, database);
  await app.ready();
  t = testAppOf(app, database, config, async () => {
    await app.close();
    await database.close();
  });
  const top = await buildCompany(database.db, { level: 1 });
  const child = await buildCompany(database.db, { parentId: top.id });
  root = await buildUser(database.db, { companyId: top.id, role: 'root', name: '平台维护' });
  topAdmin = await buildUser(database.db, { companyId: top.id, role: 'sa' });
  childAdmin = await buildUser(database.db, { companyId: child.id, role: 'sa' });
  staff = await buildUser(database.db, { companyId: top.id, role: 'emp' });
}, 120_000);

afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const Job = envelopeOf(BackupJob);

/** Polls a job until it is no longer running; 503 (the restore gate) counts as still running. */
async function finished(who: TestUser, jobId: number): Promise<BackupJob> {
  for (let i = 0; i < 600; i++) {
    const answer = await t.as(who).get(`/api/setup/backups/jobs/${jobId}`);
    if (answer.status === 200) {
      const job = Job.parse(answer.body).data!;
      if (job.state !== 'running') return job;
    } else expect(answer.status).toBe(503);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('job did not finish');
}

const companyCodes = async () =>
  (await t.database.db.select({ code: schema.companies.code }).from(schema.companies)).map((r) => r.code);

describe('系统备份 on the embedded database', () => {
  it('refuses without a session, staff, and an administrator whose tree is not every company', async () => {
    expect((await t.call({ method: 'GET', url: '/api/setup/backups' })).status).toBe(401);
    expect((await t.as(staff).get('/api/setup/backups')).status).toBe(403);
    const child = await t.as(childAdmin).post('/api/setup/backups', {});
    expect(child.status).toBe(403);
    expect(child.body.errorCode).toBe('backup.scope');
    const overview = envelopeOf(BackupOverview).parse((await t.as(childAdmin).get('/api/setup/backups')).body).data!;
    expect(overview).toMatchObject({ mode: 'embedded', canBackup: false, canRestore: false, backups: [] });
  });

  it('backs up, lists and downloads; then a restore drops a row written after the backup', async () => {
    const started = await t.as(topAdmin).post('/api/setup/backups', {});
    expect(started.status).toBe(200);
    const made = await finished(topAdmin, Job.parse(started.body).data!.id);
    expect(made).toMatchObject({ kind: 'backup', state: 'done', step: 'done' });

    const overview = envelopeOf(BackupOverview).parse((await t.as(topAdmin).get('/api/setup/backups')).body).data!;
    expect(overview).toMatchObject({ mode: 'embedded', canBackup: true, canRestore: false, running: null, postgres: null });
    expect(overview.backups).toHaveLength(1);
    expect(overview.backups[0]).toMatchObject({ name: made.name, byUsername: topAdmin.username, byName: topAdmin.name });
    expect(overview.backups[0]!.size).toBeGreaterThan(1000);

    const file = await t.call({ method: 'GET', url: `/api/setup/backups/${made.name}/file`, headers: await t.as(topAdmin).headers() });
    expect(file.status).toBe(200);
    expect(file.response.rawPayload.subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    // Only root restores.
    expect((await t.as(topAdmin).post(`/api/setup/backups/${made.name}/restore`, {})).status).toBe(403);
    expect((await t.as(root).post('/api/setup/backups/pm-backup-20200101-000000.tar.gz/restore', {})).status).toBe(404);
    expect((await t.as(root).post('/api/setup/backups/..%2Fpgdata/restore', {})).status).toBe(400);

    await buildCompany(t.database.db, { code: 'AFTER-BACKUP' });
    expect(await companyCodes()).toContain('AFTER-BACKUP');

    const restore = await t.as(root).post(`/api/setup/backups/${made.name}/restore`, {});
    expect(restore.status).toBe(200);
    const restored = await finished(root, Job.parse(restore.body).data!.id);
    expect(restored).toMatchObject({ kind: 'restore', state: 'done', name: made.name });

    // The same server answers on the restored data, no restart.
    expect(await companyCodes()).not.toContain('AFTER-BACKUP');
    const after = envelopeOf(BackupOverview).parse((await t.as(root).get('/api/setup/backups')).body).data!;
    expect(after).toMatchObject({ canRestore: true, running: null });
    expect(after.backups.map((b) => b.name)).toEqual([made.name]);
    // The backup's own log line came after the dump; the restore's is written into the restored data.
    const lines = await t.database.db
      .select({ action: schema.operationLogs.action, detail: schema.operationLogs.detail })
      .from(schema.operationLogs)
      .where(eq(schema.operationLogs.recordKey, 'backup'));
    expect(lines).toEqual([{ action: 'restore', detail: { name: made.name } }]);
  }, 120_000);

  it('answers 404 for a job that does not exist', async () => {
    expect((await t.as(root).get('/api/setup/backups/jobs/9999')).status).toBe(404);
  });
});

describe('PostgreSQL backup help', () => {
  it('names the configured database, host, port and user, never the password', () => {
    const help = postgresHelp('postgres://pm_app:s3cret@db.example.com:5433/pm_prod');
    expect(help).toMatchObject({ database: 'pm_prod', host: 'db.example.com', port: '5433', user: 'pm_app' });
    expect(help.dumpCommand).toMatch(/^pg_dump -h db\.example\.com -p 5433 -U pm_app -Fc -f "pm-backup-.*\.dump" pm_prod$/);
    expect(help.restoreCommand).toContain('pg_restore -h db.example.com -p 5433 -U pm_app -d pm_prod --clean --if-exists');
    expect(JSON.stringify(help)).not.toContain('s3cret');
  });
});
