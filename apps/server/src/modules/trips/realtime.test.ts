import { BUSINESS_STREAM_EVENTS, type Session, TRIP_STREAM_EVENTS } from '@rutaviva/domain';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_JWT_SECRET, type TestContext } from '../../../test/context';
import {
  allowSeveralTrips,
  bearer,
  businessWithTrip,
  courierStep,
  createBusiness,
  itAnswers401WithoutSession,
  postPoints,
  startTrip,
} from '../../../test/factories';
import { expectStreamEvent } from '../../../test/shape';
import { openStream } from '../../../test/sse-client';
import { Tokens } from '../../lib/tokens';
import { latestEmails } from '../../providers/email/email.repo';
import { RedisBus } from '../../realtime/bus';
import { MONITOR_STREAM_MAX_MS } from '../../realtime/stream-sessions';

// Open monitor streams check their admin's session every 100 ms here, not every minute.
const ctx = await createTestContext({}, { streamSessionCheckMs: 100 });
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

const courierWithTrip = (app: TestContext['app'] = ctx.app) => businessWithTrip(app);

describe('GET /api/trips/:generated_trip_id/stream', () => {
  it('answers 404 for an unknown trip', async () => {
    const response = await fetch(`${baseUrl}/api/trips/unknown-trip/stream`);
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('trip_not_found');
  });

  it('sends the trip first, then every point in order, arrival and end, then closes', async () => {
    const { courier, trip } = await courierWithTrip();
    const stream = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const first = await stream.next();
    expect(first).toMatchObject({
      event: 'trip',
      id: '0',
      data: { generated_trip_id: trip.generated_trip_id },
    });
    expect(JSON.stringify(first.data)).not.toContain('55 1111');
    expectStreamEvent(TRIP_STREAM_EVENTS, first);

    const t = ctx.clock.seconds();
    await postPoints(ctx.app, courier, trip.generated_trip_id, [{ lat: 19.4, lng: -99.1, timestamp: t - 2 }]);
    await postPoints(ctx.app, courier, trip.generated_trip_id, [
      { lat: 19.41, lng: -99.1, timestamp: t - 1 },
      { lat: 19.42, lng: -99.1, timestamp: t },
    ]);
    const one = await stream.next();
    const two = await stream.next();
    expect(one).toMatchObject({
      event: 'coordinates',
      id: '1',
      data: { points: [{ lat: 19.4, lng: -99.1, timestamp: t - 2 }] },
    });
    expect(two).toMatchObject({ event: 'coordinates', id: '3', data: { point_count: 3 } });
    expect(two.data.points).toHaveLength(2);
    expectStreamEvent(TRIP_STREAM_EVENTS, one);
    expectStreamEvent(TRIP_STREAM_EVENTS, two);

    await courierStep(ctx.app, courier, trip, 'arrival');
    const arrived = await stream.next();
    expect(arrived.event).toBe('arrived');
    expectStreamEvent(TRIP_STREAM_EVENTS, arrived);
    await courierStep(ctx.app, courier, trip, 'end');
    const ended = await stream.next();
    expect(ended).toMatchObject({ event: 'ended', data: { valid: true } });
    expectStreamEvent(TRIP_STREAM_EVENTS, ended);
    expect(await stream.nextOrEnd()).toBeNull();
  });

  it('resumes from Last-Event-ID with only the missed points', async () => {
    const { courier, trip } = await courierWithTrip();
    const t = ctx.clock.seconds();
    await postPoints(
      ctx.app,
      courier,
      trip.generated_trip_id,
      [0, 1, 2, 3].map((i) => ({ lat: 19 + i / 100, lng: -99, timestamp: t - 10 + i })),
    );
    const stream = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`, {
      'last-event-id': '2',
    });
    const missed = await stream.next();
    expect(missed).toMatchObject({ event: 'coordinates', id: '4' });
    expect(missed.data.points.map((p: { timestamp: number }) => p.timestamp)).toEqual([t - 8, t - 7]);
    expectStreamEvent(TRIP_STREAM_EVENTS, missed);
    stream.close();
  });

  it('shows an ended trip and closes at once', async () => {
    const { courier, trip } = await courierWithTrip();
    await courierStep(ctx.app, courier, trip, 'end');
    const stream = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    expect(await stream.next()).toMatchObject({ event: 'trip' });
    expect(await stream.nextOrEnd()).toBeNull();
  });
});

/** Asks for a token to the business channel `channel` as `admin`. */
const portalAuth = (admin: { jwt_token: string }, channel: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/pusher/portal_auth',
    headers: bearer(admin),
    payload: { channel_name: channel },
  });

describe('POST /pusher/portal_auth and GET /api/realtime', () => {
  itAnswers401WithoutSession(ctx.app, {
    method: 'POST',
    url: '/pusher/portal_auth',
    payload: { channel_name: 'x' },
  });

  it("refuses another business's channel with 403", async () => {
    const { admin } = await courierWithTrip();
    const { admin: other } = await courierWithTrip();
    const response = await portalAuth(admin, `private-my-channel-${other.business_id}`);
    expect(response.statusCode).toBe(403);
  });

  it('refuses a stream with a forged or foreign token', async () => {
    const { admin } = await courierWithTrip();
    const channel = `private-my-channel-${admin.business_id}`;
    const forged = await fetch(`${baseUrl}/api/realtime?channel=${channel}&auth=forged`);
    expect(forged.status).toBe(403);
    // A token of the admin's own channel, naming the admin's live session, opens no other business's.
    const { session: other } = await createBusiness(ctx.app);
    const own = (await portalAuth(admin, channel)).json().auth;
    const foreign = await fetch(
      `${baseUrl}/api/realtime?channel=private-my-channel-${other.business_id}&auth=${own}`,
    );
    expect(foreign.status).toBe(403);
  });

  it("streams the business's live trips, then only its own trips' events", async () => {
    const { admin, courier, trip } = await courierWithTrip();
    const other = await courierWithTrip();
    await allowSeveralTrips(ctx.app, admin);
    const channel = `private-my-channel-${admin.business_id}`;
    const auth = await portalAuth(admin, channel);
    expect(auth.statusCode).toBe(200);
    await postPoints(ctx.app, courier, trip.generated_trip_id, [
      { lat: 19.39, lng: -99.1, timestamp: ctx.clock.seconds() - 5 },
    ]);
    const stream = await openStream(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth.json().auth}`);
    const snapshot = await stream.next();
    expect(snapshot.data.trips[0].all_coordinates).toEqual([{ lat: 19.39, lng: -99.1 }]);
    expect(snapshot.event).toBe('trips');
    expect(snapshot.data.trips.map((each: { trip_id: string }) => each.trip_id)).toEqual([trip.trip_id]);
    expectStreamEvent(BUSINESS_STREAM_EVENTS, snapshot);
    const couriers = await stream.next();
    expect(couriers).toMatchObject({
      event: 'couriers',
      data: { couriers: [{ id: courier.courier.id, activity: 'on_delivery' }] },
    });
    expectStreamEvent(BUSINESS_STREAM_EVENTS, couriers);

    await postPoints(ctx.app, other.courier, other.trip.generated_trip_id, [
      { lat: 1, lng: 1, timestamp: ctx.clock.seconds() },
    ]);
    const second = await startTrip(ctx.app, courier, '55 3333 4444');
    const started = await stream.next();
    expect(started).toMatchObject({
      event: 'trip_started',
      data: { trip_id: second.trip_id, customer_phone_number: '+525533334444' },
    });
    expectStreamEvent(BUSINESS_STREAM_EVENTS, started);
    await postPoints(ctx.app, courier, trip.generated_trip_id, [
      { lat: 19.4, lng: -99.1, timestamp: ctx.clock.seconds() },
    ]);
    const coordinates = await stream.next();
    expect(coordinates).toMatchObject({ event: 'coordinates', data: { trip_id: trip.trip_id } });
    expectStreamEvent(BUSINESS_STREAM_EVENTS, coordinates);
    stream.close();
  });

  it('ends the stream with a reauthorize event when a token that names no session runs out', async () => {
    const { session } = await createBusiness(ctx.app);
    const channel = `private-my-channel-${session.business_id}`;
    // A token that lasts one second and names no admin, as /pusher/portal_auth signed them before.
    const auth = await new Tokens(TEST_JWT_SECRET, ctx.clock).signChannel(channel, 1);
    const stream = await openStream(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth}`);
    expect((await stream.next()).event).toBe('trips');
    expect((await stream.next()).event).toBe('couriers');
    expect((await stream.next(5_000)).event).toBe('reauthorize');
    expect(await stream.nextOrEnd(5_000)).toBeNull();
  });

  it("keeps the stream open past its token's life while the admin's session holds", async () => {
    const { admin, courier, trip } = await courierWithTrip();
    const channel = `private-my-channel-${admin.business_id}`;
    // A token of one second naming the admin's session, as /pusher/portal_auth signs them.
    const viewer = { userId: admin.user_id, sessionVersion: 0 };
    const auth = await new Tokens(TEST_JWT_SECRET, ctx.clock).signChannel(channel, 1, viewer);
    const stream = await openStream(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth}`);
    expect((await stream.next()).event).toBe('trips');
    expect((await stream.next()).event).toBe('couriers');
    // Past the token's life and past a session check: another admin's stream ends once that
    // admin's session does, and this one goes on.
    ctx.clock.advance(5 * 60_000);
    const { session: other } = await createBusiness(ctx.app);
    const otherChannel = `private-my-channel-${other.business_id}`;
    const ended = await openStream(
      `${baseUrl}/api/realtime?channel=${otherChannel}&auth=${(await portalAuth(other, otherChannel)).json().auth}`,
    );
    await logOutEverywhere(other);
    expect(await eventsUntilEnd(ended)).toContain('reauthorize');
    await postPoints(ctx.app, courier, trip.generated_trip_id, [
      { lat: 19.4, lng: -99.1, timestamp: ctx.clock.seconds() },
    ]);
    expect(await stream.next()).toMatchObject({ event: 'coordinates', data: { trip_id: trip.trip_id } });
    stream.close();
  });

  it.each([
    ['log out everywhere', (admin: Session) => logOutEverywhere(admin)],
    ['a password reset', (admin: Session, email: string) => resetPassword(admin, email)],
    [
      "the admin's removal",
      async (admin: Session) => {
        await ctx.db.deleteFrom('users').where('id', '=', admin.user_id).execute();
      },
    ],
    [
      "the admin's move to another business",
      async (admin: Session) => {
        const { session: other } = await createBusiness(ctx.app);
        await ctx.db
          .updateTable('users')
          .set({ business_id: other.business_id })
          .where('id', '=', admin.user_id)
          .execute();
      },
    ],
  ])('ends the stream with reauthorize after %s, and gives no new token', async (_, endSession) => {
    const { session: admin, input } = await createBusiness(ctx.app);
    const channel = `private-my-channel-${admin.business_id}`;
    const stream = await openStream(
      `${baseUrl}/api/realtime?channel=${channel}&auth=${(await portalAuth(admin, channel)).json().auth}`,
    );
    expect((await stream.next()).event).toBe('trips');
    await endSession(admin, input.email);
    expect(await eventsUntilEnd(stream)).toEqual(['couriers', 'reauthorize']);
    expect((await portalAuth(admin, channel)).statusCode).toBe(401);
  });

  it('refuses (403) a token signed before the session ended', async () => {
    const { session: admin } = await createBusiness(ctx.app);
    const channel = `private-my-channel-${admin.business_id}`;
    const auth = (await portalAuth(admin, channel)).json().auth;
    await logOutEverywhere(admin);
    const response = await fetch(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth}`);
    expect(response.status).toBe(403);
  });

  it('refuses (403) a token naming an admin of another business', async () => {
    const { session: admin } = await createBusiness(ctx.app);
    const { session: stranger } = await createBusiness(ctx.app);
    const channel = `private-my-channel-${admin.business_id}`;
    // Signed with the server's key for this business's channel, but naming the other's admin.
    const viewer = { userId: stranger.user_id, sessionVersion: 0 };
    const auth = await new Tokens(TEST_JWT_SECRET, ctx.clock).signChannel(channel, 60, viewer);
    const response = await fetch(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth}`);
    expect(response.status).toBe(403);
    const own = await new Tokens(TEST_JWT_SECRET, ctx.clock).signChannel(channel, 60, {
      userId: admin.user_id,
      sessionVersion: 0,
    });
    const stream = await openStream(`${baseUrl}/api/realtime?channel=${channel}&auth=${own}`);
    expect((await stream.next()).event).toBe('trips');
    stream.close();
  });

  it("ends the stream with reauthorize when the admin's session token expires", async () => {
    const { session: admin } = await createBusiness(ctx.app);
    const channel = `private-my-channel-${admin.business_id}`;
    const sessionExpires = ctx.clock.seconds() + 120;
    const viewer = { userId: admin.user_id, sessionVersion: 0, sessionExpires };
    const auth = await new Tokens(TEST_JWT_SECRET, ctx.clock).signChannel(channel, 60, viewer);
    const stream = await openStream(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth}`);
    expect((await stream.next()).event).toBe('trips');
    ctx.clock.advance(121_000);
    expect(await eventsUntilEnd(stream)).toEqual(['couriers', 'reauthorize']);
  });

  it('ends any monitor stream with reauthorize after 12 hours', async () => {
    const { session: admin } = await createBusiness(ctx.app);
    const channel = `private-my-channel-${admin.business_id}`;
    const stream = await openStream(
      `${baseUrl}/api/realtime?channel=${channel}&auth=${(await portalAuth(admin, channel)).json().auth}`,
    );
    expect((await stream.next()).event).toBe('trips');
    expect((await stream.next()).event).toBe('couriers');
    ctx.clock.advance(MONITOR_STREAM_MAX_MS + 1_000);
    expect(await eventsUntilEnd(stream)).toEqual(['reauthorize']);
  });

  it('refuses a channel token after 60 seconds', async () => {
    const { admin } = await courierWithTrip();
    const channel = `private-my-channel-${admin.business_id}`;
    const auth = await portalAuth(admin, channel);
    ctx.clock.advance(61_000);
    const late = await fetch(`${baseUrl}/api/realtime?channel=${channel}&auth=${auth.json().auth}`);
    expect(late.status).toBe(403);
  });
});

/** The events left on a stream until it ends. */
async function eventsUntilEnd(stream: Awaited<ReturnType<typeof openStream>>) {
  const events: string[] = [];
  for (let event = await stream.nextOrEnd(); event; event = await stream.nextOrEnd())
    events.push(event.event);
  return events;
}

async function logOutEverywhere(admin: Session) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/logout_all', headers: bearer(admin) });
  expect(response.statusCode).toBe(200);
}

/** Resets the admin's password through the emailed link, as the admin would. */
async function resetPassword(admin: Session, email: string) {
  await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email } });
  await ctx.app.drainBackgroundWork();
  const sent = (await latestEmails(ctx.db, 50)).find((mail) => mail.to_address === email);
  const token = /\/password_reset\/[^/\s]+\/(\S+)/.exec(sent?.text_body ?? '')?.[1] ?? '';
  const password = 'aNewPassword123';
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/password_reset',
    payload: { user_id: admin.user_id, jwt_token: token, password, password_repeat: password },
  });
  expect(response.json()).toEqual({ data: { ok: true } });
}

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('two server processes over Redis', async () => {
  const connections = Array.from({ length: 4 }, () => new Redis(redisUrl ?? ''));
  afterAll(() => Promise.all(connections.map((connection) => connection.quit())));
  const [pubA, subA, pubB, subB] = connections as [Redis, Redis, Redis, Redis];
  const prefix = `rutaviva-test-${Date.now()}:`;
  const processA = await createTestContext({}, { bus: new RedisBus(pubA, subA, prefix) });
  const processB = await createTestContext({}, { bus: new RedisBus(pubB, subB, prefix), db: processA.db });
  const urlB = await processB.app.listen({ port: 0, host: '127.0.0.1' });

  it('delivers a point posted to one process to a stream open on the other', async () => {
    const { courier, trip } = await courierWithTrip(processA.app);
    const stream = await openStream(`${urlB}/api/trips/${trip.generated_trip_id}/stream`);
    expect((await stream.next()).event).toBe('trip');
    const t = processA.clock.seconds() - 60;
    for (let i = 0; i < 5; i++) {
      await postPoints(processA.app, courier, trip.generated_trip_id, [
        { lat: 19 + i / 1000, lng: -99, timestamp: t + i },
      ]);
    }
    const received: number[] = [];
    for (let i = 0; i < 5; i++) {
      const event = await stream.next();
      received.push(...event.data.points.map((p: { timestamp: number }) => p.timestamp));
    }
    expect(received).toEqual([t, t + 1, t + 2, t + 3, t + 4]);
    stream.close();
  });
});
