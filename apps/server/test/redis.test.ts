import { describe, expect, it } from 'vitest';
import { redisForSuites } from './redis';

// The Redis suites skip on a developer's machine without Redis, never in CI (issue 25, item 24).
const NOBODY = 'redis://127.0.0.1:1';

describe('when the Redis suites run', () => {
  it('skips them on a machine without Redis outside CI', async () => {
    expect(await redisForSuites({}, NOBODY)).toBe(false);
  });

  it.each([{ CI: 'true' }, { TEST_REDIS_URL: NOBODY }])('fails them when Redis is absent with %j', async (env) => {
    await expect(redisForSuites(env, NOBODY)).rejects.toThrow(/Redis does not answer at redis:\/\/127\.0\.0\.1:1/);
  });
});
