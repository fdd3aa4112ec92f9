import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { registerWorkflowRoutes } from './workflow.routes';

/** 公文 (issue 14): templates, documents and their flow, follow-up notes, replacements, notices for staff. */
export function workflowPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    registerWorkflowRoutes(app, { db: deps.db });
  };
}
