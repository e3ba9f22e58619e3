import { randomBytes, randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { createTestContext, createTestDatabase, TestClock, type TestContext } from '../../test/context';
import { businessWithTrip, createBusiness, postPoints } from '../../test/factories';
import { openStream } from '../../test/sse-client';
import { type PrivateRedis, startPrivateRedis } from '../cluster/private-redis';
import { jobsOf, type ProcessRole } from '../config';
import { startJobs } from '../jobs';
import { connectRedis } from '../lib/redis';
import { RedisBus } from '../realtime/bus';
import { roleOfPath } from './process-roles';

// The machine's Redis when given; otherwise one of our own (never the shared one's data).
const ownRedis: PrivateRedis | undefined = process.env.REDIS_URL ? undefined : await startPrivateRedis();
const redisUrl = process.env.REDIS_URL ?? (ownRedis as PrivateRedis).url;
const prefix = `rutaviva-test-roles-${randomBytes(4).toString('hex')}:`;
const database = await createTestDatabase();
const connections = Array.from({ length: 9 }, () => connectRedis(redisUrl, () => {}));
afterAll(async () => {
  for (const connection of connections) connection.disconnect();
  await database.drop();
  await ownRedis?.stop();
});

/** One process of a split deployment: its role, the shared database and Redis. */
async function processOf(role: ProcessRole, index: number): Promise<TestContext> {
  const [limits, publisher, subscriber] = connections.slice(index * 3, index * 3 + 3);
  if (!limits || !publisher || !subscriber) throw new Error('not enough connections');
  return await createTestContext(
    { processRoles: [role], redisPrefix: prefix, redisUrl },
    { db: database.db, redis: limits, bus: new RedisBus(publisher, subscriber, prefix) },
  );
}

const web = await processOf('web', 0);
const stream = await processOf('stream', 1);
const worker = await processOf('worker', 2);
const streamUrl = await stream.app.listen({ port: 0, host: '127.0.0.1' });

const get = (ctx: TestContext, url: string) => ctx.app.inject({ method: 'GET', url });

/** 421 in the one error shape, naming the role that serves the address. */
function expectMisdirected(response: Awaited<ReturnType<typeof get>>, role: string, servedBy: string) {
  expect(response.statusCode).toBe(421);
  expect(response.json()).toEqual({
    error: {
      code: 'wrong_process',
      message: expect.stringContaining('wrong kind of process'),
      process_role: role,
      served_by: servedBy,
    },
  });
}

describe('roleOfPath', () => {
  it('sends the two event streams to stream processes, health anywhere, the rest to web', () => {
    expect(roleOfPath('/api/trips/abc/stream')).toBe('stream');
    expect(roleOfPath('/api/realtime?channel=x&auth=y')).toBe('stream');
    expect(roleOfPath('/api/health')).toBe('any');
    expect(roleOfPath('/subsequent_coordinates?generated_trip_id=a')).toBe('web');
    expect(roleOfPath('/api/trips/abc')).toBe('web');
    expect(roleOfPath('/t?id=abc')).toBe('web');
    expect(roleOfPath('/pusher/portal_auth')).toBe('web');
  });
});

describe('GET /api/health', () => {
  it('answers on every role and names it', async () => {
    for (const [ctx, role] of [
      [web, 'web'],
      [stream, 'stream'],
      [worker, 'worker'],
    ] as const) {
      const response = await get(ctx, '/api/health');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 'ok', database: 'up', role });
    }
  });
});

describe('a web process', () => {
  it('serves the API and refuses the event streams with 421', async () => {
    const { trip, admin } = await businessWithTrip(web.app);
    expect((await get(web, `/api/trips/${trip.generated_trip_id}`)).statusCode).toBe(200);
    expectMisdirected(await get(web, `/api/trips/${trip.generated_trip_id}/stream`), 'web', 'stream');
    // The stream's token is the web's to give: a channel that is not the admin's own is 403, not 421.
    const channel = await web.app.inject({
      method: 'POST',
      url: '/pusher/portal_auth',
      headers: { authorization: `Bearer ${admin.jwt_token}` },
      payload: { channel_name: 'private-my-channel-of-someone-else' },
    });
    expect(channel.statusCode).toBe(403);
    expectMisdirected(await get(web, '/api/realtime?channel=x&auth=y'), 'web', 'stream');
  });
});

describe('a stream process', () => {
  it('refuses the API, the pages and the polling route with 421', async () => {
    const login = await stream.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'someone@example.com', password: 'not-a-password' },
    });
    expectMisdirected(login, 'stream', 'web');
    expectMisdirected(await get(stream, '/api/docs/json'), 'stream', 'web');
    expectMisdirected(await get(stream, '/subsequent_coordinates?generated_trip_id=a'), 'stream', 'web');
    expectMisdirected(await get(stream, '/courier'), 'stream', 'web');
    expectMisdirected(await get(stream, '/nowhere'), 'stream', 'web');
  });

  it('streams a trip whose points a web process takes, over Redis', async () => {
    const { trip, courier } = await businessWithTrip(web.app);
    const events = await openStream(`${streamUrl}/api/trips/${trip.generated_trip_id}/stream`);
    expect((await events.next()).event).toBe('trip');
    const timestamp = web.clock.seconds() - 60;
    const point = { lat: 19.43, lng: -99.13, timestamp };
    const posted = await postPoints(web.app, courier, trip.generated_trip_id, [point]);
    expect(posted.statusCode).toBe(200);
    // An arrival estimate may come first: this is about the points.
    let event = await events.next(10_000);
    while (event.event === 'estimate') event = await events.next(10_000);
    expect(event.event).toBe('coordinates');
    expect(event.data.points).toEqual([expect.objectContaining({ timestamp })]);
    events.close();
  });
});

describe('a worker process', () => {
  it('answers only its health', async () => {
    expectMisdirected(
      await worker.app.inject({ method: 'POST', url: '/api/signup', payload: {} }),
      'worker',
      'web',
    );
    expectMisdirected(await get(worker, '/api/trips/abc/stream'), 'worker', 'stream');
    expectMisdirected(await get(worker, '/'), 'worker', 'web');
  });
});

describe('a process running all roles', () => {
  it('serves the API and the streams alike, as before', async () => {
    const all = await createTestContext({}, { db: database.db });
    await createBusiness(all.app);
    expect((await get(all, '/api/trips/none/stream')).statusCode).toBe(404);
    expect((await get(all, '/api/health')).json()).toMatchObject({ role: 'all' });
  });
});

describe('jobs', () => {
  it('are worked by worker and all-in-one processes, added by web ones, left alone by stream ones', () => {
    expect(jobsOf({ processRoles: ['worker'] })).toBe('work');
    expect(jobsOf({})).toBe('work');
    expect(jobsOf({ processRoles: ['web', 'stream', 'worker'] })).toBe('work');
    expect(jobsOf({ processRoles: ['web'] })).toBe('add');
    expect(jobsOf({ processRoles: ['web', 'stream'] })).toBe('add');
    expect(jobsOf({ processRoles: ['stream'] })).toBe('none');
  });

  it('wait in the queue a web process adds them to until a worker runs them', async () => {
    const twilio = {
      accountSid: 'AC00000000000000000000000000000000',
      authToken: 'token',
      smsFrom: '+15005550006',
      whatsappFrom: undefined,
      apiUrl: 'http://127.0.0.1:9',
    };
    const config = { twilio, messageRetry: { maxAttempts: 3, firstDelaySeconds: 0, pollingSeconds: 0.5 } };
    const deps = {
      config,
      databaseUrl: database.url,
      db: database.db,
      clock: new TestClock(),
      onError: () => {},
    };
    const adding = await startJobs({ ...deps, work: false });
    // Stopped however the test ends: a pg-boss left polling would hold the dropped database.
    onTestFinished(() => adding.stop());
    const sender = web.app.webhookSender;
    await adding.startWebhooks(sender);
    await adding.startBilling(web.app.billingRun);
    const schedules = () =>
      sql<{ name: string }>`SELECT name FROM pgboss.schedule ORDER BY name`
        .execute(database.db)
        .then((result) => result.rows.map((row) => row.name));
    expect(await schedules()).toEqual([]);
    // A message the web process's first attempt could not send (none by that id: the run skips it).
    const messageId = randomUUID();
    await adding.messageRetries?.schedule(messageId);
    const stateOf = () =>
      sql<{ state: string }>`SELECT state FROM pgboss.job WHERE data->>'messageId' = ${messageId}`
        .execute(database.db)
        .then((result) => result.rows.map((row) => row.state));
    expect(await stateOf()).toEqual(['created']);

    const working = await startJobs({ ...deps, work: true });
    onTestFinished(() => working.stop());
    await working.startWebhooks(sender);
    await working.startBilling(web.app.billingRun);
    expect(await schedules()).toEqual(['billing-run', 'webhook-retries']);
    await expect.poll(stateOf, { timeout: 15_000, interval: 200 }).toEqual(['completed']);
  });
});
