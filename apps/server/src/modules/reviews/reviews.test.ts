import { AdminNotesSavedSchema, BUSINESS_STREAM_EVENTS, ReviewedTripSchema } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  businessWithTrip,
  courierStep,
  createBusiness,
  expectError,
  expectFieldError,
} from '../../../test/factories';
import { expectShape, expectStreamEvent } from '../../../test/shape';
import { openBusinessStream } from '../../../test/sse-client';

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });

async function endedTrip() {
  const { admin, courier, trip } = await businessWithTrip(ctx.app);
  await courierStep(ctx.app, courier, trip, 'end');
  return { admin, courier, trip };
}

const patch = (id: string, trip: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/trips/${id}`, headers, payload: { trip } });

const review = { rating: 3, selected: ['courier', 'delivery_time'], remarks: 'Muy rápido', improvement: '' };

describe('PATCH /api/trips/:generated_trip_id (customer review)', () => {
  it('answers 404 with the spec message for an unknown trip', async () => {
    const response = await patch('nope', review);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No delivery was found with that ID.');
  });

  it('refuses to rate a delivery still on its way with 409', async () => {
    const { trip } = await businessWithTrip(ctx.app);
    expectError(await patch(trip.generated_trip_id, review), 409, 'trip_not_ended');
  });

  it('stores the review once and tells the business live', async () => {
    const { admin, trip } = await endedTrip();
    const stream = await openBusinessStream(ctx.app, baseUrl, admin);
    expect((await stream.next()).event).toBe('trips');
    expect((await stream.next()).event).toBe('couriers');

    const response = await patch(trip.generated_trip_id, review);
    expect(response.statusCode).toBe(200);
    expectShape(ReviewedTripSchema, response.json());
    expect(response.json()).toMatchObject({ rating: 3, selected: ['courier', 'delivery_time'] });
    const reviewed = await stream.next();
    expectStreamEvent(BUSINESS_STREAM_EVENTS, reviewed);
    expect(reviewed).toMatchObject({
      event: 'reviewed',
      data: { trip_id: trip.trip_id, rating: 3 },
    });
    stream.close();

    const again = await patch(trip.generated_trip_id, { rating: 1, selected: [] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'already_reviewed',
      message: 'You can only rate your delivery once per delivery.',
    });
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    expect(shown).toMatchObject({ rating: 3, selected: ['courier', 'delivery_time'] });
    expect(JSON.stringify(shown)).not.toContain('Muy rápido');
  });

  it.each([
    ['trip.rating', { rating: 4, selected: [] }, 'invalid_rating'],
    ['trip.rating', { rating: 2.5 }, 'invalid_rating'],
    ['trip.rating', { selected: [] }, 'required'],
    ['trip.selected.0', { rating: 2, selected: ['price'] }, 'invalid_choice'],
    ['trip.remarks', { rating: 2, remarks: 'x'.repeat(2001) }, 'too_long'],
    ['trip.admin_notes', { rating: 2, admin_notes: 'sneaky' }, 'unknown_field'],
  ])('rejects a bad %s with 400 and stores nothing', async (field, body, code) => {
    const { trip } = await endedTrip();
    const response = await patch(trip.generated_trip_id, body);
    expectFieldError(response, field, code);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })).json().rating,
    ).toBeNull();
  });
});

describe('PATCH /api/trips/:generated_trip_id (admin notes)', () => {
  it("answers 404 for another business's trip", async () => {
    const { trip } = await endedTrip();
    const { session: stranger } = await createBusiness(ctx.app);
    const response = await patch(trip.generated_trip_id, { admin_notes: 'mine now' }, bearer(stranger));
    expect(response.statusCode).toBe(404);
  });

  it('answers 401 for a forged session rather than taking it as a review', async () => {
    const { trip } = await endedTrip();
    const response = await patch(trip.generated_trip_id, review, { authorization: 'Bearer forged' });
    expect(response.statusCode).toBe(401);
  });

  it("saves the business's notes, which the public trip never shows", async () => {
    const { admin, trip } = await endedTrip();
    const response = await patch(
      trip.generated_trip_id,
      { admin_notes: 'Customer tipped well' },
      bearer(admin),
    );
    expect(response.statusCode).toBe(200);
    expectShape(AdminNotesSavedSchema, response.json());
    expect(response.json().admin_notes).toBe('Customer tipped well');
    const shown = await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` });
    expect(shown.body).not.toContain('tipped');
  });
});

describe('the public trip for the tracking page', () => {
  it("carries the courier's number for contact links and the default branding", async () => {
    const { trip } = await endedTrip();
    const shown = (
      await ctx.app.inject({ method: 'GET', url: `/api/trips/${trip.generated_trip_id}` })
    ).json();
    expect(shown.courier_phone).toBe('+525587654321');
    expect(shown.branding).toEqual({
      logo_url: null,
      header_color: '#0b5d56',
      text_color: '#ffffff',
      button_text_color: '#ffffff',
    });
  });
});
