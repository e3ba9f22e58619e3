import {
  compareTrips,
  ReportSeriesSchema,
  type ReportTrip,
  TRIP_SORTS,
  TripReportSchema,
  TripRouteSchema,
} from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext, testDay, testTime } from '../../../test/context';
import { bearer, businessWithTrip, expectFieldError } from '../../../test/factories';
import { reportScenario } from '../../../test/report-scenario';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();

const world = await reportScenario(ctx);
const week = `start_date=${testDay('2026-11-17')}&end_date=${testDay('2026-11-21')}`;

const get = (url: string, session = world.admin) =>
  ctx.app.inject({ method: 'GET', url, headers: bearer(session) });

async function report(query: string) {
  const response = await get(`/api/trips?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expectShape(TripReportSchema, response.json());
  return response.json() as {
    trips: ReportTrip[];
    totals: Record<string, unknown>;
    total_count: number;
    page: number;
    time_zone: string;
  };
}

const idsOf = (trips: { generated_trip_id: string }[]) => trips.map((trip) => trip.generated_trip_id);
const named = (...keys: (keyof typeof world.trips)[]) =>
  keys.map((key) => world.trips[key].generated_trip_id);

describe('GET /api/trips', () => {
  it('answers 401 without a session and 403 for a courier', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: `/api/trips?${week}` })).statusCode).toBe(401);
    const courier = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips?${week}`,
      headers: bearer(world.ana),
    });
    expect(courier.statusCode).toBe(403);
  });

  it('names every bad filter with 400', async () => {
    const missing = await get('/api/trips');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().error.fields)).toEqual(
      expect.arrayContaining(['start_date', 'end_date']),
    );
    const bad = await get(
      `/api/trips?start_date=2026-02-30&end_date=${testDay('2026-11-21')}&sort_by=price&page_size=500&tz=Mars/Olympus&branch_id=x`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      start_date: { code: 'invalid_date' },
      sort_by: { code: 'invalid_sort' },
      page_size: { code: 'invalid_value' },
      tz: { code: 'invalid_time_zone' },
      branch_id: { code: 'invalid_value' },
    });
    const oldZone = await get(`/api/trips?${week}&tz=US/Pacific-New`);
    expectFieldError(oldZone, 'tz', 'invalid_time_zone');
    const reversed = await get(
      `/api/trips?start_date=${testDay('2026-11-21')}&end_date=${testDay('2026-11-01')}`,
    );
    expect(reversed.json().error.fields.end_date.code).toBe('end_before_start');
  });

  it("answers 404 for another business's branch or courier", async () => {
    const branch = await get(`/api/trips?${week}&branch_id=${world.other.branch_names[0]?.id}`);
    expect(branch.statusCode).toBe(404);
    const courier = await get(`/api/trips?${week}&courier_id=${world.stranger.courier.id}`);
    expect(courier.statusCode).toBe(404);
  });

  it("lists only the business's own trips, newest first, with totals", async () => {
    const body = await report(week);
    expect(idsOf(body.trips)).toEqual(named('t5', 't7', 't1', 't2', 't4', 't3', 't6'));
    expect(idsOf(body.trips)).not.toContain(world.foreign.generated_trip_id);
    expect(body.time_zone).toBe('America/Mexico_City');
    expect(body.total_count).toBe(7);
    expect(body.totals).toEqual({
      deliveries: 7,
      average_arrival_minutes: 62.5 / 4,
      average_end_minutes: 150 / 5,
      distance_km: expect.closeTo(28.7, 6),
      ratings: { bad: 1, okay: 1, excellent: 1, unrated: 4 },
      flags: { slow_arrival: 1, long_delivery: 1, suspicious_arrival: 1 },
    });
  });

  it('reads whole days in the viewer zone, the end date included', async () => {
    expect(
      idsOf((await report(`start_date=${testDay('2026-11-20')}&end_date=${testDay('2026-11-20')}`)).trips),
    ).toEqual(named('t7', 't1'));
    expect(
      idsOf((await report(`start_date=${testDay('2026-11-21')}&end_date=${testDay('2026-11-21')}`)).trips),
    ).toEqual(named('t5'));
    const utc = await report(`start_date=${testDay('2026-11-21')}&end_date=${testDay('2026-11-21')}&tz=UTC`);
    expect(idsOf(utc.trips)).toEqual(named('t5', 't7'));
  });

  it('gives the same totals from hourly sums and from the trips themselves', async () => {
    const month = `start_date=${testDay('2026-11-01')}&end_date=${testDay('2026-11-30')}`;
    const fromHours = await report(`${month}&tz=UTC`);
    // Kolkata's days start on half hours, so its totals are added up trip by trip.
    const fromTrips = await report(`${month}&tz=Asia/Kolkata`);
    expect(fromTrips.totals).toEqual(fromHours.totals);
    expect(fromHours.totals).toMatchObject({ deliveries: 7, ratings: { unrated: 4 } });
    const hq = await report(`${month}&tz=UTC&branch_id=${world.hq.id}`);
    const hqByCourier = await report(`${month}&tz=UTC&courier_id=${world.ana.courier.id}`);
    expect(hq.totals).toEqual(hqByCourier.totals);
  });

  it('filters by branch and by courier', async () => {
    expect(idsOf((await report(`${week}&branch_id=${world.centro.id}`)).trips)).toEqual(
      named('t2', 't3', 't6'),
    );
    const ana = await report(`${week}&courier_id=${world.ana.courier.id}`);
    expect(idsOf(ana.trips)).toEqual(named('t5', 't7', 't1', 't4'));
    expect(ana.totals).toMatchObject({
      deliveries: 4,
      average_arrival_minutes: 8.5,
      average_end_minutes: 17.5,
    });
  });

  it('gives averages of 0 when nothing arrived or ended', async () => {
    const today = await report(`start_date=${testDay('2026-11-21')}&end_date=${testDay('2026-11-21')}`);
    expect(today.totals).toMatchObject({ deliveries: 1, average_arrival_minutes: 0, average_end_minutes: 0 });
    const empty = await report(`start_date=${testDay('2025-01-01')}&end_date=${testDay('2025-01-31')}`);
    expect(empty).toMatchObject({ trips: [], total_count: 0, totals: { deliveries: 0, distance_km: 0 } });
  });

  it.each([
    ['date_creation', ['t5', 't7', 't1', 't2', 't4', 't3', 't6']],
    ['distance_start_last_update', ['t2', 't6', 't1', 't5', 't7', 't3', 't4']],
    ['duration_start_last_update', ['t2', 't6', 't5', 't1', 't7', 't3', 't4']],
    ['rating', ['t1', 't3', 't2', 't5', 't7', 't4', 't6']],
  ] as const)('sorts by %s as the domain comparator does', async (sort, expected) => {
    const body = await report(`${week}&sort_by=${sort}`);
    expect(idsOf(body.trips)).toEqual(named(...expected));
    const sortable = body.trips.map((trip) => ({ ...trip, ...trip.durations }));
    expect(idsOf(sortable.sort(compareTrips(sort)))).toEqual(idsOf(body.trips));
    expect(TRIP_SORTS).toContain(sort);
  });

  it('pages on the server', async () => {
    const second = await report(`${week}&sort_by=distance_start_last_update&page=2&page_size=3`);
    expect(second).toMatchObject({ page: 2, total_count: 7 });
    expect(idsOf(second.trips)).toEqual(named('t5', 't7', 't3'));
    expect((await report(`${week}&page=4&page_size=3`)).trips).toEqual([]);
  });

  it('gives each row its durations, flags and missing-time labels', async () => {
    const rows = new Map((await report(week)).trips.map((trip) => [trip.generated_trip_id, trip]));
    const row = (key: keyof typeof world.trips) => rows.get(world.trips[key].generated_trip_id);
    expect(row('t2')).toMatchObject({
      durations: { start_to_arrival_minutes: 45, start_to_end_minutes: 75, start_to_last_update_minutes: 74 },
      flags: ['slow_arrival', 'long_delivery'],
      labels: { arrival: null, end: null },
      branch_name: 'Centro',
      delivery_user_first_name: 'Luis',
      delivery_user_last_name: 'Hernández',
      customer_phone_number: '+525511112222',
      rating: 1,
      admin_notes: 'Llamar al cliente',
    });
    expect(row('t3')?.flags).toEqual(['suspicious_arrival']);
    expect(row('t4')).toMatchObject({
      status: 'abandoned',
      labels: { arrival: 'trip_never_registered_arrival', end: 'never_registered_end' },
    });
    expect(row('t5')).toMatchObject({
      status: 'in_progress',
      labels: { arrival: 'trip_not_yet_registered_arrival', end: 'delivery_still_in_progress' },
    });
    expect(row('t6')?.labels).toEqual({ arrival: 'trip_never_registered_arrival', end: null });
  });
});

describe('GET /api/trips after a delivery made through the API', () => {
  it('counts a trip from start to review, its copy for reports following each step', async () => {
    const { admin: session, courier, trip } = await businessWithTrip(ctx.app);
    const day = ctx.clock.now().toISOString().slice(0, 10);
    const today = `start_date=${day}&end_date=${day}&tz=UTC`;
    const asAdmin = (query: string) =>
      ctx.app.inject({ method: 'GET', url: `/api/trips?${query}`, headers: bearer(session) });
    expect((await asAdmin(today)).json().totals).toMatchObject({ deliveries: 1, average_end_minutes: 0 });

    const at = ctx.clock.seconds();
    const points = [
      { lat: 19.4326, lng: -99.1332, timestamp: at - 60 },
      { lat: 19.4426, lng: -99.1332, timestamp: at - 30 },
    ];
    const send = (url: string, payload?: Record<string, unknown>) =>
      ctx.app.inject({ method: 'POST', url, headers: bearer(courier), payload });
    expect((await send(`/api/trips/${trip.generated_trip_id}/coordinates`, { points })).statusCode).toBe(200);
    // Still moving: the distance so far is read live, not from the copy made at the first point.
    const later = [{ lat: 19.4526, lng: -99.1332, timestamp: at - 10 }];
    expect(
      (await send(`/api/trips/${trip.generated_trip_id}/coordinates`, { points: later })).statusCode,
    ).toBe(200);
    const moving = (await asAdmin(`${today}&sort_by=distance_start_last_update`)).json();
    expect(moving.totals.distance_km).toBeCloseTo(2.22, 2);
    expect(moving.trips[0]).toMatchObject({ status: 'in_progress', point_count: 3 });
    ctx.clock.advance(12 * 60_000);
    expect((await send(`/api/trips/${trip.generated_trip_id}/arrival`)).statusCode).toBe(200);
    ctx.clock.advance(3 * 60_000);
    expect((await send(`/api/trips/${trip.generated_trip_id}/end`, {})).statusCode).toBe(200);
    const reviewed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/trips/${trip.generated_trip_id}`,
      payload: { trip: { rating: 2, selected: ['service'] } },
    });
    expect(reviewed.statusCode).toBe(200);

    const body = (await asAdmin(`${today}&sort_by=rating`)).json();
    expect(body.totals).toMatchObject({
      deliveries: 1,
      average_arrival_minutes: 12,
      average_end_minutes: 15,
      distance_km: expect.closeTo(2.22, 2),
      ratings: { okay: 1, unrated: 0 },
    });
    expect(body.trips[0]).toMatchObject({
      generated_trip_id: trip.generated_trip_id,
      rating: 2,
      status: 'ended',
    });
  });
});

describe('GET /api/reports/daily', () => {
  it('groups the trips by day in the viewer zone', async () => {
    const response = await get(`/api/reports/daily?${week}`);
    expect(response.statusCode).toBe(200);
    expectShape(ReportSeriesSchema, response.json());
    expect(response.json()).toMatchObject({
      bucket: 'day',
      points: [
        { date: testDay('2026-11-17'), deliveries: 1, average_arrival_minutes: 0, average_end_minutes: 30 },
        { date: testDay('2026-11-18'), deliveries: 1, ratings: { okay: 1 } },
        {
          date: testDay('2026-11-19'),
          deliveries: 2,
          average_arrival_minutes: 45,
          ratings: { bad: 1, unrated: 1 },
        },
        {
          date: testDay('2026-11-20'),
          deliveries: 2,
          average_arrival_minutes: 8.5,
          ratings: { excellent: 1 },
        },
        { date: testDay('2026-11-21'), deliveries: 1 },
      ],
    });
  });

  it('uses weeks and months for long ranges', async () => {
    const year = await get(
      `/api/reports/daily?start_date=${testDay('2026-01-01')}&end_date=${testDay('2026-11-21')}`,
    );
    expect(year.json()).toMatchObject({
      bucket: 'week',
      points: [{ date: testDay('2026-11-16'), deliveries: 7 }],
    });
    const years = await get(
      `/api/reports/daily?start_date=${testDay('2024-01-01')}&end_date=${testDay('2026-11-21')}`,
    );
    expect(years.json()).toMatchObject({
      bucket: 'month',
      points: [{ date: `${testDay('2026-11-16').slice(0, 7)}-01`, deliveries: 7 }],
    });
  });

  it("answers 404 for another business's courier", async () => {
    expect((await get(`/api/reports/daily?${week}&courier_id=${world.stranger.courier.id}`)).statusCode).toBe(
      404,
    );
  });
});

describe('GET /api/trips/:generated_trip_id/route', () => {
  it("answers 404 for another business's trip and 401 without a session", async () => {
    expect((await get(`/api/trips/${world.foreign.generated_trip_id}/route`)).statusCode).toBe(404);
    const anonymous = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${world.trips.t1.generated_trip_id}/route`,
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('returns the whole route of an ended trip with its timestamps', async () => {
    const trip = world.trips.t1;
    await ctx.db
      .insertInto('trip_points')
      .values([
        { trip_id: trip.trip_id, recorded_at: testTime('2026-11-20T16:01:00Z'), lat: 19.43, lng: -99.16 },
        { trip_id: trip.trip_id, recorded_at: testTime('2026-11-20T16:00:30Z'), lat: 19.42, lng: -99.15 },
      ])
      .execute();
    const response = await get(`/api/trips/${trip.generated_trip_id}/route`);
    expect(response.statusCode).toBe(200);
    expectShape(TripRouteSchema, response.json());
    expect(response.json()).toEqual({
      trip_id: trip.trip_id,
      generated_trip_id: trip.generated_trip_id,
      all_coordinates: [
        { lat: 19.42, lng: -99.15 },
        { lat: 19.43, lng: -99.16 },
      ],
      coordinates_timestamps: [
        testTime('2026-11-20T16:00:30Z').getTime() / 1000,
        testTime('2026-11-20T16:01:00Z').getTime() / 1000,
      ],
    });
  });
});
