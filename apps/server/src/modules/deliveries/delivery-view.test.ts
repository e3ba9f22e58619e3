import { ApiDeliverySchema, trackingUrl } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  businessWithTrip,
  courierStep,
  createBusiness,
  createCourier,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { findDeliveryView } from './delivery-view';

const ctx = await createTestContext();
const PUBLIC_URL = 'https://track.example';

async function pendingDelivery() {
  const { session: admin } = await createBusiness(ctx.app);
  const key = await insertApiKey(ctx.db, admin);
  const courier = await createCourier(ctx.app, admin, { name: 'Ana', last_name: 'Ruiz' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/deliveries',
    headers: key.headers,
    payload: {
      customer_phone_number: '55 1111 2222',
      order_reference: 'V-1',
      destination: { lat: 19.4, lng: -99.1 },
    },
  });
  return { admin, courier, id: response.json().delivery_id as string, createdAt: ctx.clock.seconds() };
}

const view = (businessId: string, id: string) =>
  findDeliveryView(ctx.db, businessId, { apiDeliveryId: id }, PUBLIC_URL);

describe('findDeliveryView', () => {
  it('reads a pending delivery, and nothing for another business', async () => {
    const { admin, id, createdAt } = await pendingDelivery();
    const pending = expectShape(ApiDeliverySchema, await view(admin.business_id, id));
    expect(pending).toMatchObject({
      delivery_id: id,
      status: 'pending',
      order_reference: 'V-1',
      trip_id: null,
      tracking_url: null,
      courier: null,
      destination: { lat: 19.4, lng: -99.1 },
      created_at: createdAt,
      started_at: null,
      review: null,
    });
    const { session: stranger } = await createBusiness(ctx.app);
    expect(await view(stranger.business_id, id)).toBeUndefined();
  });

  it('follows the delivery through started, arrived, ended and reviewed', async () => {
    const { admin, courier, id, createdAt } = await pendingDelivery();
    ctx.clock.advance(60_000);
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: bearer(courier),
      payload: { customer_phone_number: '+525511112222', api_delivery_id: id },
    });
    const trip = start.json() as { trip_id: string; generated_trip_id: string };
    const startedAt = ctx.clock.seconds();
    const started = await view(admin.business_id, id);
    expect(started).toMatchObject({
      status: 'started',
      trip_id: trip.generated_trip_id,
      tracking_url: trackingUrl(PUBLIC_URL, trip.generated_trip_id),
      courier: { id: courier.courier.id, name: 'Ana', last_name: 'Ruiz' },
      created_at: createdAt,
      started_at: startedAt,
      order_reference: 'V-1',
    });
    // The same view reached through the trip.
    expect(await findDeliveryView(ctx.db, admin.business_id, { tripId: trip.trip_id }, PUBLIC_URL)).toEqual(
      started,
    );

    ctx.clock.advance(60_000);
    await courierStep(ctx.app, courier, trip, 'arrival');
    expect(await view(admin.business_id, id)).toMatchObject({
      status: 'arrived',
      arrived_at: ctx.clock.seconds(),
    });
    ctx.clock.advance(60_000);
    await courierStep(ctx.app, courier, trip, 'end');
    expect(await view(admin.business_id, id)).toMatchObject({
      status: 'ended',
      ended_at: ctx.clock.seconds(),
    });
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/trips/${trip.generated_trip_id}`,
      payload: { trip: { rating: 3, selected: ['courier'], remarks: 'Rápido', improvement: '' } },
    });
    const reviewed = expectShape(ApiDeliverySchema, await view(admin.business_id, id));
    expect(reviewed.review).toEqual({
      rating: 3,
      selected: ['courier'],
      remarks: 'Rápido',
      reviewed_at: ctx.clock.seconds(),
    });
  });

  it('reads a cancelled delivery', async () => {
    const { admin, id } = await pendingDelivery();
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/deliveries/${id}`, headers: bearer(admin) });
    expect((await view(admin.business_id, id))?.status).toBe('cancelled');
  });

  it('reads a trip a courier started alone, without a delivery id', async () => {
    const { admin, trip } = await businessWithTrip(ctx.app);
    const alone = expectShape(
      ApiDeliverySchema,
      await findDeliveryView(ctx.db, admin.business_id, { tripId: trip.trip_id }, PUBLIC_URL),
    );
    expect(alone).toMatchObject({ delivery_id: null, order_reference: null, status: 'started' });
  });
});
