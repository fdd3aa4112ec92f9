import { Redis } from 'ioredis';

/** The machine's Redis; tests that need it are skipped when it does not answer. */
export const TEST_REDIS_URL = 'redis://127.0.0.1:6379';

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

/** Deletes every key under the prefix (the keys one test file wrote). */
export async function dropRedisKeys(prefix: string, url = TEST_REDIS_URL): Promise<void> {
  const r = new Redis(url);
  const keys = await r.keys(`${prefix}*`);
  if (keys.length > 0) await r.del(...keys);
  await r.quit();
}
