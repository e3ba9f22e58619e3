import {
  LONG_DELIVERY_MINUTES,
  type ReportSeries,
  type ReviewList,
  routeDistanceKm,
  SLOW_ARRIVAL_MINUTES,
  type TripReport,
} from '@rutaviva/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness, expectError } from '../../../test/factories';
import { DEMO_BRANCH_ROUTES } from '../../demo/cdmx-routes';
import { ensureDemoAccount, ensureDemoHistory } from '../../demo/demo-account';
import { DemoApi } from '../../demo/demo-api';
import { addDays, localDay } from '../../demo/history/local-time';

const TIME_ZONE = 'America/Mexico_City';
const DAY_MS = 86_400_000;

const ctx = await createTestContext();
const api = new DemoApi(await ctx.app.listen({ port: 0, host: '127.0.0.1' }));
const { admin } = await ensureDemoAccount(api);
const today = () => localDay(ctx.clock.now(), TIME_ZONE);

interface DayCount {
  branch: string;
  courier: string;
  day: string;
  deliveries: number;
}

/** Deliveries per branch, courier and local day: what the reports group by. */
async function deliveriesPerDay(): Promise<DayCount[]> {
  const { rows } = await sql<DayCount>`
    SELECT b.name AS branch, c.username AS courier,
      to_char(t.start_time AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM-DD') AS day, count(*)::int AS deliveries
    FROM trips t JOIN branches b ON b.id = t.branch_id JOIN couriers c ON c.id = t.courier_id
    WHERE t.business_id = ${admin.business_id}
    GROUP BY 1, 2, 3 ORDER BY 3, 1, 2`.execute(ctx.db);
  return rows;
}

async function tripCount(): Promise<number> {
  const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM trips`.execute(ctx.db);
  return rows[0]?.n ?? 0;
}

async function report(path: string, query: Record<string, string>) {
  const search = new URLSearchParams({
    start_date: addDays(today(), -29),
    end_date: today(),
    tz: TIME_ZONE,
    ...query,
  });
  const response = await ctx.app.inject({ method: 'GET', url: `${path}?${search}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('POST /api/dev/demo_history', () => {
  it('answers 401 without a session and 404 to any business but the demo, writing nothing', async () => {
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/dev/demo_history', payload: {} });
    expect(anonymous.statusCode).toBe(401);

    const { session } = await createBusiness(ctx.app);
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/demo_history',
      headers: bearer(session),
      payload: {},
    });
    expectError(other, 404, 'not_found');
    expect(await tripCount()).toBe(0);
  });

  it('fills the last 30 days of every branch, up to the injected clock and no further', async () => {
    const history = await ensureDemoHistory(api, admin);
    if (!history) throw new Error('the test server offers no history');

    expect(history.start_date).toBe(addDays(today(), -29));
    expect(history.end_date).toBe(today());
    expect(history.time_zone).toBe(TIME_ZONE);
    const counts = await deliveriesPerDay();
    const total = counts.reduce((sum, row) => sum + row.deliveries, 0);
    expect(history.added_deliveries).toBe(total);
    expect(history.branches.map((branch) => branch.name)).toEqual(['Roma Norte', 'Coyoacán']);
    expect(history.branches.reduce((sum, branch) => sum + branch.deliveries, 0)).toBe(total);

    // Every past day of the window, in every branch (the clock reads 06:00 in Mexico City: today
    // has no deliveries yet), and nothing outside the window.
    const days = Array.from({ length: 29 }, (_, index) => addDays(today(), index - 29));
    for (const branch of Object.keys(DEMO_BRANCH_ROUTES)) {
      const branchDays = new Set(counts.filter((row) => row.branch === branch).map((row) => row.day));
      expect([...branchDays].sort()).toEqual(days);
    }
    const { rows: bounds } = await sql<{ first: Date; last: Date }>`
      SELECT min(start_time) AS first, max(end_time) AS last FROM trips`.execute(ctx.db);
    expect(bounds[0]?.last.getTime()).toBeLessThanOrEqual(ctx.clock.now().getTime());
    expect(bounds[0]?.last.getTime()).toBeGreaterThan(ctx.clock.now().getTime() - DAY_MS);
  });

  it('plans a taquería’s days: a dozen or more a courier, fewer on Sundays, lunch and dinner peaks', async () => {
    const counts = await deliveriesPerDay();
    for (const row of counts) expect(row.deliveries).toBeGreaterThanOrEqual(4);
    const average = (rows: DayCount[]) => rows.reduce((sum, row) => sum + row.deliveries, 0) / rows.length;
    const sunday = (row: DayCount) => new Date(`${row.day}T12:00:00Z`).getUTCDay() === 0;
    const sundays = average(counts.filter(sunday));
    const weekdays = average(counts.filter((row) => !sunday(row)));
    expect(weekdays).toBeGreaterThanOrEqual(12);
    expect(sundays).toBeLessThan(weekdays * 0.7);

    const { rows } = await sql<{ hour: number; n: number }>`
      SELECT extract(hour FROM start_time AT TIME ZONE ${TIME_ZONE})::int AS hour, count(*)::int AS n
      FROM trips GROUP BY 1`.execute(ctx.db);
    const at = (from: number, to: number) =>
      rows.filter((row) => row.hour >= from && row.hour < to).reduce((sum, row) => sum + row.n, 0);
    const all = at(0, 24);
    expect(at(12, 24)).toBe(all);
    expect(at(13, 16) + at(19, 23)).toBeGreaterThan(all * 0.7);
    // The afternoon lull is quieter than either peak hour.
    expect(at(17, 18)).toBeLessThan(at(14, 15) / 3);
    expect(at(17, 18)).toBeLessThan(at(20, 21) / 3);
  });

  it('draws each delivery along CDMX streets with timestamps, and keeps the running totals right', async () => {
    const { rows } = await sql<{
      id: string;
      start_time: Date;
      arrived_time: Date;
      end_time: Date;
      distance_km: number;
      point_count: number;
      last_point_at: Date;
      valid: boolean;
    }>`SELECT id, start_time, arrived_time, end_time, distance_km, point_count, last_point_at, valid
      FROM trips ORDER BY start_time`.execute(ctx.db);
    const sample = rows.filter((_, index) => index % 25 === 0);
    for (const trip of sample) {
      const points = (
        await sql<{ lat: number; lng: number; recorded_at: Date }>`
          SELECT lat, lng, recorded_at FROM trip_points WHERE trip_id = ${trip.id} ORDER BY recorded_at`.execute(
          ctx.db,
        )
      ).rows;
      expect(trip.valid).toBe(true);
      expect(points.length).toBe(trip.point_count);
      expect(points.length).toBeGreaterThan(5);
      expect(trip.start_time < trip.arrived_time && trip.arrived_time < trip.end_time).toBe(true);
      expect(points[0]?.recorded_at.getTime()).toBeGreaterThan(trip.start_time.getTime());
      expect(points.at(-1)?.recorded_at).toEqual(trip.last_point_at);
      expect(trip.last_point_at.getTime()).toBeLessThan(trip.end_time.getTime());
      expect(trip.distance_km).toBeCloseTo(routeDistanceKm(points), 9);
      expect(trip.distance_km).toBeGreaterThan(0.5);
      // Inside Mexico City, near the demo's streets.
      for (const point of points) {
        expect(point.lat).toBeGreaterThan(19.34);
        expect(point.lat).toBeLessThan(19.44);
        expect(point.lng).toBeGreaterThan(-99.19);
        expect(point.lng).toBeLessThan(-99.14);
      }
    }
    const trip = sample[0];
    if (!trip) throw new Error('no trips');
    const route = await ctx.app.inject({
      method: 'GET',
      url: `/api/trips/${(await sql<{ g: string }>`SELECT generated_trip_id AS g FROM trips WHERE id = ${trip.id}`.execute(ctx.db)).rows[0]?.g}/route`,
      headers: bearer(admin),
    });
    expect(route.statusCode, route.body).toBe(200);
    expect(JSON.stringify(route.json())).toContain(String(Math.floor(trip.last_point_at.getTime() / 1000)));
  });

  it('shows in the reports: the late delivery flagged, the bad review with its remark, mostly excellent', async () => {
    for (const branch of admin.branch_names) {
      const trips: TripReport = await report('/api/trips', { branch_id: branch.id, page_size: '1' });
      expect(trips.totals.flags.slow_arrival, branch.name).toBeGreaterThanOrEqual(1);
      expect(trips.totals.flags.long_delivery, branch.name).toBeGreaterThanOrEqual(1);
      expect(trips.totals.flags.suspicious_arrival).toBe(0);
      const { ratings } = trips.totals;
      expect(ratings.bad, branch.name).toBeGreaterThanOrEqual(1);
      expect(ratings.okay).toBeGreaterThanOrEqual(1);
      expect(ratings.excellent).toBeGreaterThan(4 * ratings.okay);
      expect(ratings.unrated).toBeGreaterThan(ratings.excellent);

      const bad: ReviewList = await report('/api/reviews', { branch_id: branch.id, rating: '1' });
      expect(bad.reviews.length).toBeGreaterThanOrEqual(1);
      for (const review of bad.reviews) {
        expect(review.remarks).toEqual(expect.any(String));
        expect(review.selected.length).toBeGreaterThan(0);
      }
    }
    const { rows: late } = await sql<{ arrival: number; total: number; notes: string | null }>`
      SELECT (extract(epoch FROM arrived_time - start_time) / 60)::float8 AS arrival,
        (extract(epoch FROM end_time - start_time) / 60)::float8 AS total, delivery_user_notes AS notes
      FROM trips WHERE arrived_time - start_time > interval '30 minutes'`.execute(ctx.db);
    for (const trip of late) {
      expect(trip.arrival).toBeGreaterThan(SLOW_ARRIVAL_MINUTES);
      expect(trip.total).toBeGreaterThan(LONG_DELIVERY_MINUTES);
      expect(trip.notes).toEqual(expect.any(String));
    }

    const reviews: ReviewList = await report('/api/reviews', { page_size: '100' });
    const remarks = reviews.reviews.flatMap((review) => review.remarks ?? []);
    expect(remarks.length).toBeGreaterThan(20);
    expect(remarks.some((text) => /tacos|pastor|salsa/i.test(text))).toBe(true);
    expect(remarks.some((text) => /\b(the|thanks|great|fast)\b/i.test(text))).toBe(true);

    const series: ReportSeries = await report('/api/reports/daily', {});
    const filled = series.points.filter((point) => point.deliveries > 0);
    expect(filled.length).toBeGreaterThanOrEqual(29);
  });

  it('adds nothing when run again', async () => {
    const before = await deliveriesPerDay();
    const again = await ensureDemoHistory(api, admin);
    expect(again?.added_deliveries).toBe(0);
    expect(await deliveriesPerDay()).toEqual(before);
  });

  it('tops up the days since when run three days later, leaving the earlier days as they were', async () => {
    const before = await deliveriesPerDay();
    const firstEnd = today();
    ctx.clock.advance(3 * DAY_MS);
    const later = await ensureDemoHistory(api, admin);
    if (!later) throw new Error('the test server offers no history');

    expect(later.start_date).toBe(addDays(today(), -29));
    expect(later.end_date).toBe(addDays(firstEnd, 3));
    const after = await deliveriesPerDay();
    const added = after.filter((row) => row.day >= firstEnd);
    expect(later.added_deliveries).toBe(added.reduce((sum, row) => sum + row.deliveries, 0));
    expect(after.filter((row) => row.day < firstEnd)).toEqual(before.filter((row) => row.day < firstEnd));
    for (const branch of Object.keys(DEMO_BRANCH_ROUTES)) {
      const newDays = new Set(added.filter((row) => row.branch === branch).map((row) => row.day));
      expect([...newDays].sort()).toEqual([0, 1, 2].map((offset) => addDays(firstEnd, offset)));
    }

    const once = await ensureDemoHistory(api, admin);
    expect(once?.added_deliveries).toBe(0);
  });

  it('does not exist in production', async () => {
    const production = await createTestContext({ appEnv: 'production' });
    const productionApi = new DemoApi(await production.app.listen({ port: 0, host: '127.0.0.1' }));
    const demo = await ensureDemoAccount(productionApi);
    const answer = await productionApi.fillHistory(demo.admin.jwt_token);
    expect(answer.status).toBe(404);
    expect(await ensureDemoHistory(productionApi, demo.admin)).toBeNull();
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM trips`.execute(production.db);
    expect(rows[0]?.n).toBe(0);
  });
});
