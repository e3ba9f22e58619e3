import { ADMIN_END_NOTE_MAX_LENGTH, AdminTripSchema } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, businessWithTrip, courierStep, createBusiness, expectError } from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { openBusinessStream, openStream } from '../../../test/sse-client';

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

const courierWithTrip = () =>
  businessWithTrip(ctx.app, {
    business: { full_name: 'Marta Ruiz' },
    courier: { name: 'Luis', last_name: 'Hernández' },
  });

const adminEnd = (id: string, session: { jwt_token: string } | null, payload?: unknown) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/trips/${id}/admin_end`,
    headers: session ? bearer(session) : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

/** The first trip of today's report, as the admin reads it. */
async function todaysFirstTrip(admin: { jwt_token: string }) {
  const day = ctx.clock.now().toISOString().slice(0, 10);
  const report = await ctx.app.inject({
    method: 'GET',
    url: `/api/trips?start_date=${day}&end_date=${day}&tz=UTC`,
    headers: bearer(admin),
  });
  return report.json().trips[0];
}

const publicTrip = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/trips/${id}` })).json();

describe('POST /api/trips/:generated_trip_id/admin_end', () => {
  it('answers 401 without a session and 403 to a courier, and ends nothing', async () => {
    const { courier, trip } = await courierWithTrip();
    expect((await adminEnd(trip.generated_trip_id, null)).statusCode).toBe(401);
    expect((await adminEnd(trip.generated_trip_id, courier)).statusCode).toBe(403);
    expect((await publicTrip(trip.generated_trip_id)).end_time).toBeNull();
  });

  it("answers 404 for another business's trip and for an unknown id, and ends nothing", async () => {
    const { trip } = await courierWithTrip();
    const { session: stranger } = await createBusiness(ctx.app);
    const foreign = await adminEnd(trip.generated_trip_id, stranger, { note: 'not mine' });
    expectError(foreign, 404, 'trip_not_found');
    expect((await adminEnd('no-such-trip', stranger)).statusCode).toBe(404);
    expect((await publicTrip(trip.generated_trip_id)).end_time).toBeNull();
  });

  it('ends the trip at the clock time, not valid, recording the admin and the note', async () => {
    const { admin, trip } = await courierWithTrip();
    ctx.clock.advance(40 * 60_000);
    const response = await adminEnd(trip.generated_trip_id, admin, { note: '  Phone died, delivered.  ' });
    expect(response.statusCode, response.body).toBe(200);
    expectShape(AdminTripSchema, response.json());
    expect(response.json()).toMatchObject({
      trip_id: trip.trip_id,
      generated_trip_id: trip.generated_trip_id,
      end_time: ctx.clock.seconds(),
      valid: false,
      status: 'ended',
      ended_by_role: 'admin',
      ended_by_name: 'Marta Ruiz',
      end_note: 'Phone died, delivered.',
      all_coordinates: [],
    });
  });

  it('ends without a body, leaving the note empty', async () => {
    const { admin, trip } = await courierWithTrip();
    const response = await adminEnd(trip.generated_trip_id, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ ended_by_role: 'admin', end_note: null });
    const blank = await courierWithTrip();
    expect((await adminEnd(blank.trip.generated_trip_id, blank.admin, { note: '   ' })).json().end_note).toBe(
      null,
    );
  });

  it('answers 409 trip_ended once the trip has ended, by the courier or an admin', async () => {
    const { admin, courier, trip } = await courierWithTrip();
    await courierStep(ctx.app, courier, trip, 'end');
    const late = await adminEnd(trip.generated_trip_id, admin, { note: 'too late' });
    expectError(late, 409, 'trip_ended');

    const other = await courierWithTrip();
    expect((await adminEnd(other.trip.generated_trip_id, other.admin)).statusCode).toBe(200);
    expect((await adminEnd(other.trip.generated_trip_id, other.admin)).statusCode).toBe(409);
  });

  it.each([
    ['a note over the limit', { note: 'x'.repeat(ADMIN_END_NOTE_MAX_LENGTH + 1) }, 'note', 'too_long'],
    ['a note that is not text', { note: 42 }, 'note', 'invalid_value'],
    ['an unknown field', { reason: 'lost' }, 'reason', 'unknown_field'],
  ])('rejects %s with 400 naming the field, and ends nothing', async (_, payload, field, code) => {
    const { admin, trip } = await courierWithTrip();
    const response = await adminEnd(trip.generated_trip_id, admin, payload);
    expectError(response, 400, 'invalid_input');
    expect(response.json().error.fields[field].code).toBe(code);
    expect((await publicTrip(trip.generated_trip_id)).end_time).toBeNull();
  });

  it('accepts a note of exactly the limit', async () => {
    const { admin, trip } = await courierWithTrip();
    const note = 'n'.repeat(ADMIN_END_NOTE_MAX_LENGTH);
    expect((await adminEnd(trip.generated_trip_id, admin, { note })).json().end_note).toBe(note);
  });

  it('publishes the same ended event as a stop on the public stream and the monitor, and closes the link', async () => {
    const { admin, courier, trip } = await courierWithTrip();
    await ctx.app.inject({
      method: 'POST',
      url: `/api/trips/${trip.generated_trip_id}/coordinates`,
      headers: bearer(courier),
      payload: { points: [{ lat: 19.4, lng: -99.1, timestamp: ctx.clock.seconds() }] },
    });
    const monitor = await openBusinessStream(ctx.app, baseUrl, admin);
    expect((await monitor.next()).event).toBe('trips');
    expect((await monitor.next()).event).toBe('couriers');
    const link = await openStream(`${baseUrl}/api/trips/${trip.generated_trip_id}/stream`);
    expect((await link.next()).event).toBe('trip');

    await adminEnd(trip.generated_trip_id, admin, { note: 'Private reason' });

    const ended = await link.next();
    expect(ended).toMatchObject({
      event: 'ended',
      id: '1',
      data: { trip_id: trip.trip_id, end_time: ctx.clock.seconds(), valid: false },
    });
    expect(Object.keys(ended.data).sort()).toEqual(
      [
        'arrived_time',
        'distance_km',
        'end_time',
        'generated_trip_id',
        'start_time',
        'trip_id',
        'valid',
      ].sort(),
    );
    expect(await link.nextOrEnd()).toBeNull();
    expect(await monitor.next()).toMatchObject({ event: 'ended', data: { trip_id: trip.trip_id } });
    monitor.close();
  });

  it('shows who ended it on the admin trip and never on the public trip', async () => {
    const { admin, trip } = await courierWithTrip();
    await adminEnd(trip.generated_trip_id, admin, { note: 'Private reason' });
    const shown = await publicTrip(trip.generated_trip_id);
    expect(shown.end_time).toBe(ctx.clock.seconds());
    expect(shown).not.toHaveProperty('ended_by_role');
    expect(shown).not.toHaveProperty('ended_by_name');
    expect(shown).not.toHaveProperty('end_note');
    expect(JSON.stringify(shown)).not.toContain('Private reason');
    expect(JSON.stringify(shown)).not.toContain('Marta');

    expect(await todaysFirstTrip(admin)).toMatchObject({
      generated_trip_id: trip.generated_trip_id,
      ended_by_role: 'admin',
      ended_by_name: 'Marta Ruiz',
      end_note: 'Private reason',
      valid: false,
    });
  });

  it('stops the courier: later points, arrival and stop answer 409', async () => {
    const { admin, courier, trip } = await courierWithTrip();
    await adminEnd(trip.generated_trip_id, admin);
    const url = `/api/trips/${trip.generated_trip_id}`;
    const points = await ctx.app.inject({
      method: 'POST',
      url: `${url}/coordinates`,
      headers: bearer(courier),
      payload: { points: [{ lat: 19.4, lng: -99.1, timestamp: ctx.clock.seconds() }] },
    });
    expect(points.statusCode).toBe(409);
    for (const action of ['arrival', 'end']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: `${url}/${action}`,
        headers: bearer(courier),
      });
      expect(response.statusCode).toBe(409);
    }
    expect((await publicTrip(trip.generated_trip_id)).valid).toBe(false);
  });
});

describe("who ended a courier's stop", () => {
  it('records the courier by name, with no admin note', async () => {
    const { courier, admin, trip } = await courierWithTrip();
    await courierStep(ctx.app, courier, trip, 'end', { delivery_user_notes: 'Left at the door' });
    expect(await todaysFirstTrip(admin)).toMatchObject({
      valid: true,
      ended_by_role: 'courier',
      ended_by_name: 'Luis Hernández',
      end_note: null,
      delivery_user_notes: 'Left at the door',
    });
  });
});
