import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../app-deps';
import { BackupJobs } from './backup-jobs';
import { restoring } from './backup.errors';
import { backupRoutes } from './backup.routes';
import { exportAuditRoutes } from './export-audit.routes';

/**
 * 资料工具 and 系统备份: backups and restores of the embedded database, and the export audit list.
 * (资料导入 and 资料导出 use the record engine's import and export endpoints.)
 */
export function datatoolsPlugin(deps: AppDeps) {
  const plugin = async (app: FastifyInstance) => {
    const jobs = new BackupJobs(deps.database, deps.config.dataDir, app.log);
    // While a restore has the database closed, API requests wait outside: 503, the screen polls on.
    app.addHook('onRequest', async (request) => {
      if (!request.url.startsWith('/api/')) return;
      if (jobs.restoring) throw restoring();
      jobs.requestStarted();
      (request as { countedForRestore?: boolean }).countedForRestore = true;
    });
    app.addHook('onResponse', async (request) => {
      if ((request as { countedForRestore?: boolean }).countedForRestore) jobs.requestEnded();
    });
    app.addHook('onClose', () => jobs.drain());
    backupRoutes(app, deps.database, deps.config, jobs);
    exportAuditRoutes(app, deps.db);
  };
  // The restore gate must see every route, not only this plugin's: not encapsulated (as fastify-plugin does).
  Object.assign(plugin, { [Symbol.for('skip-override')]: true });
  return plugin;
}
