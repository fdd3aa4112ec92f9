import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { approvalPolicyRoutes } from './approval-policy.routes';
import { dictionaryCodesRoutes } from './dictionary-codes.routes';
import { staffPermissionRoutes } from './staff-permission.routes';
import { systemLogRoutes } from './system-log.routes';
import { websiteContentRoutes } from './website-content.routes';

/**
 * 管理设置: the system log, staff permissions, website content and the dictionary codes (the
 * information items and website content records are bound in setup.bindings.ts).
 */
export function setupPlugin(deps: AppDeps) {
  return async (app: FastifyInstance) => {
    staffPermissionRoutes(app, deps.db);
    approvalPolicyRoutes(app, deps.db);
    systemLogRoutes(app, deps.db);
    websiteContentRoutes(app, deps.db);
    dictionaryCodesRoutes(app);
  };
}
