import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { buildCompany } from '../../../test/factories/companies';
import { buildUser, type TestUser } from '../../../test/factories/users';
import { testEngine, until } from '../../jobs/engine-test-kit';
import type { JobEngine } from '../../jobs/index';
import { TokenService } from '../auth/index';
import { exportListeners } from '../records/index';
import { ExportJobs } from './export-jobs';

// An export whose stream ends before its workbook was written whole (the export failed after its first byte) is
// never kept as a file: the delivery's pieces are removed and the task runs again; the delivery that finishes is the
// file, alone. The replayed request is a stand-in here (the HTTP path is covered by export-jobs.routes.test.ts).

const MB = 1024 * 1024;
let database: Database;
let engine: JobEngine;
let user: TestUser;
/** What each replay does: cut after 2.5 MB, or finish with its rows. */
const plan: ('cut' | 'whole')[] = [];
const streamed: Buffer[] = [];

function jtiOf(authorization: string): string {
  const payload = authorization.replace('Bearer ', '').split('.')[1]!;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { jti: string }).jti;
}

const fakeApp = {
  inject: (options: { headers: { authorization: string } }) => {
    const step = plan.shift() ?? 'whole';
    const listener = exportListeners.get(jtiOf(options.headers.authorization));
    const bytes = Buffer.alloc(Math.round(2.5 * MB), step === 'cut' ? 1 : 2);
    streamed.push(bytes);
    listener?.rows(1234);
    if (step === 'whole') listener?.written(Promise.resolve(1234));
    const pieces = [bytes.subarray(0, MB), bytes.subarray(MB, 2 * MB), bytes.subarray(2 * MB)];
    return Promise.resolve({
      statusCode: 200,
      headers: { 'content-disposition': `attachment; filename="download"; filename*=UTF-8''${encodeURIComponent('测试.xlsx')}` },
      stream: () => Readable.from(pieces),
    });
  },
} as unknown as FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  const company = await buildCompany(database.db);
  user = await buildUser(database.db, { companyId: company.id, role: 'emp' });
  engine = testEngine(database);
  const jobs = new ExportJobs(fakeApp, database.db, engine, new TokenService('x'.repeat(32), 60));
  const kind = jobs.kind();
  engine.register({ ...kind, retryDelaySeconds: 1 });
  await engine.start();
});
afterAll(async () => {
  await engine.stop(1000);
  await database.close();
});

/** An export job of the stand-in request, run until it is done or failed. */
async function exportToTheEnd() {
  const job = await database.db.transaction((tx) =>
    engine.create(tx, { companyId: user.companyId, kind: 'export', title: '导出测试', createdBy: user.id, params: { url: '/x', body: {}, ip: '127.0.0.1' }, tasks: [{}] }),
  );
  await engine.dispatch(job.id);
  const ended = await until(
    async () => (await database.db.select().from(schema.backgroundJobs).where(eq(schema.backgroundJobs.id, job.id)))[0]!,
    (row) => row.state === 'done' || row.state === 'failed',
  );
  return { job, ended };
}

describe('an export cut before its end', () => {
  it('keeps no file from the cut delivery, and the next delivery writes the whole file once', async () => {
    plan.push('cut');
    const { job, ended } = await exportToTheEnd();
    expect(ended.state, ended.error ?? '').toBe('done');
    expect(ended).toMatchObject({ total: 1234, done: 1234, result: { rows: 1234, fileName: '测试.xlsx', bytes: Math.round(2.5 * MB) } });
    expect(streamed).toHaveLength(2);

    const [file] = await database.db.select().from(schema.exportFiles).where(eq(schema.exportFiles.jobId, job.id));
    const pieces = await database.db.select().from(schema.exportFileChunks).where(eq(schema.exportFileChunks.jobId, job.id));
    expect(pieces.every((piece) => piece.attempt === file!.attempt)).toBe(true);
    const stored = Buffer.concat(pieces.sort((a, b) => a.seq - b.seq).map((piece) => piece.bytes));
    expect(stored.equals(streamed[1]!)).toBe(true);
  });

  it('fails with the reason once every delivery was cut, leaving no piece', async () => {
    plan.push('cut', 'cut', 'cut');
    const { job, ended } = await exportToTheEnd();
    expect(ended.state).toBe('failed');
    expect(ended.error).toContain('导出中断');
    expect(await database.db.select().from(schema.exportFileChunks).where(eq(schema.exportFileChunks.jobId, job.id))).toEqual([]);
    expect(await database.db.select().from(schema.exportFiles).where(eq(schema.exportFiles.jobId, job.id))).toEqual([]);
  });
});
