import { randomBytes } from 'node:crypto';
import { afterAll, expect } from 'vitest';
import type { Config } from '../src/config';
import { connectRedis } from '../src/lib/redis';
import { RedisBus } from '../src/realtime/bus';
import { createTestContext, type TestContext } from './context';
import { bearer, type CourierSession } from './factories';

/**
 * Two app instances sharing one database and the Redis at `redisUrl`, each with a bus and rate
 * limits of its own under one fresh key prefix — two server processes as far as the bus goes —
 * both listening. Their buses and connections close after the file's tests; the Redis is the
 * caller's (register its own cleanup before calling, so it stops after them).
 */
export async function twoProcesses(redisUrl: string, overrides: Partial<Config> = {}) {
  const prefix = `rutaviva-test-two-${randomBytes(4).toString('hex')}:`;
  const connect = () => connectRedis(redisUrl, () => {});
  const connections = [connect(), connect(), connect(), connect(), connect(), connect()] as const;
  const [limitsA, pubA, subA, limitsB, pubB, subB] = connections;
  const buses = [new RedisBus(pubA, subA, prefix), new RedisBus(pubB, subB, prefix)] as const;
  const settings = { ...overrides, redisPrefix: prefix };
  const A = await createTestContext(settings, { redis: limitsA, bus: buses[0] });
  const B = await createTestContext(settings, { redis: limitsB, bus: buses[1], db: A.db });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    for (const connection of connections) connection.disconnect();
  });
  const urls = {
    A: await A.app.listen({ port: 0, host: '127.0.0.1' }),
    B: await B.app.listen({ port: 0, host: '127.0.0.1' }),
  };
  const redisOf = async (ctx: TestContext) =>
    (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json().redis;
  /** Until both processes' health says Redis is `state`. */
  const waitForRedis = async (state: 'up' | 'down') => {
    for (const ctx of [A, B]) {
      await expect.poll(() => redisOf(ctx), { timeout: 15_000 }).toBe(state);
    }
  };
  return { processes: { A, B }, urls, buses, waitForRedis };
}

/**
 * One batch of two points of the trip, seconds 2n-1 and 2n after `at`, posted by its courier
 * through `ctx`; `upTo(n)` is what a stream shows after batches 1..n, as seconds after `at`.
 */
export async function postBatch(
  ctx: TestContext,
  courier: CourierSession,
  trip: { generated_trip_id: string },
  at: number,
  n: number,
) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${trip.generated_trip_id}/coordinates`,
    headers: bearer(courier),
    payload: {
      points: [2 * n - 1, 2 * n].map((s) => ({ lat: 19.4 + s / 1000, lng: -99.1, timestamp: at + s })),
    },
  });
  expect(response.statusCode).toBe(200);
}

export const upTo = (n: number) => Array.from({ length: 2 * n }, (_, k) => k + 1);
