import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExportJob, type Job } from '@pm/contracts';
import { schema } from '@pm/db';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readXlsx } from '../../../test/factories/records';

// Excel exports as jobs over HTTP on the demo data: an audited export asked with `Prefer: respond-async` answers 202
// and a job at once; the job's file equals the download the same request streams; only its creator sees it; rights
// and input are refused before any job exists; the audit row gets its count.

let t: TestApp;
const purpose = { usage: '年度盘点', auditor: '王经理', auditDate: '2026.11.21' };
const HOUSES = '/api/records/house/export';

async function startAsync(user: string, url: string, body: object) {
  return t.call<{ data: ExportJob; msg: string }>({
    method: 'POST',
    url,
    headers: { ...(await t.as(user).headers()), prefer: 'respond-async' },
    payload: body,
  });
}

async function finished(user: string, id: number): Promise<ExportJob> {
  for (let i = 0; i < 400; i++) {
    const { body } = await t.as(user).get<ExportJob>(`/api/exports/${id}`);
    if (!['queued', 'running'].includes(body.data.state)) return ExportJob.parse(body.data);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('export did not finish');
}

async function download(user: string, url: string, body?: object) {
  return t.app.inject({
    method: body ? 'POST' : 'GET',
    url,
    headers: await t.as(user).headers(),
    ...(body ? { payload: body } : {}),
  });
}

beforeAll(async () => {
  t = await createTestApp({}, { demoSeed: true });
});
afterAll(() => t.close());

describe('an audited export as a job', () => {
  let job: ExportJob;

  it('answers 202 with the job at once, and the job leaves the same workbook the download streams', async () => {
    const started = await startAsync('emp01', HOUSES, purpose);
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    expect(started.response.headers['preference-applied']).toBe('respond-async');
    expect(started.response.headers.location).toBe(`/api/exports/${started.body.data.id}`);
    expect(started.body.data).toMatchObject({ kind: 'export', title: '导出房屋管理', file: null });
    job = await finished('emp01', started.body.data.id);
    expect(job.state, job.error ?? '').toBe('done');
    expect(job.file).toMatchObject({ name: '房屋管理.xlsx' });
    expect(job.file!.rows).toBeGreaterThan(0);
    expect(job.summary).toBe(`已导出 ${job.file!.rows} 行（房屋管理.xlsx）`);

    const file = await download('emp01', `/api/exports/${job.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(encodeURIComponent('房屋管理.xlsx'));
    expect(Number(file.headers['content-length'])).toBe(job.file!.bytes);
    const streamed = await download('emp01', HOUSES, purpose);
    expect(streamed.statusCode).toBe(200);
    const fromJob = await readXlsx(file.rawPayload);
    expect(fromJob).toEqual(await readXlsx(streamed.rawPayload));
    expect(Object.values(fromJob)[0]!.length).toBe(job.file!.rows + 1);
  });

  it('counts the rows in the export audit, as a download does', async () => {
    const [audit] = await t.database.db
      .select({ rows: schema.exportAudits.rows, usage: schema.exportAudits.usage })
      .from(schema.exportAudits)
      .where(and(eq(schema.exportAudits.recordKey, 'house'), eq(schema.exportAudits.usage, purpose.usage)))
      .orderBy(desc(schema.exportAudits.id))
      .limit(1);
    expect(audit?.rows).toBe(job.file!.rows);
  });

  it('is its creator’s alone: a colleague and another company get 404 for the job and the file', async () => {
    for (const user of ['emp03', 'emp02', 'acc01']) {
      expect((await t.as(user).get(`/api/exports/${job.id}`)).status, user).toBe(404);
      expect((await download(user, `/api/exports/${job.id}/file`)).statusCode, user).toBe(404);
      expect((await t.as(user).post(`/api/exports/${job.id}/cancel`, {})).status, user).toBe(404);
    }
    // on 后台作业 it shows with who started it and what it wrote
    const listed = await t.as('emp01').get<Job>(`/api/jobs/${job.id}`);
    expect(listed.body.data).toMatchObject({ kind: 'export', summary: job.summary });
  });

  it('refuses before any job exists: a person without the function (403), a bad purpose (400)', async () => {
    const [before] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, 'export'));
    // acc01 (会计) has no house records
    expect((await startAsync('acc01', HOUSES, purpose)).status).toBe(403);
    const bad = await startAsync('emp01', HOUSES, { ...purpose, usage: '' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBeTruthy();
    const [after] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(schema.backgroundJobs).where(eq(schema.backgroundJobs.kind, 'export'));
    expect(after!.n).toBe(before!.n);
  });

  it('runs as its creator: one without the function by the time it runs gets the job failed with the refusal', async () => {
    // as if acc01 (会计, no 房屋管理) had asked while still holding it: the worker's replay is refused like a request
    const [acc01] = await t.database.db.select().from(schema.users).where(eq(schema.users.username, 'acc01'));
    const engine = t.app.jobs.engine;
    const created = await t.database.db.transaction((tx) =>
      engine.create(tx, { companyId: acc01!.companyId, kind: 'export', title: '导出房屋管理', createdBy: acc01!.id, params: { url: HOUSES, body: purpose, ip: '10.0.0.9' }, tasks: [{}] }),
    );
    await engine.dispatch(created.id);
    const ended = await finished('acc01', created.id);
    expect(ended.state).toBe('failed');
    expect(ended.error).toMatch(/权/);
    expect(ended.file).toBeNull();
    const pieces = await t.database.db.select().from(schema.exportFileChunks).where(eq(schema.exportFileChunks.jobId, created.id));
    expect(pieces).toEqual([]);
  });

  it('a finished export cannot be cancelled', async () => {
    expect((await t.as('emp01').post(`/api/exports/${job.id}/cancel`, {})).status).toBe(409);
  });
});
