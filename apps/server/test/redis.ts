import { Redis } from 'ioredis';

/** The Redis the Redis suites use: TEST_REDIS_URL (CI sets it), else the machine's. */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function redisAnswers(url = TEST_REDIS_URL): Promise<boolean> {
  const probe = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * Whether the Redis suites run. On a developer's machine without Redis they are skipped; in CI
 * (CI=true) or when TEST_REDIS_URL names a Redis, one that does not answer fails the test file, so
 * the suites can never be skipped there without anyone noticing.
 */
export async function redisForSuites(env: NodeJS.ProcessEnv = process.env, url = TEST_REDIS_URL): Promise<boolean> {
  if (await redisAnswers(url)) return true;
  if (env.CI === 'true' || env.TEST_REDIS_URL)
    throw new Error(`Redis does not answer at ${url}: the Redis suites must run here (CI=true or TEST_REDIS_URL set)`);
  return false;
}

/** Deletes every key under the prefix (the keys one test file wrote). */
export async function dropRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const r = new Redis(url);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length > 0) await r.del(...keys);
  await r.quit();
}
