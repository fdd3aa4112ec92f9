import type { Database, Db } from '@pm/db';
import type { Config } from './config';
import type { RsaKeys } from './modules/secrets/secrets.service';
import type { AuthStore } from './modules/auth/auth-store';
import type { TokenService } from './modules/auth/token.service';
import type { Rights } from './modules/menu/index';
import type { JobEngine, Scheduler } from './jobs/index';
import type { ImportJobRunner } from './modules/records/index';
import type { SmsSender } from './modules/sms/index';
import type { WechatSender } from './modules/wechat/index';

/** What feature plugins may use; each takes only the parts it needs. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Db;
  keys: RsaKeys;
  jwtSecret: string;
  /** Nonces, sign-in failures and locks, revoked sessions (PostgreSQL, or Redis when REDIS_URL is set). */
  authStore: AuthStore;
  tokens: TokenService;
  /** Each person's granted functions (the menu's rule), checked by every endpoint and used to build the menus. */
  rights: Rights;
  /** Long work as jobs on the durable queue; kinds register before the app is ready. */
  jobs: JobEngine;
  /** 定时任务: schedule kinds register before the app is ready. */
  scheduler: Scheduler;
  /** Excel imports as jobs (kind `import`): areas add their work for their keys (`handle`) and start imports. */
  imports: ImportJobRunner;
  /**
   * Between the counter and online payment: an approved online refund is sent to the vendor at once (the payments
   * plugin sets this; otherwise its sweep sends it within a minute).
   */
  onlinePay: { refundApproved(): void };
  /** Text messages through the configured gateway (Aliyun or the bundled fake); undefined when SMS is not configured. */
  sms: SmsSender | undefined;
  /** The WeChat 服务号 (template messages, 网页授权) as configured (real or the bundled fake); undefined when off. */
  wechat: WechatSender | undefined;
}
