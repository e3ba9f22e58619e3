import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness, createCourier, startTrip } from '../../../test/factories';

const ctx = await createTestContext();

describe('many couriers posting at once', () => {
  it('stores every batch once, in order per trip, with the right totals', async () => {
    const { session } = await createBusiness(ctx.app);
    const couriers = await Promise.all(Array.from({ length: 6 }, () => createCourier(ctx.app, session)));
    const trips = await Promise.all(couriers.map((courier) => startTrip(ctx.app, courier)));
    const t = ctx.clock.seconds() - 100;
    const batch = (round: number) =>
      [0, 1, 2].map((i) => ({ lat: 19 + (round * 3 + i) / 1000, lng: -99, timestamp: t + round * 3 + i }));

    // Three rounds, every courier's batches all in flight together (a courier's second batch
    // may even overtake its first in the queue of the writer).
    const responses = await Promise.all(
      couriers.flatMap((courier, index) =>
        [0, 1, 2].map((round) =>
          ctx.app.inject({
            method: 'POST',
            url: `/api/trips/${trips[index]?.generated_trip_id}/coordinates`,
            headers: bearer(courier),
            payload: { points: batch(round) },
          }),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(responses.map(() => 200));

    for (const trip of trips) {
      const stored = (
        await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
      ).json();
      expect(stored.coordinates_timestamps).toEqual(Array.from({ length: 9 }, (_, i) => t + i));
      // 8 legs of 0.001° of latitude, about 0.111 km each.
      expect(stored.distance_km).toBeCloseTo(8 * 0.1112, 2);
    }
  });

  it('answers each courier for its own trip only', async () => {
    const { session } = await createBusiness(ctx.app);
    const [owner, stranger] = await Promise.all([
      createCourier(ctx.app, session),
      createCourier(ctx.app, session),
    ]);
    if (!owner || !stranger) throw new Error('couriers missing');
    const trip = await startTrip(ctx.app, owner);
    const t = ctx.clock.seconds() - 10;
    const [mine, theirs] = await Promise.all([
      ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.generated_trip_id}/coordinates`,
        headers: bearer(owner),
        payload: { points: [{ lat: 19, lng: -99, timestamp: t }] },
      }),
      ctx.app.inject({
        method: 'POST',
        url: `/api/trips/${trip.generated_trip_id}/coordinates`,
        headers: bearer(stranger),
        payload: { points: [{ lat: 20, lng: -99, timestamp: t + 1 }] },
      }),
    ]);
    expect(mine.statusCode).toBe(200);
    expect(theirs.statusCode).toBe(404);
    const stored = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    expect(stored.all_coordinates).toEqual([{ lat: 19, lng: -99 }]);
  });
});
