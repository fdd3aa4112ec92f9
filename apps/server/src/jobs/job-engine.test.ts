import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runMigrations, type Database } from '@pm/db';
import { openTestDatabase } from '@pm/db/testing';
import { AppError } from '../errors/app-error';
import { otherInstance, testEngine, until } from './engine-test-kit';
import type { JobEngine } from './job-engine';
import type { JobKind } from './job-kind';
import * as repo from './jobs.repo';

// The job engine on a real database (PGlite, and PostgreSQL with TEST_DATABASE_URL): tasks run once
// whatever the deliveries, errors are retried, a task whose instance died is taken up by another,
// cancel and retry, lost sends and dead tasks repaired by the sweep.

let database: Database;
const engines: JobEngine[] = [];

/** How the test kind behaves per task seq: throw this many times, or hang (never finish) on this engine. */
interface Behaviour {
  failTimes?: Map<number, number>;
  alwaysFail?: Set<number>;
  hang?: Set<number>;
  slowMs?: number;
}

function effectsKind(engine: () => JobEngine, behaviour: Behaviour = {}, settings: Partial<JobKind> = {}): JobKind {
  return {
    kind: 'effects',
    queue: 'test-effects',
    expireInSeconds: 2,
    retryLimit: 3,
    retryDelaySeconds: 0,
    concurrency: 2,
    runTask: async (run) => {
      const seq = run.task.seq;
      if (behaviour.hang?.has(seq)) await new Promise(() => undefined);
      const left = behaviour.failTimes?.get(seq) ?? 0;
      if (left > 0) {
        behaviour.failTimes!.set(seq, left - 1);
        throw new Error('故意失败');
      }
      if (behaviour.alwaysFail?.has(seq)) throw new AppError(409, 'test.always', '测试：该批次总是失败');
      await engine().inTask(run, async (tx) => {
        await tx.execute(sql`insert into engine_effects (job_id, seq) values (${run.job.id}, ${seq})`);
        if (behaviour.slowMs) await new Promise((resolve) => setTimeout(resolve, behaviour.slowMs));
        return 1;
      });
    },
    ...settings,
  };
}

async function started(kind: (engine: () => JobEngine) => JobKind, db: Database = database, mode?: 'embedded' | 'postgres'): Promise<JobEngine> {
  const engine: JobEngine = testEngine(db, { unsentAfterSeconds: 1, ...(mode ? { mode } : {}) });
  engine.register(kind(() => engine));
  await engine.start();
  engines.push(engine);
  return engine;
}

async function newJob(engine: JobEngine, tasks: number, dispatch = true) {
  const job = await database.db.transaction((tx) =>
    engine.create(tx, { companyId: 1, kind: 'effects', title: '测试作业', createdBy: null, total: tasks, tasks: Array.from({ length: tasks }, (_, i) => ({ i })) }),
  );
  if (dispatch) await engine.dispatch(job.id);
  return job;
}

const jobOf = async (id: number) => (await repo.findJob(database.db, id))!;
const effects = async (jobId: number) =>
  [...(await database.db.execute<{ seq: number; n: number }>(sql`select seq, count(*)::int as n from engine_effects where job_id = ${jobId} group by seq order by seq`))];
const settled = (id: number, timeoutMs?: number) => until(() => jobOf(id), (job) => !repo.LIVE.includes(job.state as repo.JobState), timeoutMs);

beforeAll(async () => {
  database = await openTestDatabase();
  await runMigrations(database.db);
  await database.db.execute(sql`create table engine_effects (job_id bigint not null, seq int not null)`);
});
afterEach(async () => {
  for (const engine of engines.splice(0)) await engine.stop(0);
  await database.db.execute(sql`delete from pgboss.job`);
});
afterAll(() => database.close());

describe('job engine', () => {
  it('runs every task once, counts the progress and ends the job done', async () => {
    const engine = await started((e) => effectsKind(e));
    const job = await newJob(engine, 12);
    const end = await settled(job.id);
    expect(end).toMatchObject({ state: 'done', done: 12, total: 12 });
    expect(end.startedAt).not.toBeNull();
    expect(end.finishedAt).not.toBeNull();
    const rows = await effects(job.id);
    expect(rows).toHaveLength(12);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });

  it('writes a task delivered twice once: the second delivery finds it done', async () => {
    const engine = testEngine(database);
    const kind = effectsKind(() => engine);
    engine.register(kind);
    const job = await newJob(engine, 1, false);
    const [task] = await repo.pendingTasks(database.db, job.id);
    const run = { job, task: task!, retryCount: 0, lastAttempt: false };
    await Promise.all([kind.runTask(run), kind.runTask(run), kind.runTask(run)]);
    expect(await effects(job.id)).toEqual([{ seq: 0, n: 1 }]);
    expect((await jobOf(job.id)).done).toBe(1);
  });

  it('retries a task that failed and finishes the job', async () => {
    const engine = await started((e) => effectsKind(e, { failTimes: new Map([[0, 2]]) }));
    const job = await newJob(engine, 3);
    expect(await settled(job.id)).toMatchObject({ state: 'done', done: 3 });
    expect(await effects(job.id)).toHaveLength(3);
  });

  it('fails the job with the Chinese reason when a task fails on every try', async () => {
    const engine = await started((e) => effectsKind(e, { alwaysFail: new Set([1]) }, { retryLimit: 1, concurrency: 1 }));
    const job = await newJob(engine, 3);
    const end = await settled(job.id);
    expect(end.state).toBe('failed');
    expect(end.error).toBe('测试：该批次总是失败');
    // what was done stays counted, and nothing more is written after the failure
    expect((await effects(job.id)).length).toBe(end.done);
  });

  it('hands a task whose instance died to another instance once it expires', async () => {
    const dying = await started((e) => effectsKind(e, { hang: new Set([0]) }, { concurrency: 1 }));
    const job = await newJob(dying, 1);
    await until(() => jobOf(job.id), (row) => row.state === 'running');
    await dying.abandon();
    const other = otherInstance(database);
    try {
      await started((e) => effectsKind(e), other, 'postgres');
      expect(await settled(job.id, 30_000)).toMatchObject({ state: 'done', done: 1 });
      expect(await effects(job.id)).toEqual([{ seq: 0, n: 1 }]);
    } finally {
      for (const engine of engines.splice(0)) await engine.stop(0);
      await other.close();
    }
  });

  it('on the embedded database, takes a task the previous process left active at once on start', async () => {
    const dying = await started((e) => effectsKind(e, { hang: new Set([0]) }, { concurrency: 1, expireInSeconds: 600 }));
    const job = await newJob(dying, 1);
    await until(() => jobOf(job.id), (row) => row.state === 'running');
    await dying.abandon();
    const startedAt = Date.now();
    await started((e) => effectsKind(e, {}, { expireInSeconds: 600 }), database, 'embedded');
    expect(await settled(job.id, 15_000)).toMatchObject({ state: 'done', done: 1 });
    // long before the 600 s expiry
    expect(Date.now() - startedAt).toBeLessThan(15_000);
  });

  it('cancels a running job: the tasks not done write nothing; a retry does the rest once', async () => {
    const engine = await started((e) => effectsKind(e, { slowMs: 60 }, { concurrency: 1 }));
    const job = await newJob(engine, 15);
    await until(() => jobOf(job.id), (row) => row.done >= 3);
    expect(await engine.cancel(await jobOf(job.id))).toBe(true);
    const cancelled = await settled(job.id);
    expect(cancelled.state).toBe('cancelled');
    await new Promise((resolve) => setTimeout(resolve, 500));
    const afterCancel = await jobOf(job.id);
    expect(afterCancel.done).toBeLessThan(15);
    expect((await effects(job.id)).length).toBe(afterCancel.done);

    expect(await engine.retry(afterCancel)).toBe(true);
    const end = await settled(job.id);
    expect(end).toMatchObject({ state: 'done', done: 15, retries: 1 });
    const rows = await effects(job.id);
    expect(rows).toHaveLength(15);
    expect(rows.every((row) => row.n === 1)).toBe(true);
  });

  it('keeps the counts true when a cancel races the last task', async () => {
    const engine = await started((e) => effectsKind(e));
    for (let i = 0; i < 8; i++) {
      const job = await newJob(engine, 1);
      await new Promise((resolve) => setTimeout(resolve, i * 15));
      await engine.cancel(await jobOf(job.id));
      const end = await settled(job.id);
      await new Promise((resolve) => setTimeout(resolve, 200));
      const final = await jobOf(job.id);
      expect(['done', 'cancelled']).toContain(end.state);
      expect((await effects(job.id)).length).toBe(final.done);
    }
  });

  it('sends again a task written but never sent (the process died between commit and send)', async () => {
    const engine = await started((e) => effectsKind(e));
    const job = await newJob(engine, 2, false);
    expect(await settled(job.id, 20_000)).toMatchObject({ state: 'done', done: 2 });
  });

  it('fails the job of a task the queue gave up on (every try timed out), with a reason', async () => {
    const engine = await started((e) => effectsKind(e, { hang: new Set([0]) }, { retryLimit: 0, expireInSeconds: 1, concurrency: 1 }));
    const job = await newJob(engine, 1);
    const end = await settled(job.id, 30_000);
    expect(end.state).toBe('failed');
    expect(end.error).toContain('超时或中断');
  });
});
