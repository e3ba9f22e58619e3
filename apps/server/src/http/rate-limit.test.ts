import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../test/context';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('rate limits shared through Redis', async () => {
  const redis = new Redis(redisUrl ?? '');
  afterAll(() => redis.quit());
  const limits = { ...TEST_RATE_LIMITS, login: { max: 2, windowSeconds: 60 } };
  // Two server processes behind one load balancer: the same limits, the same Redis.
  const first = await createTestContext({ rateLimits: limits }, { redis });
  const second = await createTestContext({ rateLimits: limits }, { redis });

  it('counts attempts made on either process against one limit', async () => {
    const remoteAddress = `198.51.100.${randomBytes(1)[0]}`;
    const attempt = (app: typeof first.app) =>
      app.inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress,
        payload: { email: 'someone@example.com', password: 'guess-12345' },
      });
    expect((await attempt(first.app)).statusCode).toBe(401);
    expect((await attempt(second.app)).statusCode).toBe(401);
    expect((await attempt(first.app)).statusCode).toBe(429);
    expect((await attempt(second.app)).statusCode).toBe(429);
  });
});
