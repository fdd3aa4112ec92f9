import type { FastifyInstance } from 'fastify';
import { infoItemRecord, websiteContentRecord } from '@pm/contracts';
import { schema } from '@pm/db';
import type { AppDeps } from '../../app-deps';
import { bindRecords, type WriteContext } from '../records/index';
import { current } from '../record-areas/index';
import { dictionaryCodesRoutes } from './dictionary-codes.routes';
import { staffPermissionRoutes } from './staff-permission.routes';
import { systemLogRoutes } from './system-log.routes';
import { websiteContentRoutes } from './website-content.routes';

type Values = Record<string, unknown>;

/** Today in China (UTC+8, no daylight saving) as YYYY-MM-DD. */
export const chinaToday = (now = new Date()): string =>
  new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);

/** 网站内容: publishing an article without a date publishes it today. */
export function websiteContentRules(values: Values, ctx: WriteContext): void {
  const v = current(values, ctx.existing);
  if (v.published === true && (v.publishDate === null || v.publishDate === undefined))
    values.publishDate = chinaToday();
}

/** 管理设置: information items and website content (records), the system log, staff permissions and the dictionary codes. */
export function setupPlugin(deps: AppDeps) {
  bindRecords([
    { def: infoItemRecord, table: schema.infoItems },
    { def: websiteContentRecord, table: schema.websiteContents, beforeWrite: websiteContentRules },
  ]);
  return async (app: FastifyInstance) => {
    staffPermissionRoutes(app, deps.db);
    systemLogRoutes(app, deps.db);
    websiteContentRoutes(app, deps.db);
    dictionaryCodesRoutes(app);
  };
}
