import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { greatCircleKm } from '@rutaviva/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { businessWithTrip, postPoints } from '../../../test/factories';
import { estimateAt, pointsNorth, setDestination, storedEstimate } from './arrival-estimates.test-helpers';

/**
 * An OSRM-compatible routing service on loopback: `/route/v1/driving/{lng},{lat};{lng},{lat}`
 * answered with a road `ratio` times the straight line, or slowly, or with a 500.
 */
const osrm = { mode: 'ok' as 'ok' | 'slow' | 'error', ratio: 1.9, paths: [] as string[] };
const held: ServerResponse[] = [];
const server = createServer((req, res) => {
  const url = req.url ?? '';
  osrm.paths.push(url);
  if (osrm.mode === 'error') {
    res.writeHead(500, { 'content-type': 'application/json' }).end('{"code":"Error"}');
    return;
  }
  if (osrm.mode === 'slow') {
    held.push(res);
    return;
  }
  const match = /^\/route\/v1\/driving\/([-\d.]+),([-\d.]+);([-\d.]+),([-\d.]+)\?overview=false$/.exec(url);
  if (!match) {
    res.writeHead(400, { 'content-type': 'application/json' }).end('{"code":"InvalidUrl"}');
    return;
  }
  const [, lng1, lat1, lng2, lat2] = match.map(Number) as number[];
  const km = greatCircleKm(
    { lat: lat1 as number, lng: lng1 as number },
    { lat: lat2 as number, lng: lng2 as number },
  );
  const distance = km * osrm.ratio * 1000;
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(
    JSON.stringify({ code: 'Ok', routes: [{ distance, duration: distance / 7, legs: [] }], waypoints: [] }),
  );
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
afterAll(async () => {
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

const routingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const ctx = await createTestContext({ routingUrl: routingUrl.replace(/\/$/, '') });

const START = { lat: 19.4, lng: -99.15 };
const FAR = { lat: 19.43, lng: -99.15 };

async function estimateWith(mode: typeof osrm.mode) {
  osrm.mode = mode;
  const { courier, trip } = await businessWithTrip(ctx.app);
  await setDestination(ctx.db, trip.trip_id, FAR);
  const points = pointsNorth(START, ctx.clock.seconds(), 5);
  const started = Date.now();
  const response = await postPoints(ctx.app, courier, trip.generated_trip_id, points);
  // The batch is answered at once, whatever the routing service does.
  expect(response.statusCode).toBe(200);
  expect(Date.now() - started).toBeLessThan(1500);
  await ctx.app.drainBackgroundWork();
  return { points, stored: await storedEstimate(ctx.db, trip.trip_id) };
}

describe('arrival estimate through a routing service (ROUTING_URL)', () => {
  it("uses the road distance over the straight line as the trip's detour factor", async () => {
    osrm.paths.length = 0;
    const { points, stored } = await estimateWith('ok');
    const last = points[points.length - 1] as { lat: number; lng: number };
    expect(osrm.paths).toEqual([
      `/route/v1/driving/${last.lng},${last.lat};${FAR.lng},${FAR.lat}?overview=false`,
    ]);
    const expected = estimateAt(points, FAR, ctx.clock.seconds(), 1.9);
    expect(stored?.seconds).toBeCloseTo(expected?.seconds as number, -1);
    const vehicleDefault = estimateAt(points, FAR, ctx.clock.seconds());
    expect(stored?.seconds).toBeGreaterThan((vehicleDefault?.seconds as number) * 1.3);
  });

  it('asks at most once a minute per trip', async () => {
    osrm.mode = 'ok';
    osrm.paths.length = 0;
    const { courier, trip } = await businessWithTrip(ctx.app);
    await setDestination(ctx.db, trip.trip_id, FAR);
    for (let i = 0; i < 3; i++) {
      await postPoints(ctx.app, courier, trip.generated_trip_id, pointsNorth(START, ctx.clock.seconds(), 2));
      await ctx.app.drainBackgroundWork();
      ctx.clock.advance(20_000);
    }
    expect(osrm.paths).toHaveLength(1);
    ctx.clock.advance(60_000);
    await postPoints(ctx.app, courier, trip.generated_trip_id, pointsNorth(START, ctx.clock.seconds(), 2));
    await ctx.app.drainBackgroundWork();
    expect(osrm.paths).toHaveLength(2);
  });

  it('falls back to the vehicle default when the service is slow (2 s timeout)', async () => {
    const { points, stored } = await estimateWith('slow');
    expect(stored).toEqual(estimateAt(points, FAR, ctx.clock.seconds()));
  });

  it('falls back to the vehicle default when the service fails', async () => {
    const { points, stored } = await estimateWith('error');
    expect(stored).toEqual(estimateAt(points, FAR, ctx.clock.seconds()));
  });
});
