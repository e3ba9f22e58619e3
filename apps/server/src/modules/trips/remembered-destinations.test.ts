import { OpenTripsSchema, RememberedDestinationSchema, type Session } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  businessWithCourier,
  type CourierSession,
  createCourier,
  expectFieldError,
  startTrip,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();

const PHONE = '55 1234 5678';
const HOME = { lat: 19.4326, lng: -99.1332 };

const remembered = (who: { jwt_token: string } | null, phone: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/courier/remembered_destination?customer_phone_number=${encodeURIComponent(phone)}`,
    headers: who ? bearer(who) : {},
  });

const proposal = async (courier: CourierSession, phone = PHONE) => {
  const response = await remembered(courier, phone);
  expect(response.statusCode, response.body).toBe(200);
  expectShape(RememberedDestinationSchema, response.json());
  return response.json().destination as { lat: number; lng: number; delivered_at: number } | null;
};

const start = (courier: CourierSession, payload: Record<string, unknown>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/trips',
    headers: bearer(courier),
    payload: { customer_phone_number: PHONE, end_open_trips: true, ...payload },
  });

/** A delivery to `phone` that went to `to`, started and ended. */
async function deliveredTo(courier: CourierSession, to: { lat: number; lng: number }, phone = PHONE) {
  const response = await start(courier, { customer_phone_number: phone, destination: to });
  expect(response.statusCode, response.body).toBe(201);
  const trip = response.json() as { trip_id: string; generated_trip_id: string };
  ctx.clock.advance(20 * 60_000);
  await ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${trip.generated_trip_id}/end`,
    headers: bearer(courier),
  });
  ctx.clock.advance(60 * 60_000);
  return trip;
}

const rememberDestinations = async (admin: Session, on: boolean) => {
  const response = await ctx.app.inject({
    method: 'PATCH',
    url: '/api/business',
    headers: bearer(admin),
    payload: { remember_destinations: on },
  });
  expect(response.statusCode, response.body).toBe(200);
};

describe('GET /api/courier/remembered_destination', () => {
  it('answers 401 without a session and 403 to an admin', async () => {
    const { admin } = await businessWithCourier(ctx.app);
    expect((await remembered(null, PHONE)).statusCode).toBe(401);
    expect((await remembered(admin, PHONE)).statusCode).toBe(403);
  });

  it('answers 400 naming the field for a number that cannot be read', async () => {
    const { courier } = await businessWithCourier(ctx.app);
    expectFieldError(await remembered(courier, '12'), 'customer_phone_number', 'invalid_phone');
    expectFieldError(await remembered(courier, ''), 'customer_phone_number', 'required');
  });

  it('proposes nothing to a number never delivered to with a destination', async () => {
    const { courier } = await businessWithCourier(ctx.app);
    await startTrip(ctx.app, courier, PHONE);
    expect(await proposal(courier)).toBeNull();
  });

  it("proposes the business's latest destination to that number, however the number is written", async () => {
    const { courier } = await businessWithCourier(ctx.app);
    await deliveredTo(courier, { lat: 19.4, lng: -99.1 });
    const latest = await deliveredTo(courier, HOME);
    // A later delivery without a destination does not hide the last one that had one.
    await startTrip(ctx.app, courier, PHONE);
    const row = await ctx.db
      .selectFrom('trips')
      .select(['start_time', 'end_time'])
      .where('id', '=', latest.trip_id)
      .executeTakeFirstOrThrow();
    expect(await proposal(courier, '+52 55 1234 5678')).toEqual({
      ...HOME,
      delivered_at: Math.floor((row.end_time ?? row.start_time).getTime() / 1000),
    });
  });

  it("counts the customer's own pin as much as a remembered one, once that delivery has ended", async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    await deliveredTo(courier, HOME);
    const pinned = await startTrip(ctx.app, courier, PHONE);
    await ctx.db
      .updateTable('trips')
      .set({
        destination_lat: 19.5,
        destination_lng: -99.2,
        destination_source: 'customer',
        destination_set_at: ctx.clock.now(),
      })
      .where('id', '=', pinned.trip_id)
      .execute();
    // While that delivery runs its place is its courier's and the admins' only: a colleague who
    // types the same number is offered the last ended one.
    const colleague = await createCourier(ctx.app, admin);
    expect(await proposal(colleague)).toMatchObject(HOME);
    ctx.clock.advance(10 * 60_000);
    await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${pinned.generated_trip_id}/end`,
      headers: bearer(courier),
    });
    expect(await proposal(colleague)).toMatchObject({ lat: 19.5, lng: -99.2 });
  });

  it('never proposes what another business delivered to the same number', async () => {
    const first = await businessWithCourier(ctx.app);
    const second = await businessWithCourier(ctx.app);
    await deliveredTo(first.courier, HOME);
    expect(await proposal(second.courier)).toBeNull();
    expect(await proposal(first.courier)).toMatchObject(HOME);
  });

  it('proposes nothing while the business has remembering turned off, and again once on', async () => {
    const { admin, courier } = await businessWithCourier(ctx.app);
    await deliveredTo(courier, HOME);
    await rememberDestinations(admin, false);
    expect(await proposal(courier)).toBeNull();
    await rememberDestinations(admin, true);
    expect(await proposal(courier)).toMatchObject(HOME);
  });

  it('forgets a destination once the trips it came from are deleted', async () => {
    const { courier } = await businessWithCourier(ctx.app);
    const trip = await deliveredTo(courier, HOME);
    expect(await proposal(courier)).toMatchObject(HOME);
    await ctx.db.deleteFrom('trips').where('id', '=', trip.trip_id).execute();
    expect(await proposal(courier)).toBeNull();
  });
});

describe('POST /api/trips with a destination', () => {
  it('stores the confirmed destination as remembered and the courier app lists it', async () => {
    const { courier } = await businessWithCourier(ctx.app);
    const response = await start(courier, { destination: HOME });
    expect(response.statusCode, response.body).toBe(201);
    const { trip_id: tripId } = response.json() as { trip_id: string };
    const row = await ctx.db
      .selectFrom('trips')
      .select(['destination_lat', 'destination_lng', 'destination_source', 'destination_set_at'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      destination_lat: HOME.lat,
      destination_lng: HOME.lng,
      destination_source: 'remembered',
      destination_set_at: ctx.clock.now(),
    });
    const open = await ctx.app.inject({
      method: 'GET',
      url: '/api/courier/open_trips',
      headers: bearer(courier),
    });
    expectShape(OpenTripsSchema, open.json());
    expect(open.json().data[0].destination).toEqual({
      ...HOME,
      source: 'remembered',
      set_at: ctx.clock.seconds(),
    });
  });

  it('answers the destination with the totals of each batch of points', async () => {
    const { courier } = await businessWithCourier(ctx.app);
    const { generated_trip_id: id } = (await start(courier, { destination: HOME })).json();
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${id}/coordinates`,
      headers: bearer(courier),
      payload: { points: [{ lat: 19.42, lng: -99.16, timestamp: ctx.clock.seconds() }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      point_count: 1,
      destination: { ...HOME, source: 'remembered' },
      estimate: null,
    });
  });

  it('answers the stored estimate with the batch, until the courier arrives', async () => {
    const { courier } = await businessWithCourier(ctx.app);
    const started = (await start(courier, { destination: HOME })).json() as {
      trip_id: string;
      generated_trip_id: string;
    };
    const now = ctx.clock.seconds();
    const stored = {
      seconds: 480,
      lowSeconds: 420,
      highSeconds: 560,
      arrivalAt: now + 480,
      computedAt: now,
      speedKmh: 20,
      uncertainty: 0.1,
      destination: HOME,
    };
    await ctx.db.updateTable('trips').set({ estimate: stored }).where('id', '=', started.trip_id).execute();
    const batch = (timestamp: number) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${started.generated_trip_id}/coordinates`,
        headers: bearer(courier),
        payload: { points: [{ lat: 19.42, lng: -99.16, timestamp }] },
      });
    expect((await batch(now)).json().estimate).toEqual({
      seconds: 480,
      low_seconds: 420,
      high_seconds: 560,
      arrival_at: now + 480,
      computed_at: now,
      ranged: false,
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${started.generated_trip_id}/arrival`,
      headers: bearer(courier),
    });
    ctx.clock.advance(5_000);
    expect((await batch(ctx.clock.seconds())).json().estimate).toBeNull();
  });

  it.each([
    [{ lat: 91, lng: -99 }, 'destination.lat', 'invalid_latitude'],
    [{ lat: 19, lng: -181 }, 'destination.lng', 'invalid_longitude'],
    [{ lat: 19 }, 'destination.lng', 'required'],
    [{ lat: '19', lng: -99 }, 'destination.lat', 'invalid_value'],
    [{ lat: 19, lng: -99, source: 'customer' }, 'destination.source', 'unknown_field'],
    ['home', 'destination', 'invalid_value'],
  ])('answers 400 for the destination %j and writes nothing', async (destination, field, code) => {
    const { courier } = await businessWithCourier(ctx.app);
    const before = await ctx.db.selectFrom('trips').select(ctx.db.fn.countAll().as('n')).executeTakeFirst();
    expectFieldError(await start(courier, { destination }), field, code);
    const after = await ctx.db.selectFrom('trips').select(ctx.db.fn.countAll().as('n')).executeTakeFirst();
    expect(after).toEqual(before);
  });
});
