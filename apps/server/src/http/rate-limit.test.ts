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

describe.runIf(redisUrl)("the per-address ceilings' keys in Redis", async () => {
  const redis = new Redis(redisUrl ?? '');
  // A prefix of this test's own: its keys are listed and removed, nobody else's.
  const prefix = `rutaviva-test-keys-${randomBytes(4).toString('hex')}:`;
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  const ctx = await createTestContext({ redisPrefix: prefix }, { redis });

  it('are named after their limiter and the address, one per limiter and address', async () => {
    const addresses = ['198.51.100.7', '203.0.113.8'];
    const logins = {
      login: { url: '/api/login', payload: { email: 'someone@example.com', password: 'guess-12345' } },
      'courier-login': {
        url: '/api/courier/login',
        payload: { username: 'someone', password: 'guess-12345' },
      },
      'salesperson-login': {
        url: '/api/salesperson/login',
        payload: { email: 'someone@example.com', password: 'guess-12345' },
      },
    };
    for (const remoteAddress of addresses)
      for (const { url, payload } of Object.values(logins))
        await ctx.app.inject({ method: 'POST', url, remoteAddress, payload });
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.filter((key) => key.includes('undefined'))).toEqual([]);
    const ceilings = Object.keys(logins).flatMap((name) =>
      addresses.map((address) => `${prefix}rate-limit:${name}-${address}`),
    );
    expect(keys).toEqual(expect.arrayContaining(ceilings));
    // Counted once each: no limiter shares another's key.
    expect(await Promise.all(ceilings.map((key) => redis.get(key)))).toEqual(ceilings.map(() => '1'));
  });
});
