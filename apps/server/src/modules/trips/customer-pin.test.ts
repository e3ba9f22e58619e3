import {
  BUSINESS_STREAM_EVENTS,
  CourierTripListSchema,
  CustomerPinAnswerSchema,
  OpenTripsSchema,
  PublicTripSchema,
  TRIP_STREAM_EVENTS,
} from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import {
  bearer,
  businessWithTrip,
  courierStep,
  createCourier,
  expectError,
  expectFieldError,
  expectRateLimitedAfter,
  startTrip,
} from '../../../test/factories';
import { expectShape, expectStreamEvent } from '../../../test/shape';
import { openBusinessStream, openStream } from '../../../test/sse-client';

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
// A second app on the same database, as another server process with a small limit.
const limited = await createTestContext(
  { rateLimits: { ...TEST_RATE_LIMITS, customerPin: { max: 3, windowSeconds: 60 } } },
  { db: ctx.db },
);

const HOME = { lat: 19.4326, lng: -99.1332 };
const NEXT_DOOR = { lat: 19.4331, lng: -99.1327 };

const pin = (id: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `/api/trips/${id}/destination`, payload: payload as object });
const unpin = (id: string) => ctx.app.inject({ method: 'DELETE', url: `/api/trips/${id}/destination` });

const publicTrip = async (id: string) => {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/trips/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return expectShape(PublicTripSchema, response.json());
};

const openTripsOf = async (courier: { jwt_token: string }) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/courier/open_trips',
    headers: bearer(courier),
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectShape(OpenTripsSchema, response.json()).data;
};

/** What the database holds for the trip's destination. */
const stored = (tripId: string) =>
  ctx.db
    .selectFrom('trips')
    .select(['destination_lat', 'destination_lng', 'destination_source', 'destination_set_at'])
    .where('id', '=', tripId)
    .executeTakeFirstOrThrow();

/** A number as text, so a test can search a JSON body for it. */
const digits = (value: number) => String(value);

describe('PUT /api/trips/:generated_trip_id/destination', () => {
  it('answers 404 trip_not_found for an unknown trip', async () => {
    expectError(await pin('no-such-trip', HOME), 404, 'trip_not_found');
  });

  it('names lat or lng in a 400 and writes nothing', async () => {
    const { trip } = await businessWithTrip(ctx.app);
    const id = trip.generated_trip_id;
    expectFieldError(await pin(id, { lat: 91, lng: 0 }), 'lat', 'invalid_latitude');
    expectFieldError(await pin(id, { lat: 0, lng: -180.5 }), 'lng', 'invalid_longitude');
    expectFieldError(await pin(id, { lat: '19.4', lng: 0 }), 'lat', 'invalid_value');
    expectFieldError(await pin(id, { lat: 19.4 }), 'lng', 'required');
    expectFieldError(await pin(id, { ...HOME, accuracy: 5 }), 'accuracy', 'unknown_field');
    expect((await stored(trip.trip_id)).destination_lat).toBeNull();
  });

  it('sets the destination as the customer, answers without the place, and moves it', async () => {
    const { trip } = await businessWithTrip(ctx.app);
    const set = await pin(trip.generated_trip_id, HOME);
    expect(set.statusCode, set.body).toBe(200);
    expect(expectShape(CustomerPinAnswerSchema, set.json())).toEqual({ has_destination: true });
    expect(await stored(trip.trip_id)).toEqual({
      destination_lat: HOME.lat,
      destination_lng: HOME.lng,
      destination_source: 'customer',
      destination_set_at: ctx.clock.now(),
    });

    ctx.clock.advance(30_000);
    expect((await pin(trip.generated_trip_id, NEXT_DOOR)).statusCode).toBe(200);
    expect(await stored(trip.trip_id)).toMatchObject({
      destination_lat: NEXT_DOOR.lat,
      destination_lng: NEXT_DOOR.lng,
      destination_set_at: ctx.clock.now(),
    });
  });

  it('answers 429 rate_limited past the limit per address', async () => {
    const { trip } = await businessWithTrip(ctx.app);
    const url = `/api/trips/${trip.generated_trip_id}/destination`;
    await expectRateLimitedAfter(() => limited.app.inject({ method: 'PUT', url, payload: HOME }), 3, 200);
    await expectRateLimitedAfter(() => limited.app.inject({ method: 'DELETE', url }), 3, 200);
  });

  it('answers 409 trip_ended once the delivery has ended, and writes nothing', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    await courierStep(ctx.app, courier, trip, 'end');
    expectError(await pin(trip.generated_trip_id, HOME), 409, 'trip_ended');
    expect((await stored(trip.trip_id)).destination_lat).toBeNull();
  });
});

describe('DELETE /api/trips/:generated_trip_id/destination', () => {
  it('answers 404 trip_not_found for an unknown trip', async () => {
    expectError(await unpin('no-such-trip'), 404, 'trip_not_found');
  });

  it('clears the destination whoever set it', async () => {
    const { trip } = await businessWithTrip(ctx.app);
    await pin(trip.generated_trip_id, HOME);
    // As if the courier or an integration had set it: the customer may still clear it.
    await ctx.db
      .updateTable('trips')
      .set({ destination_source: 'courier' })
      .where('id', '=', trip.trip_id)
      .execute();
    const cleared = await unpin(trip.generated_trip_id);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(expectShape(CustomerPinAnswerSchema, cleared.json())).toEqual({ has_destination: false });
    expect(await stored(trip.trip_id)).toEqual({
      destination_lat: null,
      destination_lng: null,
      destination_source: null,
      destination_set_at: null,
    });
    expect((await publicTrip(trip.generated_trip_id)).has_destination).toBe(false);
  });

  it('answers 409 trip_ended once the delivery has ended', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    await pin(trip.generated_trip_id, HOME);
    await courierStep(ctx.app, courier, trip, 'end');
    expectError(await unpin(trip.generated_trip_id), 409, 'trip_ended');
  });
});

describe("who sees the customer's pin", () => {
  it('the public trip and its stream say only that there is one, never where', async () => {
    const { trip } = await businessWithTrip(ctx.app);
    await pin(trip.generated_trip_id, HOME);
    const body = await publicTrip(trip.generated_trip_id);
    expect(body.has_destination).toBe(true);
    expect(JSON.stringify(body)).not.toContain(digits(HOME.lat));
    expect(JSON.stringify(body)).not.toContain(digits(HOME.lng));

    const stream = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    const first = await stream.next();
    expect(first.event).toBe('trip');
    expectStreamEvent(TRIP_STREAM_EVENTS, first);
    expect(first.data.has_destination).toBe(true);
    expect(JSON.stringify(first.data)).not.toContain(digits(HOME.lat));
    stream.close();

    // A page that was away while the pin was cleared hears it when it comes back (Last-Event-ID).
    await unpin(trip.generated_trip_id);
    const back = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`, {
      'Last-Event-ID': first.id ?? '0',
    });
    expect(await back.next()).toMatchObject({
      event: 'estimate',
      data: { has_destination: false, estimate: null },
    });
    back.close();
  });

  it("the business's monitor sees where, in its picture and as a destination event", async () => {
    const { admin, trip } = await businessWithTrip(ctx.app);
    const stream = await openBusinessStream(ctx.app, baseUrl, admin);
    const picture = await stream.next();
    expect(picture.event).toBe('trips');
    await stream.next(); // the couriers

    ctx.clock.advance(5_000);
    await pin(trip.generated_trip_id, HOME);
    const placed = await stream.next();
    expectStreamEvent(BUSINESS_STREAM_EVENTS, placed);
    expect(placed).toMatchObject({
      event: 'destination',
      data: {
        trip_id: trip.trip_id,
        generated_trip_id: trip.generated_trip_id,
        destination: { ...HOME, source: 'customer', set_at: ctx.clock.seconds() },
      },
    });
    // The estimate follows: a destination, no time yet (no position).
    expect(await stream.next()).toMatchObject({
      event: 'estimate',
      data: { has_destination: true, estimate: null },
    });
    await unpin(trip.generated_trip_id);
    const cleared = await stream.next();
    expect(cleared).toMatchObject({ event: 'destination', data: { destination: null } });
    // Announced even though the estimate stays null: pages that showed a pin learn it is gone.
    expect(await stream.next()).toMatchObject({
      event: 'estimate',
      data: { has_destination: false, estimate: null },
    });
    stream.close();

    await pin(trip.generated_trip_id, NEXT_DOOR);
    const again = await openBusinessStream(ctx.app, baseUrl, admin);
    const snapshot = await again.next();
    expectStreamEvent(BUSINESS_STREAM_EVENTS, snapshot);
    expect(snapshot.data.trips[0]).toMatchObject({
      trip_id: trip.trip_id,
      destination: { ...NEXT_DOOR, source: 'customer' },
    });
    again.close();
  });

  it("another business's admin finds no such trip", async () => {
    const { trip } = await businessWithTrip(ctx.app);
    const other = await businessWithTrip(ctx.app);
    await pin(trip.generated_trip_id, HOME);
    const route = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${trip.generated_trip_id}/route`,
      headers: bearer(other.admin),
    });
    expectError(route, 404, 'trip_not_found');
    const stream = await openBusinessStream(ctx.app, baseUrl, other.admin);
    const picture = await stream.next();
    expect(picture.data.trips.map((each: { trip_id: string }) => each.trip_id)).toEqual([other.trip.trip_id]);
    expect(JSON.stringify(picture.data)).not.toContain(digits(HOME.lat));
    stream.close();
  });

  it("the trip's courier sees it while the delivery runs; a colleague never sees the trip", async () => {
    const { admin, courier, trip } = await businessWithTrip(ctx.app);
    const colleague = await createCourier(ctx.app, admin);
    await startTrip(ctx.app, colleague, '55 3333 4444');
    await pin(trip.generated_trip_id, HOME);

    const [own] = await openTripsOf(courier);
    expect(own).toMatchObject({
      generated_trip_id: trip.generated_trip_id,
      destination: { ...HOME, source: 'customer', set_at: ctx.clock.seconds() },
    });
    const theirs = await openTripsOf(colleague);
    expect(theirs.map((each) => each.generated_trip_id)).not.toContain(trip.generated_trip_id);
    expect(JSON.stringify(theirs)).not.toContain(digits(HOME.lat));
  });

  it('goes with the route when the delivery ends: the courier has null, the public has none', async () => {
    const { courier, trip } = await businessWithTrip(ctx.app);
    await pin(trip.generated_trip_id, HOME);
    expect((await courierStep(ctx.app, courier, trip, 'end')).statusCode).toBe(200);
    expect(await openTripsOf(courier)).toEqual([]);
    const history = await ctx.app.inject({
      method: 'GET',
      url: '/api/courier/trips',
      headers: bearer(courier),
    });
    const [mine] = expectShape(CourierTripListSchema, history.json()).data;
    expect(mine).toMatchObject({ generated_trip_id: trip.generated_trip_id, destination: null });
    const done = await publicTrip(trip.generated_trip_id);
    expect(done.has_destination).toBe(false);
    expect(JSON.stringify(done)).not.toContain(digits(HOME.lat));
  });
});
