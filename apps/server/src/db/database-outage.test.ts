import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, createTestDatabase } from '../../test/context';
import { bearer, createBusiness, createCourier, startTrip } from '../../test/factories';
import { TcpProxy } from '../../test/tcp-proxy';
import { createDb, isDatabaseUnavailable } from './database';

/*
 * PostgreSQL restarting under a running app: a TCP proxy in front of this file's own database is
 * cut (every connection reset, new ones refused) and let through again, as a restart does. The
 * machine's server itself is never touched.
 */
describe('PostgreSQL going away and coming back', async () => {
  const direct = await createTestDatabase();
  const { proxy, url } = await TcpProxy.start(direct.url, 5432);
  const lost: string[] = [];
  const db = createDb(url, 4, (error) => lost.push(error.message));
  const ctx = await createTestContext({}, { db });
  afterAll(async () => {
    await proxy.restore();
    await ctx.app.close();
    await db.destroy();
    await proxy.close();
    await direct.drop();
  });

  const { session } = await createBusiness(ctx.app);
  const courier = await createCourier(ctx.app, session);
  const trip = await startTrip(ctx.app, courier);
  const base = ctx.clock.seconds() - 3600;
  const batchOf = (n: number) =>
    [0, 1, 2].map((k) => ({ lat: 19.4 + (3 * n + k) / 10_000, lng: -99.1, timestamp: base + 3 * n + k }));
  const post = (n: number) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.generated_trip_id}/coordinates`,
      headers: bearer(courier),
      payload: { points: batchOf(n) },
    });
  const health = async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    return { code: response.statusCode, ...response.json() };
  };
  const storedTimestamps = async () =>
    (
      await direct.db
        .selectFrom('trip_points')
        .innerJoin('trips', 'trips.id', 'trip_points.trip_id')
        .select('trip_points.recorded_at')
        .where('trips.generated_trip_id', '=', trip.generated_trip_id)
        .orderBy('trip_points.recorded_at')
        .execute()
    ).map((row) => row.recorded_at.getTime() / 1000 - base);
  /** The one answer every request needing the database gives while it is away. */
  const expectUnavailable = (response: Awaited<ReturnType<typeof post>>) => {
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      error: {
        code: 'database_unavailable',
        message: 'The service is briefly unavailable. Try again in a few seconds.',
      },
    });
  };

  it('answers 503 database_unavailable meanwhile, says so on /api/health, and recovers by itself', async () => {
    expect((await post(0)).statusCode).toBe(200);
    await proxy.cut();
    expectUnavailable(await post(1));
    expectUnavailable(await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(session) }));
    expectUnavailable(
      await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'someone@example.com', password: 'a-password-1' },
      }),
    );
    expect(await health()).toEqual({
      code: 503,
      status: 'degraded',
      database: 'down',
      redis: 'off',
      role: 'all',
    });

    await proxy.restore();
    // The pool makes new connections by itself: no restart of the app.
    await expect.poll(async () => (await health()).code, { timeout: 10_000 }).toBe(200);
    expect((await post(1)).statusCode).toBe(200);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(session) });
    expect(listed.statusCode).toBe(200);
    expect(await storedTimestamps()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('answers 503 for a request caught in flight when the connections are reset', async () => {
    // The request's query reaches the proxy and waits there; then the database "restarts".
    proxy.stall();
    const swallowed = proxy.swallowed;
    const caught = post(2);
    await expect.poll(() => proxy.swallowed, { timeout: 5_000 }).toBeGreaterThan(swallowed);
    await proxy.cut();
    expectUnavailable(await caught);
    await proxy.restore();
    await expect.poll(async () => (await post(2)).statusCode, { timeout: 10_000 }).toBe(200);
  });

  it('stores once a batch written just before the restart whose answer was lost, when it is sent again', async () => {
    // PostgreSQL stores the batch, but its answer is lost in the restart: the app answers 503 and
    // the phone sends the same batch again.
    proxy.stallReplies();
    const swallowed = proxy.swallowed;
    const lostAnswer = post(3);
    await expect.poll(() => proxy.swallowed, { timeout: 5_000 }).toBeGreaterThan(swallowed);
    await expect.poll(storedTimestamps, { timeout: 5_000 }).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    await proxy.cut();
    expectUnavailable(await lostAnswer);
    await proxy.restore();
    await expect.poll(async () => (await post(3)).statusCode, { timeout: 10_000 }).toBe(200);
    expect(await storedTimestamps()).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const counted = await direct.db
      .selectFrom('trips')
      .select('point_count')
      .where('generated_trip_id', '=', trip.generated_trip_id)
      .executeTakeFirstOrThrow();
    expect(counted.point_count).toBe(12);
  });

  it('loses no acknowledged point from a courier sending all through a restart', async () => {
    const acknowledged: number[] = [];
    let refused = 0;
    let next = 4;
    /** Sends batch after batch; a 503 is sent again, as the courier app's queue does. */
    const send = async () => {
      const response = await post(next);
      if (response.statusCode === 503) {
        expectUnavailable(response);
        refused++;
        return;
      }
      expect(response.statusCode).toBe(200);
      acknowledged.push(next);
      next++;
    };
    const sendUntil = async (done: () => boolean) => {
      while (!done()) await send();
    };
    await sendUntil(() => acknowledged.length >= 5);
    // Cut while a batch is on its way, several times over.
    for (let round = 0; round < 3; round++) {
      const sending = send();
      await proxy.cut();
      await sending;
      const refusedBefore = refused;
      await sendUntil(() => refused >= refusedBefore + 3);
      expect((await health()).database).toBe('down');
      await proxy.restore();
      const acknowledgedBefore = acknowledged.length;
      await sendUntil(() => acknowledged.length >= acknowledgedBefore + 3);
    }
    expect(refused).toBeGreaterThanOrEqual(9);
    const expected = Array.from({ length: 3 * next }, (_, k) => k);
    // Every point once: acknowledged, or refused and sent again.
    expect(await storedTimestamps()).toEqual(expected);
    const counted = await direct.db
      .selectFrom('trips')
      .select('point_count')
      .where('generated_trip_id', '=', trip.generated_trip_id)
      .executeTakeFirstOrThrow();
    expect(counted.point_count).toBe(expected.length);
    // The connections dropped while idle were reported, not thrown.
    expect(lost.length).toBeGreaterThan(0);
  });
});

describe('a request pool with every connection busy', async () => {
  const database = await createTestDatabase();
  // One connection, and a short wait for it: the held connection never comes back in time.
  const db = createDb(database.url, 1, undefined, { poolWaitMs: 300 });
  const ctx = await createTestContext({}, { db });
  afterAll(async () => {
    await ctx.app.close();
    await db.destroy();
    await database.drop();
  });

  it('answers 503 server_busy, not database_unavailable, and serves again once a connection is free', async () => {
    let release = () => {};
    const released = new Promise<void>((done) => {
      release = done;
    });
    let holding = () => {};
    const held = new Promise<void>((done) => {
      holding = done;
    });
    const holder = db.connection().execute(async () => {
      holding();
      await released;
    });
    await held;
    const login = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'someone@example.com', password: 'a-password-1' },
      });
    const busy = await login();
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('5');
    expect(busy.json()).toEqual({
      error: { code: 'server_busy', message: 'The service is busy right now. Try again in a few seconds.' },
    });
    release();
    await holder;
    expect((await login()).statusCode).toBe(401);
  });
});

describe('isDatabaseUnavailable', () => {
  const networkError = (code: string, port?: number, message = `connect ${code}`) =>
    Object.assign(new Error(message), { code, port });

  it("tells a database's lost connection from a provider's", async () => {
    // Its pool makes the server's port one of the database's.
    const { url, drop } = await createTestDatabase();
    await drop();
    const port = Number(new URL(url).port || 5432);
    expect(isDatabaseUnavailable(networkError('ECONNREFUSED', port))).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(
      true,
    );
    // A socket reset without a port counts only when our own pg client reported it (the test
    // above, a request caught in flight): an S3 or webhook socket reset is not the database.
    expect(isDatabaseUnavailable(networkError('ECONNRESET', undefined, 'read ECONNRESET'))).toBe(false);
    expect(isDatabaseUnavailable(networkError('EPIPE', undefined, 'write EPIPE'))).toBe(false);
    // A webhook receiver or an SMS gateway refusing is not the database.
    expect(isDatabaseUnavailable(networkError('ECONNREFUSED', 1))).toBe(false);
    expect(
      isDatabaseUnavailable(new TypeError('fetch failed', { cause: networkError('ECONNREFUSED', port) })),
    ).toBe(false);
    // A query the database refused for what it asked is the request's own error.
    expect(isDatabaseUnavailable(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
  });
});
