import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { Endpoint } from '@pm/contracts';
import type { Database } from '@pm/db';
import type { AppDeps } from './app-deps';
import type { Config } from './config';
import { answerFrameworkError, installErrorHandler } from './errors/error-handler';
import { loggerOptions } from './http/logging';
import type { Session } from './http/session';
import { features, recordBindings } from './features';
import { healthPlugin } from './modules/health/health.plugin';
import { createJobs } from './jobs/index';
import { createAuthStore, installIdentity, sessionProbe } from './modules/auth/identity';
import { ExportJobs, Exports } from './modules/jobs/index';
import { catalogueRows } from '@pm/seed';
import { ensureMenuCatalogue, installRights } from './modules/menu/index';
import { ownerAuthenticator } from './modules/owner-portal/index';
import { ImportJobRunner } from './modules/records/index';
import { AliyunSmsClient, type SmsSender } from './modules/sms/index';
import { WechatMpClient, type WechatSender } from './modules/wechat/index';
import { TokenService } from './modules/auth/token.service';
import { loadJwtSecret, loadRsaKeys } from './modules/secrets/secrets.service';
import { ensureSiteSettings } from './modules/site/site.repo';
import { ensureSitePages } from './modules/sysadmin-content/index';
import { openApiPlugin } from './plugins/openapi';
import { spaPlugin } from './plugins/spa';

/** Lifetime of the token an export job replays its request with (read when the request starts). */
const EXPORT_TOKEN_SECONDS = 900;

/** The built web app: WEB_DIST, else apps/web/dist found from this file (source or bundle). */
function findWebDist(config: Config): string {
  if (config.webDist) return resolve(config.webDist);
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, 'apps', 'web', 'dist');
    if (existsSync(candidate)) return candidate;
    const sibling = join(dir, '..', 'web', 'dist');
    if (existsSync(sibling)) return resolve(sibling);
    dir = dirname(dir);
  }
  return resolve('apps/web/dist');
}

export interface BuildOptions {
  /** Where log lines go (default stdout); tests capture them. */
  logStream?: NodeJS.WritableStream;
  /** An SMS sender to use instead of the configured gateway (tests record what would be sent). */
  sms?: SmsSender;
  /** A WeChat sender to use instead of the configured 公众号 (tests). */
  wechat?: WechatSender;
}

/** Builds the whole HTTP app on an open, migrated database. Tests call it and use app.inject. */
export async function buildApp(config: Config, database: Database, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    frameworkErrors: answerFrameworkError,
    genReqId: (req) => (typeof req.headers['x-request-id'] === 'string' ? req.headers['x-request-id'] : randomUUID()),
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
  });
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });

  const db = database.db;
  await ensureSiteSettings(db);
  await ensureSitePages(db);
  await ensureMenuCatalogue(db, catalogueRows());
  const [keys, jwtSecret] = await Promise.all([loadRsaKeys(db), loadJwtSecret(db, config.jwtSecret)]);
  const authStore = await createAuthStore(config, db);
  app.addHook('onClose', () => authStore.close());
  const tokens = new TokenService(jwtSecret, config.jwtTtlSeconds);

  const webDist = findWebDist(config);
  const spa = existsSync(join(webDist, 'index.html'));
  installErrorHandler(app, { spa });
  installIdentity(app, { tokens, probe: sessionProbe(authStore, db) });
  // Owners' tokens (业主端) on the root too: the portal's own endpoints and those of modules serving owners (发票).
  app.decorate('authenticateOwner', ownerAuthenticator(db));
  const rights = installRights(app, db);
  const jobs = createJobs(app, config, database);
  const imports = new ImportJobRunner(db, jobs.engine, app.log);
  jobs.engine.register(imports.kind());
  const exportJobs = new ExportJobs(app, db, jobs.engine, new TokenService(jwtSecret, EXPORT_TOKEN_SECONDS));
  jobs.engine.register(exportJobs.kind());
  const exports = new Exports(db, jobs.engine);
  app.decorate('startExportJob', async (request: FastifyRequest, session: Session, endpoint: Endpoint) =>
    exports.get(session, await exportJobs.start(request, session, endpoint)),
  );
  app.addHook('onClose', () => imports.close());
  const deps: AppDeps = { config, database, db, keys, jwtSecret, authStore, tokens, rights, jobs: jobs.engine, scheduler: jobs.scheduler, imports, onlinePay: { refundApproved: () => undefined }, sms: options.sms ?? (config.sms ? new AliyunSmsClient(config.sms) : undefined), wechat: options.wechat ?? (config.wechat ? new WechatMpClient(config.wechat) : undefined) };
  await app.register(healthPlugin(database.sql));
  for (const feature of features) await app.register(feature(deps));
  await jobs.start();
  await openApiPlugin(app, recordBindings.map((binding) => binding.def));
  if (spa) await spaPlugin(app, webDist);
  return app;
}
