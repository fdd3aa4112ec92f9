import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerTermEnds } from './term-ends.job';

/**
 * 业委会办公 beyond its records (office.bindings.ts): the daily 任期届满 job, a system schedule on
 * the job engine (term-ends.job.ts).
 */
export function officePlugin(deps: AppDeps) {
  return async (_app: FastifyInstance) => {
    await registerTermEnds(deps.db, deps.jobs, deps.scheduler);
  };
}
