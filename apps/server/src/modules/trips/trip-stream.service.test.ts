import { describe, expect, it, vi } from 'vitest';
import { createTestContext } from '../../../test/context';
import { businessWithTrip, courierStep, postPoints } from '../../../test/factories';
import type { MonitorService } from '../monitor/monitor.service';
import { findTripsAfter } from './public-trips.repo';
import { TripStreamService } from './trip-stream.service';
import { presentTripTimes } from './trips.presenters';
import type { TripsService } from './trips.service';

const ctx = await createTestContext();

/** A trip with `n` points one second apart, ending at the clock's now minus 10 s. */
async function tripWithPoints(n: number) {
  const { courier, trip } = await businessWithTrip(ctx.app);
  const t = ctx.clock.seconds() - 10 - n;
  const points = Array.from({ length: n }, (_, i) => ({ lat: 19 + i / 100, lng: -99, timestamp: t + i }));
  expect((await postPoints(ctx.app, courier, trip.generated_trip_id, points)).statusCode).toBe(200);
  return { courier, trip, timestamps: points.map((point) => point.timestamp) };
}

const secondsOf = (points: [number, number, number][] | null) => (points ?? []).map(([, , ms]) => ms / 1000);

describe('findTripsAfter', () => {
  it('reads only the points after the first `seen` of each catch-up, with the route’s count', async () => {
    const { trip, timestamps } = await tripWithPoints(5);
    const link = trip.generated_trip_id;
    const rows = await findTripsAfter(ctx.db, [
      { generatedTripId: link, seen: 3 },
      { generatedTripId: link, seen: 0 },
      { generatedTripId: link, seen: 5 },
      { generatedTripId: 'no-such-link', seen: 0 },
    ]);
    const bySeen = new Map(rows.map((row) => [row.seen, row]));
    expect(rows).toHaveLength(3);
    expect(secondsOf(bySeen.get(3)?.missed_points ?? null)).toEqual(timestamps.slice(3));
    expect(secondsOf(bySeen.get(0)?.missed_points ?? null)).toEqual(timestamps);
    expect(bySeen.get(5)?.missed_points).toBeNull();
    for (const row of rows) expect(row.point_count).toBe(5);
  });

  it('reads no points of an ended trip, whose route counts none', async () => {
    const { courier, trip } = await tripWithPoints(2);
    expect((await courierStep(ctx.app, courier, trip, 'end')).statusCode).toBe(200);
    const [row] = await findTripsAfter(ctx.db, [{ generatedTripId: trip.generated_trip_id, seen: 0 }]);
    expect(row).toMatchObject({ point_count: 0, missed_points: null });
    expect(row?.end_time).not.toBeNull();
  });
});

describe('TripStreamService.tripAfter', () => {
  /** The service with a public-trip read that counts its calls (the whole route's read). */
  function service() {
    const trips = { publicTrips: vi.fn(async () => new Map()) };
    const streams = new TripStreamService({
      db: ctx.db,
      trips: trips as unknown as TripsService,
      monitor: {} as MonitorService,
    });
    return { streams, wholeRouteReads: trips.publicTrips };
  }

  it('catches up with the missed points without reading the whole trip', async () => {
    const { trip, timestamps } = await tripWithPoints(5);
    const { streams, wholeRouteReads } = service();
    const missed = await streams.tripAfter(trip.generated_trip_id, 3);
    expect(wholeRouteReads).not.toHaveBeenCalled();
    expect(missed.coveredUpTo).toBe(5);
    const [coordinates] = missed.frames;
    expect(coordinates).toMatch(/^id: 5\nevent: coordinates\n/);
    const data = JSON.parse(coordinates?.split('data: ')[1] ?? '{}');
    expect(data).toMatchObject({ generated_trip_id: trip.generated_trip_id, point_count: 5 });
    expect(data.points.map((point: { timestamp: number }) => point.timestamp)).toEqual(timestamps.slice(3));
  });

  it('catches up an arrival and an end with the times the public trip shows', async () => {
    const { courier, trip } = await tripWithPoints(2);
    expect((await courierStep(ctx.app, courier, trip, 'arrival')).statusCode).toBe(200);
    expect((await courierStep(ctx.app, courier, trip, 'end')).statusCode).toBe(200);
    const publicTrip = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    const { streams } = service();
    const missed = await streams.tripAfter(trip.generated_trip_id, 0);
    const times = missed.frames
      .filter((frame) => /\nevent: (arrived|ended)\n/.test(frame))
      .map((frame) => JSON.parse(frame.split('data: ')[1] ?? '{}'));
    expect(times).toEqual([presentTripTimes(publicTrip), presentTripTimes(publicTrip)]);
  });

  it('reads the whole trip for a count the trip does not have (an opening)', async () => {
    const { trip } = await tripWithPoints(2);
    const { streams, wholeRouteReads } = service();
    // The stub finds no trip, so the opening answers 404; what matters is which read served it.
    await expect(streams.tripAfter(trip.generated_trip_id, 3)).rejects.toThrow();
    expect(wholeRouteReads).toHaveBeenCalledTimes(1);
  });
});
