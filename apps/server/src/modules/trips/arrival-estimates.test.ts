import {
  type ArrivalEstimate,
  BUSINESS_STREAM_EVENTS,
  estimateArrival,
  type LatLng,
  learnDetourFactor,
  TRIP_STREAM_EVENTS,
} from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { bearer, businessWithTrip, courierStep, postPoints } from '../../../test/factories';
import { expectStreamEvent } from '../../../test/shape';
import { openBusinessStream, openStream, type SseEvent } from '../../../test/sse-client';
import { insertPastTrip } from '../../../test/trip-fixtures';
import { estimateAt, pointsNorth, setDestination, storedEstimate } from './arrival-estimates.test-helpers';

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

/** Reads events until one named `name` (the others are the trip's points, the roster, …). */
async function nextNamed(stream: { next(ms?: number): Promise<SseEvent> }, name: string) {
  for (let i = 0; i < 10; i++) {
    const event = await stream.next();
    if (event.event === name) return event;
  }
  throw new Error(`no ${name} event`);
}

const START: LatLng = { lat: 19.4, lng: -99.15 };
/** About 3.3 km north of START. */
const FAR: LatLng = { lat: 19.43, lng: -99.15 };

async function post(
  c: TestContext,
  courier: { jwt_token: string },
  gid: string,
  points: ReturnType<typeof pointsNorth>,
) {
  const response = await postPoints(c.app, courier, gid, points);
  expect(response.statusCode, response.body).toBe(200);
  await c.app.drainBackgroundWork();
}

describe('arrival estimate after a batch of points', () => {
  it('is stored and sent on the trip stream and the business stream, without an event id', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    await setDestination(ctx.db, trip.trip_id, FAR);
    const tripStream = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    const businessStream = await openBusinessStream(ctx.app, baseUrl, admin);
    expect((await tripStream.next()).event).toBe('trip');
    const points = pointsNorth(START, ctx.clock.seconds(), 6);
    await post(ctx, courier, trip.generated_trip_id, points);

    const stored = await storedEstimate(ctx.db, trip.trip_id);
    expect(stored).toEqual(estimateAt(points, FAR, ctx.clock.seconds()));
    const coordinates = await tripStream.next();
    expect(coordinates).toMatchObject({ event: 'coordinates', id: '6' });
    const onTrip = await tripStream.next();
    expect(onTrip.event).toBe('estimate');
    expect(onTrip.id).toBeUndefined();
    expect(onTrip.data).toMatchObject({
      generated_trip_id: trip.generated_trip_id,
      has_destination: true,
      estimate: { seconds: stored?.seconds, arrival_at: stored?.arrivalAt },
    });
    expect(JSON.stringify(onTrip.data)).not.toContain('19.43');
    expectStreamEvent(TRIP_STREAM_EVENTS, onTrip);
    const onBusiness = await nextNamed(businessStream, 'estimate');
    expect(onBusiness.data).toEqual(onTrip.data);
    expectStreamEvent(BUSINESS_STREAM_EVENTS, onBusiness);

    // The public trip and a reconnection (Last-Event-ID 6) carry the estimate too.
    const page = await ctx.app.inject({ url: `/api/trips/${trip.generated_trip_id}` });
    expect(page.json()).toMatchObject({ has_destination: true, estimate: { seconds: stored?.seconds } });
    const resumed = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`, {
      'last-event-id': '6',
    });
    expect(await resumed.next()).toMatchObject({ event: 'estimate', data: { has_destination: true } });
    for (const stream of [tripStream, businessStream, resumed]) stream.close();
  });

  it('is not made, stored or sent without a destination', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    const stream = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    expect((await stream.next()).event).toBe('trip');
    await post(ctx, courier, trip.generated_trip_id, pointsNorth(START, ctx.clock.seconds(), 4));
    expect(await storedEstimate(ctx.db, trip.trip_id)).toBeNull();
    await courierStep(ctx.app, courier, trip, 'arrival');
    expect((await stream.next()).event).toBe('coordinates');
    expect((await stream.next()).event).toBe('arrived');
    stream.close();
  });

  it('becomes null once, at the arrival, and stays null after the end', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    await setDestination(ctx.db, trip.trip_id, FAR);
    await post(ctx, courier, trip.generated_trip_id, pointsNorth(START, ctx.clock.seconds(), 4));
    expect(await storedEstimate(ctx.db, trip.trip_id)).not.toBeNull();
    const businessStream = await openBusinessStream(ctx.app, baseUrl, admin);
    await courierStep(ctx.app, courier, trip, 'arrival');
    await ctx.app.drainBackgroundWork();
    expect(await storedEstimate(ctx.db, trip.trip_id)).toBeNull();
    const cleared = await nextNamed(businessStream, 'estimate');
    expect(cleared.data).toMatchObject({ trip_id: trip.trip_id, estimate: null });
    ctx.clock.advance(20_000);
    await post(ctx, courier, trip.generated_trip_id, pointsNorth(FAR, ctx.clock.seconds(), 2));
    await courierStep(ctx.app, courier, trip, 'end');
    await ctx.app.drainBackgroundWork();
    expect(await storedEstimate(ctx.db, trip.trip_id)).toBeNull();
    // After the null: the second batch's coordinates and the end, never another estimate.
    expect((await nextNamed(businessStream, 'ended')).event).toBe('ended');
    businessStream.close();
  });

  it('is cleared when an admin ends the delivery from the monitor', async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    await setDestination(ctx.db, trip.trip_id, FAR);
    await post(ctx, courier, trip.generated_trip_id, pointsNorth(START, ctx.clock.seconds(), 4));
    expect(await storedEstimate(ctx.db, trip.trip_id)).not.toBeNull();
    const ended = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.generated_trip_id}/admin_end`,
      headers: bearer(admin),
      payload: {},
    });
    expect(ended.statusCode, ended.body).toBe(200);
    await ctx.app.drainBackgroundWork();
    expect(await storedEstimate(ctx.db, trip.trip_id)).toBeNull();
  });

  it('does not jump when one position jumps', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    await setDestination(ctx.db, trip.trip_id, FAR);
    await post(ctx, courier, trip.generated_trip_id, pointsNorth(START, ctx.clock.seconds(), 6));
    const first = (await storedEstimate(ctx.db, trip.trip_id)) as ArrivalEstimate;
    ctx.clock.advance(20_000);
    // A GPS fix 2 km ahead: straight from it, the trip would be minutes shorter.
    const jump = [{ lat: 19.42, lng: -99.15, timestamp: ctx.clock.seconds() }];
    await post(ctx, courier, trip.generated_trip_id, jump);
    const second = (await storedEstimate(ctx.db, trip.trip_id)) as ArrivalEstimate;
    const raw = estimateArrival({
      positions: jump,
      destination: FAR,
      vehicleType: 'motorcycle',
      nowSeconds: ctx.clock.seconds(),
    }) as ArrivalEstimate;
    expect(first.seconds - raw.seconds).toBeGreaterThan(240);
    // At most 1 s plus 0.4 % of itself per second besides counting down the 20 s.
    expect(second.seconds).toBeGreaterThanOrEqual(first.seconds - 20 - (1 + 0.004 * first.seconds) * 20 - 1);
    expect(second.seconds).toBeLessThan(first.seconds);
  });
});

describe("a business's learned detour factor", () => {
  /** Past deliveries that went north 1 km and then east 1 km (travelled ≈ 1.41 × the straight line). */
  async function pastDeliveries(
    admin: { business_id: string; branch_names: { id: string }[] },
    courierId: string,
    count: number,
  ) {
    const routes: LatLng[][] = [];
    for (let i = 0; i < count; i++) {
      const start = new Date(ctx.clock.now().getTime() - (i + 1) * 3_600_000);
      const ids = await insertPastTrip(ctx.db, {
        businessId: admin.business_id,
        branchId: admin.branch_names[0]?.id as string,
        courierId,
        start,
        arrivedAfter: 20,
        endedAfter: 22,
        lastPointAfter: 20,
      });
      const route: LatLng[] = [];
      for (let k = 0; k <= 20; k++) {
        route.push(
          k <= 10
            ? { lat: 19.4 + k * 0.0009, lng: -99.15 }
            : { lat: 19.409, lng: -99.15 + (k - 10) * 0.00095 },
        );
      }
      await ctx.db
        .insertInto('trip_points')
        .values(
          route.map((point, k) => ({
            trip_id: ids.trip_id,
            recorded_at: new Date(start.getTime() + k * 60_000),
            lat: point.lat,
            lng: point.lng,
          })),
        )
        .execute();
      routes.push(route);
    }
    return routes;
  }

  it('is the vehicle default before 5 deliveries and the learned one from then on', async () => {
    for (const count of [4, 5]) {
      const { admin, courier, trip } = await businessWithTrip(ctx.app);
      const routes = await pastDeliveries(admin, courier.courier.id, count);
      const learned = learnDetourFactor(routes);
      expect(learned === null).toBe(count < 5);
      await setDestination(ctx.db, trip.trip_id, FAR);
      const points = pointsNorth(START, ctx.clock.seconds(), 5);
      await post(ctx, courier, trip.generated_trip_id, points);
      expect(await storedEstimate(ctx.db, trip.trip_id)).toEqual(
        estimateAt(points, FAR, ctx.clock.seconds(), learned),
      );
    }
  });
});
