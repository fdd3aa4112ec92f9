import type { FastifyInstance } from 'fastify';
import type { Database } from '@pm/db';
import type { Config } from '../config';
import { JobEngine } from './job-engine';
import { Scheduler } from './scheduler';

export { JobEngine } from './job-engine';
export type { JobKind, TaskRun } from './job-kind';
export { Scheduler, type ScheduleKind } from './scheduler';

/** pg-boss keeps its tables in this schema of the product's database. */
export const BOSS_SCHEMA = 'pgboss';

/** The engine and the scheduler of one instance; feature plugins register their kinds before `start`. */
export function createJobs(app: FastifyInstance, config: Config, database: Database, clock: () => Date = () => new Date()) {
  const engine = new JobEngine(database.db, database.sql, {
    mode: database.mode,
    pollSeconds: config.jobPollSeconds,
    sweepSeconds: 15,
    maintenanceSeconds: 15,
    bossSchema: BOSS_SCHEMA,
    log: app.log,
  });
  const scheduler = new Scheduler(database.db, engine, { tickSeconds: config.jobTickSeconds, clock, log: app.log });
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
