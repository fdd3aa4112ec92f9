import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { markEndedTerms } from './office.repo';
import { termEndsJob } from './term-ends.job';

/**
 * 业委会办公 beyond its records (office.bindings.ts): the daily job that marks ended committee terms
 * 任期届满, started when the app is ready and stopped when it closes.
 */
export function officePlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    const job = termEndsJob((today) => markEndedTerms(deps.db, today), app.log);
    app.addHook('onReady', () => job.start());
    app.addHook('onClose', () => job.stop());
  };
}
