import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { REFORMA_TO_BELLAS_ARTES } from './cdmx-routes';
import { simulateCourier } from './courier-simulator';
import { DEMO_ADMIN, DEMO_COURIERS, ensureDemoAccount } from './demo-account';
import { DemoApi } from './demo-api';
import { pointsAlong } from './route-points';

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const api = new DemoApi(baseUrl);

// About 1.6 km of Reforma in positions 400 m apart, timestamped a second apart before the test clock's now.
const shortRoute = { name: 'Ángel → Colón', path: REFORMA_TO_BELLAS_ARTES.path.slice(0, 8) };
const expectedPoints = pointsAlong(shortRoute.path, 0.4);
let tick = ctx.clock.seconds() - 600;
const now = () => tick++;

describe('npm run demo', () => {
  it('creates the demo business and couriers once, then logs them in again', async () => {
    const first = await ensureDemoAccount(api);
    expect(first.created).toBe(true);
    expect(first.admin.email).toBe(DEMO_ADMIN.email);
    expect(first.admin.branch_names.map((branch) => branch.name)).toEqual(['Roma Norte', 'Coyoacán']);
    expect(first.couriers.map((c) => [c.courier.username, c.courier.branch_name])).toEqual(
      DEMO_COURIERS.map((spec) => [spec.username, spec.branch]),
    );

    const again = await ensureDemoAccount(api);
    expect(again.created).toBe(false);
    expect(again.couriers.map((c) => c.courier.id)).toEqual(first.couriers.map((c) => c.courier.id));
  });

  it('drives a courier along the route through the API: points stored, arrival and end registered', async () => {
    const { couriers } = await ensureDemoAccount(api);
    const courier = couriers[0];
    if (!courier) throw new Error('no demo courier');
    const lines: string[] = [];
    const [trip] = await simulateCourier(api, courier, [shortRoute], {
      intervalMs: 0,
      stepKm: 0.4,
      signal: new AbortController().signal,
      trips: 1,
      now,
      log: (line) => lines.push(line),
    });

    expect(expectedPoints.length).toBeGreaterThan(3);
    expect(trip).toMatchObject({ completed: true, points: expectedPoints.length });
    expect(lines.join('\n')).toContain(trip?.trackingUrl);
    const stored = await sql<{ lat: number; lng: number }>`
      SELECT p.lat, p.lng FROM trip_points p JOIN trips t ON t.id = p.trip_id
      WHERE t.generated_trip_id = ${trip?.generatedTripId} ORDER BY p.recorded_at
    `.execute(ctx.db);
    expect(stored.rows).toEqual(expectedPoints);
    expect(stored.rows[0]).toEqual(shortRoute.path[0]);
    expect(stored.rows.at(-1)).toEqual(shortRoute.path.at(-1));

    const publicTrip = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip?.generatedTripId}` });
    expect(publicTrip.json()).toMatchObject({ valid: true });
    expect(publicTrip.json().arrived_time).toEqual(expect.any(Number));
    expect(publicTrip.json().end_time).toEqual(expect.any(Number));
  });

  it('ends the trip under way when stopped', async () => {
    const { couriers } = await ensureDemoAccount(api);
    const courier = couriers[1];
    if (!courier) throw new Error('no demo courier');
    const stop = new AbortController();
    let posted = 0;
    const counting = new DemoApi(baseUrl);
    const addPoints = counting.addPoints.bind(counting);
    counting.addPoints = async (...args) => {
      const answer = await addPoints(...args);
      if (++posted === 2) stop.abort();
      return answer;
    };
    const [trip] = await simulateCourier(counting, courier, [shortRoute], {
      intervalMs: 0,
      stepKm: 0.4,
      signal: stop.signal,
      now,
      log: () => {},
    });
    expect(trip).toMatchObject({ completed: false, points: 2 });
    const publicTrip = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip?.generatedTripId}` });
    expect(publicTrip.json().end_time).toEqual(expect.any(Number));
    expect(publicTrip.json().arrived_time).toBeNull();
  });
});
