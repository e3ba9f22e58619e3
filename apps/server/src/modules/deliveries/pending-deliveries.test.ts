import {
  ApiDeliverySchema,
  PendingDeliveriesSchema,
  type Session,
  StartedTripSchema,
} from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext } from '../../../test/context';
import {
  allowSeveralTrips,
  bearer,
  type CourierSession,
  createBusiness,
  createCourier,
  editCourier,
  expectError,
  itAnswers401WithoutSession,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();

/** A business with a write key and two couriers in Headquarters and one in Centro. */
async function setup() {
  const { session: admin } = await createBusiness(ctx.app);
  const [headquarters, centro] = admin.branch_names.map((branch) => branch.id as string);
  const key = await insertApiKey(ctx.db, admin);
  const ana = await createCourier(ctx.app, admin, { branch_id: headquarters, name: 'Ana' });
  const beto = await createCourier(ctx.app, admin, { branch_id: headquarters, name: 'Beto' });
  const caro = await createCourier(ctx.app, admin, { branch_id: centro, name: 'Caro' });
  return { admin, key, ana, beto, caro, centro };
}

async function createDelivery(key: { headers: Record<string, string> }, body: Record<string, unknown>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/deliveries',
    headers: key.headers,
    payload: { customer_phone_number: '55 1111 2222', ...body },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().delivery_id as string;
}

const pendingOf = async (courier: CourierSession) => {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/courier/pending_deliveries',
    headers: bearer(courier),
  });
  expect(response.statusCode, response.body).toBe(200);
  return expectShape(PendingDeliveriesSchema, response.json()).data;
};

const startPending = (courier: CourierSession, id: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/trips',
    headers: bearer(courier),
    payload: { customer_phone_number: '+525511112222', api_delivery_id: id, ...extra },
  });

const viewOf = async (admin: Session, id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/deliveries/${id}`, headers: bearer(admin) })).json();

describe('GET /api/courier/pending_deliveries', () => {
  itAnswers401WithoutSession(ctx.app, { method: 'GET', url: '/api/courier/pending_deliveries' });

  it('refuses an admin session with 403', async () => {
    const { admin } = await setup();
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/courier/pending_deliveries',
      headers: bearer(admin),
    });
    expect(response.statusCode).toBe(403);
  });

  it("shows a courier the deliveries sent to them and their branch's unassigned ones, oldest first", async () => {
    const { key, ana, beto, caro, centro } = await setup();
    const forBranch = await createDelivery(key, {
      order_reference: 'A-1',
      destination: { lat: 19.4, lng: -99.1 },
    });
    ctx.clock.advance(1000);
    const forAna = await createDelivery(key, { order_reference: 'A-2', courier_id: ana.courier.id });
    ctx.clock.advance(1000);
    const forCentro = await createDelivery(key, { order_reference: 'C-1', branch_id: centro });
    ctx.clock.advance(1000);
    const cancelled = await createDelivery(key, { order_reference: 'X-1' });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/deliveries/${cancelled}`, headers: key.headers });

    const anas = await pendingOf(ana);
    expect(anas.map((delivery) => delivery.id)).toEqual([forBranch, forAna]);
    expect(anas[0]).toEqual({
      id: forBranch,
      customer_phone_number: '+525511112222',
      order_reference: 'A-1',
      destination: { lat: 19.4, lng: -99.1 },
      assigned: false,
      created_at: expect.any(Number),
    });
    expect(anas[1]?.assigned).toBe(true);
    expect((await pendingOf(beto)).map((delivery) => delivery.id)).toEqual([forBranch]);
    expect((await pendingOf(caro)).map((delivery) => delivery.id)).toEqual([forCentro]);
  });

  it('gives the branch a delivery whose courier was deactivated, so someone can still start it', async () => {
    const { admin, key, ana, beto } = await setup();
    const forAna = await createDelivery(key, { order_reference: 'A-9', courier_id: ana.courier.id });
    expect(await pendingOf(beto)).toEqual([]);
    const deactivated = await editCourier(ctx.app, admin, { id: ana.courier.id, active: false });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect((await pendingOf(beto)).map((delivery) => delivery.id)).toEqual([forAna]);
    const started = await startPending(beto, forAna);
    expect(started.statusCode, started.body).toBe(201);
  });

  it("never shows another business's deliveries", async () => {
    const { ana } = await setup();
    const other = await setup();
    await createDelivery(other.key, {});
    expect(await pendingOf(ana)).toEqual([]);
  });
});

describe('POST /api/trips with api_delivery_id', () => {
  it('starts the trip with the delivery’s phone, reference and destination, and takes it off the lists', async () => {
    const { admin, key, ana, beto } = await setup();
    const id = await createDelivery(key, {
      order_reference: 'A-1042',
      destination: { lat: 19.4, lng: -99.1 },
    });
    ctx.clock.advance(5 * 60_000);
    const response = await startPending(ana, id);
    expect(response.statusCode, response.body).toBe(201);
    const started = expectShape(StartedTripSchema, response.json());
    const trip = await ctx.db
      .selectFrom('trips')
      .selectAll()
      .where('id', '=', started.trip_id)
      .executeTakeFirstOrThrow();
    expect(trip).toMatchObject({
      customer_phone_number: '+525511112222',
      order_reference: 'A-1042',
      destination_lat: 19.4,
      destination_lng: -99.1,
      destination_source: 'api',
    });
    const view = expectShape(ApiDeliverySchema, await viewOf(admin, id));
    expect(view).toMatchObject({
      status: 'started',
      trip_id: started.generated_trip_id,
      tracking_url: started.tracking_url,
      started_at: ctx.clock.seconds(),
      courier: { id: ana.courier.id, name: 'Ana' },
    });
    expect(await pendingOf(ana)).toEqual([]);
    expect(await pendingOf(beto)).toEqual([]);
  });

  it('answers 409 delivery_taken to the second of two couriers tapping at once: one trip', async () => {
    const { admin, key, ana, beto } = await setup();
    const id = await createDelivery(key, { order_reference: 'R-1' });
    const answers = await Promise.all([startPending(ana, id), startPending(beto, id)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409);
    expect(loser?.json().error.code).toBe('delivery_taken');
    const trips = await ctx.db
      .selectFrom('trips')
      .select('id')
      .where('business_id', '=', admin.business_id)
      .execute();
    expect(trips).toHaveLength(1);
  });

  it('answers 409 delivery_taken for a cancelled delivery, another courier’s, or another branch’s', async () => {
    const { key, ana, beto, caro } = await setup();
    const cancelled = await createDelivery(key, {});
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/deliveries/${cancelled}`, headers: key.headers });
    expectError(await startPending(ana, cancelled), 409, 'delivery_taken');
    const forBeto = await createDelivery(key, { courier_id: beto.courier.id });
    expectError(await startPending(ana, forBeto), 409, 'delivery_taken');
    const forHeadquarters = await createDelivery(key, {});
    expectError(await startPending(caro, forHeadquarters), 409, 'delivery_taken');
    expect((await startPending(beto, forBeto)).statusCode).toBe(201);
  });

  it("keeps the delivery pending when the courier's open trip blocks the start", async () => {
    const { admin, key, ana } = await setup();
    const first = await createDelivery(key, { order_reference: 'O-1' });
    const second = await createDelivery(key, { order_reference: 'O-2' });
    expect((await startPending(ana, first)).statusCode).toBe(201);
    expectError(await startPending(ana, second), 409, 'open_trip_exists');
    expect((await viewOf(admin, second)).status).toBe('pending');
    await allowSeveralTrips(ctx.app, admin);
    expect((await startPending(ana, second)).statusCode).toBe(201);
  });
});
