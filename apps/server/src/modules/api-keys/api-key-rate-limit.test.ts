import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import { bearer, createBusiness, expectError, expectStatus } from '../../../test/factories';

const rateLimits = { ...TEST_RATE_LIMITS, apiKey: { max: 3, windowSeconds: 60 } };
const report = '/api/trips?start_date=2026-11-01&end_date=2026-11-30';

describe('the per-key rate limit (issue 16)', async () => {
  const { app, db } = await createTestContext({ rateLimits });

  it('answers 429 with Retry-After past the limit, counting refused routes too, and limits nobody else', async () => {
    const { session } = await createBusiness(app);
    const first = await insertApiKey(db, session, ['read']);
    const second = await insertApiKey(db, session, ['read']);
    const ok = await expectStatus(app, { method: 'GET', url: report, headers: first.headers }, 200);
    expect(ok.headers['x-ratelimit-limit']).toBe('3');
    expect(ok.headers['x-ratelimit-remaining']).toBe('2');
    expectError(
      await app.inject({ method: 'GET', url: '/api/subscriptions', headers: first.headers }),
      403,
      'api_key_not_allowed',
    );
    await expectStatus(app, { method: 'GET', url: report, headers: first.headers }, 200);
    const refused = await app.inject({ method: 'GET', url: report, headers: first.headers });
    expectError(refused, 429, 'rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    await expectStatus(app, { method: 'GET', url: report, headers: second.headers }, 200);
    for (let i = 0; i < 5; i++)
      await expectStatus(app, { method: 'GET', url: report, headers: bearer(session) }, 200);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('the per-key rate limit through Redis', async () => {
  const redis = new Redis(redisUrl ?? '');
  afterAll(() => redis.quit());
  // Two server processes behind one load balancer: the same database, limits and Redis.
  const first = await createTestContext({ rateLimits }, { redis });
  const second = await createTestContext({ rateLimits }, { redis, db: first.db });

  it("counts a key's requests on either process against one limit", async () => {
    const { session } = await createBusiness(first.app);
    const { headers } = await insertApiKey(first.db, session, ['read']);
    await expectStatus(first.app, { method: 'GET', url: report, headers }, 200);
    await expectStatus(second.app, { method: 'GET', url: report, headers }, 200);
    await expectStatus(first.app, { method: 'GET', url: report, headers }, 200);
    expectError(await second.app.inject({ method: 'GET', url: report, headers }), 429, 'rate_limited');
  });
});
