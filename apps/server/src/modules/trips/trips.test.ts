import {
  CoordinatesAnswerSchema,
  CourierTripAnswerSchema,
  CourierTripListSchema,
  PublicTripSchema,
  RouteSchema,
  StartedTripSchema,
} from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  allowSeveralTrips,
  bearer,
  businessWithCourier,
  expectError,
  expectFieldError,
  itAnswers401WithoutSession,
  startTrip,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { latestMessages } from './trips.test-helpers';

const ctx = await createTestContext();

const setup = () => businessWithCourier(ctx.app);

const post = (url: string, courier: { jwt_token: string }, payload?: unknown) =>
  ctx.app.inject({ method: 'POST', url, headers: bearer(courier), payload: payload as object });

describe('POST /api/trips', () => {
  itAnswers401WithoutSession(
    ctx.app,
    { method: 'POST', url: '/api/trips', payload: { customer_phone_number: '5511112222' } },
    'answers 401 without a courier session',
  );

  it('refuses an admin token with 403', async () => {
    const { admin } = await setup();
    expect((await post('/api/trips', admin, { customer_phone_number: '5511112222' })).statusCode).toBe(403);
  });

  it('starts a trip from only the phone number and queues the tracking message', async () => {
    const { courier } = await setup();
    const response = await post('/api/trips', courier, { customer_phone_number: '55 1111 2222' });
    expect(response.statusCode).toBe(201);
    const trip = expectShape(StartedTripSchema, response.json());
    expect(trip.generated_trip_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(trip.tracking_url).toBe(`http://rutaviva.test/t?id=${trip.generated_trip_id}`);

    const [message] = await latestMessages(ctx.db, trip.trip_id);
    expect(message).toMatchObject({ channel: 'whatsapp', to_address: '+525511112222', status: 'outbox' });
    expect(message?.body).toContain(trip.tracking_url);
    // A Mexican business writes to its customers in Spanish only (issue 10).
    expect(message?.body).toContain('tu pedido va en camino');
    expect(message?.body).not.toContain('your delivery is on its way');
  });

  it('sends SMS to a US number', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier, '+1 415 555 2671');
    const [message] = await latestMessages(ctx.db, trip.trip_id);
    expect(message?.channel).toBe('sms');
  });

  it('rejects a bad phone number with 400 invalid_phone and starts nothing', async () => {
    const { courier } = await setup();
    const response = await post('/api/trips', courier, { customer_phone_number: '123' });
    expectError(response, 400, 'invalid_phone');
    expect(response.json().error.fields.customer_phone_number.code).toBe('invalid_phone');
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/courier/trips', headers: bearer(courier) });
    expect(mine.json().data).toEqual([]);
  });
});

describe('POST /api/trips/:generated_trip_id/coordinates', () => {
  it("answers 404 to a courier writing to someone else's trip, and stores nothing", async () => {
    const { courier } = await setup();
    const { courier: stranger } = await setup();
    const trip = await startTrip(ctx.app, courier);
    const response = await post(`/api/trips/${trip.generated_trip_id}/coordinates`, stranger, {
      points: [{ lat: 19.43, lng: -99.13, timestamp: ctx.clock.seconds() }],
    });
    expect(response.statusCode).toBe(404);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })).json()
        .all_coordinates,
    ).toEqual([]);
  });

  it('stores points, skips ones already stored and keeps the running distance', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    const t = ctx.clock.seconds();
    const url = `/api/trips/${trip.generated_trip_id}/coordinates`;
    const first = await post(url, courier, {
      points: [
        { lat: 19.4, lng: -99.1, timestamp: t - 20 },
        { lat: 19.41, lng: -99.1, timestamp: t - 10 },
      ],
    });
    expect(first.statusCode).toBe(200);
    expectShape(CoordinatesAnswerSchema, first.json());
    expect(first.json().point_count).toBe(2);
    expect(first.json().distance_km).toBeCloseTo(1.112, 2);

    const again = await post(url, courier, {
      points: [
        { lat: 19.41, lng: -99.1, timestamp: t - 10 },
        { lat: 19.42, lng: -99.1, timestamp: t },
      ],
    });
    expect(again.json().point_count).toBe(3);
    expect(again.json().distance_km).toBeCloseTo(2.224, 2);
  });

  it('accepts a late batch out of order and measures the route in time order', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    const t = ctx.clock.seconds();
    const url = `/api/trips/${trip.generated_trip_id}/coordinates`;
    await post(url, courier, { points: [{ lat: 19.42, lng: -99.1, timestamp: t }] });
    const late = await post(url, courier, {
      points: [
        { lat: 19.41, lng: -99.1, timestamp: t - 10 },
        { lat: 19.4, lng: -99.1, timestamp: t - 20 },
      ],
    });
    expect(late.json()).toMatchObject({ point_count: 3 });
    expect(late.json().distance_km).toBeCloseTo(2.224, 2);
    const route = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    expect(route.coordinates_timestamps).toEqual([t - 20, t - 10, t]);
  });

  it.each([
    ['points.0.lat', [{ lat: 91, lng: 0, timestamp: 1 }], 'invalid_latitude'],
    ['points.0.lng', [{ lat: 0, lng: -181, timestamp: 1 }], 'invalid_longitude'],
    ['points.0.timestamp', [{ lat: 0, lng: 0, timestamp: 'yesterday' }], 'invalid_value'],
    ['points', [], 'points_required'],
  ])('rejects a bad %s with 400 and stores nothing', async (field, points, code) => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    const response = await post(`/api/trips/${trip.generated_trip_id}/coordinates`, courier, { points });
    expectFieldError(response, field, code);
  });

  it('rejects 501 points and points from the future, storing none of the batch', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    const url = `/api/trips/${trip.generated_trip_id}/coordinates`;
    const many = Array.from({ length: 501 }, (_, i) => ({
      lat: 19,
      lng: -99,
      timestamp: ctx.clock.seconds() - 1000 + i,
    }));
    expect((await post(url, courier, { points: many })).json().error.fields.points.code).toBe(
      'too_many_points',
    );
    const future = await post(url, courier, {
      points: [
        { lat: 19, lng: -99, timestamp: ctx.clock.seconds() - 5 },
        { lat: 19, lng: -99, timestamp: ctx.clock.seconds() + 3600 },
      ],
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error.fields['points.1.timestamp'].code).toBe('invalid_timestamp');
    const stored = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` });
    expect(stored.json().all_coordinates).toEqual([]);
  });

  it('refuses points for an ended trip with 409 trip_ended', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    await post(`/api/trips/${trip.generated_trip_id}/end`, courier);
    const response = await post(`/api/trips/${trip.generated_trip_id}/coordinates`, courier, {
      points: [{ lat: 19, lng: -99, timestamp: ctx.clock.seconds() }],
    });
    expectError(response, 409, 'trip_ended');
  });
});

describe('arrival and end', () => {
  it('registers arrival once, then ends the trip as valid with notes', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    ctx.clock.advance(5 * 60 * 1000);
    const arrived = await post(`/api/trips/${trip.generated_trip_id}/arrival`, courier);
    expect(arrived.statusCode).toBe(200);
    expectShape(CourierTripAnswerSchema, arrived.json());
    expect(arrived.json().arrived_time).toBe(ctx.clock.seconds());
    expect((await post(`/api/trips/${trip.generated_trip_id}/arrival`, courier)).statusCode).toBe(409);

    const ended = await post(`/api/trips/${trip.generated_trip_id}/end`, courier, {
      delivery_user_notes: 'Left with the doorman',
    });
    expect(ended.statusCode).toBe(200);
    expectShape(CourierTripAnswerSchema, ended.json());
    expect(ended.json()).toMatchObject({
      valid: true,
      status: 'ended',
      delivery_user_notes: 'Left with the doorman',
    });
    expect((await post(`/api/trips/${trip.generated_trip_id}/end`, courier)).json().error.code).toBe(
      'trip_ended',
    );
    expect((await post(`/api/trips/${trip.generated_trip_id}/arrival`, courier)).statusCode).toBe(409);
  });

  it("answers the courier's arrival and end without the admin's notes", async () => {
    const { admin, courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/trips/${trip.generated_trip_id}`,
      headers: bearer(admin),
      payload: { trip: { admin_notes: 'Cliente difícil' } },
    });
    for (const step of ['arrival', 'end']) {
      const answer = await post(`/api/trips/${trip.generated_trip_id}/${step}`, courier);
      expect(answer.statusCode).toBe(200);
      expect(expectShape(CourierTripAnswerSchema, answer.json()).trip_id).toBe(trip.trip_id);
      expect(answer.json()).not.toHaveProperty('admin_notes');
      expect(answer.json()).not.toHaveProperty('end_note');
      expect(answer.body).not.toContain('Cliente difícil');
    }
  });

  it('answers 404 when another courier tries to end the trip', async () => {
    const { courier } = await setup();
    const { courier: stranger } = await setup();
    const trip = await startTrip(ctx.app, courier);
    expect((await post(`/api/trips/${trip.generated_trip_id}/end`, stranger)).statusCode).toBe(404);
  });
});

describe('GET /api/trips/:generated_trip_id', () => {
  it('answers 404 with the spec message for an unknown id', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/trips/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'trip_not_found',
      message: 'No delivery was found with that ID.',
    });
  });

  it('shows the public trip: masked phone, courier initial, no private notes', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier, '55 1111 2222');
    await post(`/api/trips/${trip.generated_trip_id}/end`, courier, {
      delivery_user_notes: 'gate code 1234',
    });
    const response = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` });
    const body = expectShape(PublicTripSchema, response.json());
    expect(body).toMatchObject({
      trip_id: trip.trip_id,
      generated_trip_id: trip.generated_trip_id,
      delivery_user_first_name: 'Luis',
      delivery_user_last_name: 'H.',
      customer_phone_number: '•••• 2222',
      company_name: 'Tacos El Güero',
      valid: true,
    });
    expect(JSON.stringify(body)).not.toContain('5511112222');
    expect(JSON.stringify(body)).not.toContain('gate code');
    expect(body).not.toHaveProperty('admin_notes');
  });
});

describe('after the delivery ends', () => {
  it('no longer shows where the courier went, on the trip or through /subsequent_coordinates', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    await post(`/api/trips/${trip.generated_trip_id}/coordinates`, courier, {
      points: [
        { lat: 19.4, lng: -99.1, timestamp: ctx.clock.seconds() - 10 },
        { lat: 19.41, lng: -99.1, timestamp: ctx.clock.seconds() },
      ],
    });
    await post(`/api/trips/${trip.generated_trip_id}/end`, courier);
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    expect(shown).toMatchObject({ all_coordinates: [], coordinates_timestamps: [], valid: true });
    expect(shown.end_time).toEqual(expect.any(Number));
    const url = `/subsequent_coordinates?generated_trip_id=${trip.generated_trip_id}&trip_id=${trip.trip_id}&retrieve_what=coordinates`;
    expect((await ctx.app.inject({ method: 'GET', url })).json()).toEqual({
      all_coordinates: [],
      coordinates_timestamps: [],
    });
  });
});

describe('GET /subsequent_coordinates', () => {
  it('returns the points from index `after`', async () => {
    const { courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    const t = ctx.clock.seconds();
    await post(`/api/trips/${trip.generated_trip_id}/coordinates`, courier, {
      points: [0, 1, 2].map((i) => ({ lat: 19 + i / 100, lng: -99, timestamp: t - 30 + i })),
    });
    const url = `/subsequent_coordinates?generated_trip_id=${trip.generated_trip_id}&trip_id=${trip.trip_id}&retrieve_what=coordinates&after=1`;
    const response = await ctx.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expectShape(RouteSchema, response.json());
    expect(response.json()).toEqual({
      all_coordinates: [
        { lat: 19.01, lng: -99 },
        { lat: 19.02, lng: -99 },
      ],
      coordinates_timestamps: [t - 29, t - 28],
    });
  });

  it('answers 404 when the two ids name different trips', async () => {
    const { admin, courier } = await setup();
    await allowSeveralTrips(ctx.app, admin);
    const one = await startTrip(ctx.app, courier);
    const two = await startTrip(ctx.app, courier);
    const url = `/subsequent_coordinates?generated_trip_id=${one.generated_trip_id}&trip_id=${two.trip_id}&retrieve_what=coordinates`;
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});

describe('GET /api/courier/trips', () => {
  it("lists the courier's own trips of the day, newest first", async () => {
    const { admin, courier } = await setup();
    const { courier: other } = await setup();
    await allowSeveralTrips(ctx.app, admin);
    const first = await startTrip(ctx.app, courier);
    ctx.clock.advance(60_000);
    const second = await startTrip(ctx.app, courier);
    await startTrip(ctx.app, other);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/courier/trips',
      headers: bearer(courier),
    });
    expect(response.json().data.map((trip: { trip_id: string }) => trip.trip_id)).toEqual([
      second.trip_id,
      first.trip_id,
    ]);
    expectShape(CourierTripListSchema, response.json());
  });

  it("shows the courier their own notes but not the admin's", async () => {
    const { admin, courier } = await setup();
    const trip = await startTrip(ctx.app, courier);
    await post(`/api/trips/${trip.generated_trip_id}/end`, courier, { delivery_user_notes: 'Portero' });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/trips/${trip.generated_trip_id}`,
      headers: bearer(admin),
      payload: { trip: { admin_notes: 'Cliente difícil' } },
    });
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/courier/trips',
      headers: bearer(courier),
    });
    const [mine] = expectShape(CourierTripListSchema, response.json()).data;
    expect(mine).toMatchObject({ trip_id: trip.trip_id, delivery_user_notes: 'Portero', valid: true });
    expect(mine).not.toHaveProperty('admin_notes');
    expect(mine).not.toHaveProperty('end_note');
    expect(response.body).not.toContain('Cliente difícil');
  });
});
