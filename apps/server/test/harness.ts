import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Database } from '@pm/db';
import { openTestDatabase, type PreparedData } from '@pm/db/testing';
import { DEMO_SEED } from '@pm/seed/testing';
import { buildApp } from '../src/app';
import { nextFiring } from '../src/jobs/cron';
import type { SmsSender } from '../src/modules/sms/sms-sender';
import type { WechatSender } from '../src/modules/wechat/index';
import { testConfig, type Config } from '../src/config';
import { installTestKeys } from './test-keys';
import { userCalls, type Caller, type UserCalls } from './user-calls';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** app.inject returning the parsed JSON body alongside the response. */
  call<T = unknown>(options: InjectOptions): Promise<{ status: number; body: T; response: LightMyRequestResponse }>;
  /** Calls as one user (a username or a built user): `t.as('emp01').post(url, body)` → `{ status, body }`. */
  as(who: Caller): UserCalls;
  close(): Promise<void>;
}

/** The TestApp surface over an app already built (the two-instance tests build two on one database). */
export function testAppOf(
  app: FastifyInstance,
  database: Database,
  config: Config,
  close: () => Promise<void>,
): TestApp {
  const tokens = new Map<string, Promise<{ authorization: string }>>();
  const testApp: TestApp = {
    app,
    database,
    config,
    call: async <T>(options: InjectOptions) => {
      const response = await app.inject(options);
      const type = String(response.headers['content-type'] ?? '');
      const body = (type.includes('json') ? response.json() : response.body) as T;
      return { status: response.statusCode, body, response };
    },
    as: (who) => userCalls(testApp, who, tokens),
    close,
  };
  return testApp;
}

export interface TestAppOptions {
  /**
   * Start from the whole demo seed (`runDemoSeed`), as `npm start` does before the app starts. On
   * PGlite the seed is written once per test run and every database loads a copy of the result.
   */
  demoSeed?: boolean;
  /** Start from another prepared data set of `@pm/seed/testing` (a few seed steps instead of all). */
  prepared?: PreparedData;
  /** An SMS sender in place of the gateway (the owner portal's codes). */
  sms?: SmsSender;
  /** A WeChat sender in place of the 公众号 (the owner portal's binding). */
  wechat?: WechatSender;
}

/**
 * The migrated database as a server leaves it after it has run (the job queue's schema, the menu catalogue, the
 * site's pages, the test keys, the schedules each waiting for its next firing): written once per test run, so each
 * test app starts as a restarted server does, without half a second of first-start writes and without the first
 * start's firing of every schedule at once. Apps on another prepared data set start on it as is.
 */
const BOOTED: PreparedData = {
  name: 'booted',
  async write(database) {
    await installTestKeys(database.db);
    const app = await buildApp(testConfig(), database);
    await app.ready();
    await app.close();
    const now = new Date();
    for (const s of await database.sql<{ id: number; cron: string }[]>`select id, cron from job_schedules`)
      await database.sql`update job_schedules set next_fire_at = ${nextFiring(s.cron, now).toISOString()} where id = ${s.id}`;
  },
};

/** A real app on a fresh migrated database (PGlite, or TEST_DATABASE_URL's PostgreSQL). */
export async function createTestApp(overrides: Partial<Config> = {}, options: TestAppOptions = {}): Promise<TestApp> {
  const prepared = options.prepared ?? (options.demoSeed ? DEMO_SEED : BOOTED);
  const database = await openTestDatabase({ prepared });
  const config = testConfig(overrides);
  await installTestKeys(database.db);
  const app = await buildApp(config, database, {
    ...(options.sms ? { sms: options.sms } : {}),
    ...(options.wechat ? { wechat: options.wechat } : {}),
  });
  await app.ready();
  return testAppOf(app, database, config, async () => {
    await app.close();
    await database.close();
  });
}
