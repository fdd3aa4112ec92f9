import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { Exports } from './exports.service';
import { registerJobRoutes } from './jobs.routes';
import { Jobs } from './jobs.service';
import { Schedules } from './schedules.service';

/** 后台作业 and 定时任务 (issue 27): the jobs of the engine and the company's schedules. */
export function jobsPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerJobRoutes(app, new Jobs(deps.db, deps.jobs), new Schedules(deps.db, deps.scheduler, () => deps.scheduler.now()), new Exports(deps.db, deps.jobs));
  };
}
