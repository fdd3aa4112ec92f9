import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { Database } from '@pm/db';
import type { Config } from '../config';
import { JobEngine } from './job-engine';
import { Scheduler } from './scheduler';

export { JobEngine } from './job-engine';
export type { JobKind, TaskRun } from './job-kind';
export { Scheduler, type ScheduleKind } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** This instance's job engine and scheduler (tests tick the scheduler with their own clock). */
    jobs: { engine: JobEngine; scheduler: Scheduler };
  }
}

/** pg-boss keeps its tables in this schema of the product's database. */
export const BOSS_SCHEMA = 'pgboss';

/**
 * The schedules' clock: the real one, or (JOB_CLOCK_FILE, a test knob) the real one moved by the
 * milliseconds written in that file, read at each tick so a test can move it while the product runs.
 */
export function scheduleClock(file: string | undefined): () => Date {
  if (!file) return () => new Date();
  return () => {
    let offset = 0;
    try {
      offset = Number(readFileSync(file, 'utf8').trim()) || 0;
    } catch {
      // no file yet: the real clock
    }
    return new Date(Date.now() + offset);
  };
}

/** The engine and the scheduler of one instance; feature plugins register their kinds before `start`. */
export function createJobs(app: FastifyInstance, config: Config, database: Database, clock: () => Date = scheduleClock(config.jobClockFile)) {
  const engine = new JobEngine(database.db, database.sql, {
    mode: database.mode,
    pollSeconds: config.jobPollSeconds,
    sweepSeconds: 15,
    maintenanceSeconds: 15,
    bossSchema: BOSS_SCHEMA,
    expireSeconds: config.jobExpireSeconds,
    log: app.log,
  });
  const scheduler = new Scheduler(database.db, engine, { tickSeconds: config.jobTickSeconds, clock, log: app.log });
  app.decorate('jobs', { engine, scheduler });
  return {
    engine,
    scheduler,
    async start() {
      await engine.start();
      scheduler.start();
      app.addHook('onClose', async () => {
        await scheduler.stop();
        await engine.stop();
      });
    },
  };
}
