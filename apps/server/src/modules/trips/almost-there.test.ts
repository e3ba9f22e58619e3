import { describe, expect, it } from 'vitest';
import { overviewOf, subscribe } from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import { bearer, businessWithTrip, courierStep, expectStatus, postPoints } from '../../../test/factories';
import { pointsNorth, setDestination, storedEstimate } from './arrival-estimates.test-helpers';
import { latestMessages } from './trips.test-helpers';

const ctx = await createTestContext();

const START = { lat: 19.4, lng: -99.15 };
/** About 3.3 km north of START: some 11 minutes by motorcycle. */
const FAR = { lat: 19.43, lng: -99.15 };

async function tripWithAlmostThere(minutes: number | null) {
  const setup = await businessWithTrip(ctx.app);
  if (minutes !== null) {
    await expectStatus(
      ctx.app,
      {
        method: 'PATCH',
        url: '/api/business',
        headers: bearer(setup.admin),
        payload: { almost_there_minutes: minutes },
      },
      200,
    );
  }
  await setDestination(ctx.db, setup.trip.trip_id, FAR);
  return setup;
}

/** The courier drives `count` positions north from `lat`, the clock moving with it. */
async function drive(courier: { jwt_token: string }, gid: string, lat: number, count = 3) {
  ctx.clock.advance(count * 20_000);
  const response = await postPoints(
    ctx.app,
    courier,
    gid,
    pointsNorth({ lat, lng: START.lng }, ctx.clock.seconds(), count, 0.0015),
  );
  expect(response.statusCode, response.body).toBe(200);
  await ctx.app.drainBackgroundWork();
}

const almostThere = async (tripId: string) =>
  (await latestMessages(ctx.db, tripId)).filter((message) => message.kind === 'almost_there');

const messageUsage = (businessId: string) =>
  ctx.db
    .selectFrom('usage_records')
    .selectAll()
    .where('business_id', '=', businessId)
    .orderBy('kind')
    .execute();

describe('the "almost there" message', () => {
  it('goes once when the estimate first drops under the minutes, counted as a message', async () => {
    const { admin, courier, trip } = await tripWithAlmostThere(5);
    await drive(courier, trip.generated_trip_id, START.lat);
    expect((await storedEstimate(ctx.db, trip.trip_id))?.seconds).toBeGreaterThan(5 * 60);
    expect(await almostThere(trip.trip_id)).toEqual([]);

    // Some 6 minutes later the courier is about 1 km away.
    ctx.clock.advance(5 * 60_000);
    await drive(courier, trip.generated_trip_id, 19.419);
    expect((await storedEstimate(ctx.db, trip.trip_id))?.seconds).toBeLessThan(5 * 60);
    const [message, ...others] = await almostThere(trip.trip_id);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ channel: 'whatsapp', to_address: '+525511112222' });
    expect(message?.body).toContain(trip.tracking_url);
    expect(message?.body).toMatch(/^.+: tu pedido ya casi llega, en (unos \d+|1) min\./);

    const usage = await messageUsage(admin.business_id);
    expect(usage.map((row) => row.kind)).toEqual(['delivery', 'message']);
    expect(usage[1]?.source_id).toBe(message?.id);

    // Away again (a wrong turn), then near again: no second message.
    ctx.clock.advance(2 * 60_000);
    await drive(courier, trip.generated_trip_id, 19.405);
    ctx.clock.advance(4 * 60_000);
    await drive(courier, trip.generated_trip_id, 19.422);
    expect(await almostThere(trip.trip_id)).toHaveLength(1);
    expect(await messageUsage(admin.business_id)).toHaveLength(2);

    // The business's usage still counts one delivery.
    const billing = await ctx.db
      .selectFrom('usage_records')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('business_id', '=', admin.business_id)
      .where('kind', '=', 'delivery')
      .executeTakeFirstOrThrow();
    expect(Number(billing.count)).toBe(1);
  });

  it('is not sent when the business has not turned it on', async () => {
    const { admin, courier, trip } = await tripWithAlmostThere(null);
    await drive(courier, trip.generated_trip_id, 19.425);
    expect((await storedEstimate(ctx.db, trip.trip_id))?.seconds).toBeLessThan(5 * 60);
    expect(await almostThere(trip.trip_id)).toEqual([]);
    expect((await messageUsage(admin.business_id)).map((row) => row.kind)).toEqual(['delivery']);
  });

  it('is not sent once the courier has arrived', async () => {
    const { courier, trip } = await tripWithAlmostThere(10);
    await drive(courier, trip.generated_trip_id, START.lat, 1);
    expect(await almostThere(trip.trip_id)).toEqual([]);
    await courierStep(ctx.app, courier, trip, 'arrival');
    await drive(courier, trip.generated_trip_id, 19.425);
    expect(await almostThere(trip.trip_id)).toEqual([]);
  });

  it("shows in the business's usage as a message, not a delivery", async () => {
    const { admin, courier, trip } = await tripWithAlmostThere(30);
    await subscribe(ctx.app, admin);
    await drive(courier, trip.generated_trip_id, 19.42);
    expect(await almostThere(trip.trip_id)).toHaveLength(1);
    expect((await overviewOf(ctx.app, admin)).usage).toMatchObject({ messages: 1 });
  });

  it('is listed in the dev outbox with its kind', async () => {
    const { courier, trip } = await tripWithAlmostThere(30);
    await drive(courier, trip.generated_trip_id, 19.42);
    const [message] = await almostThere(trip.trip_id);
    const outbox = await ctx.app.inject({ url: '/api/dev/outbox?channel=whatsapp' });
    expect(outbox.statusCode, outbox.body).toBe(200);
    expect(outbox.body).toContain(message?.id);
  });
});
