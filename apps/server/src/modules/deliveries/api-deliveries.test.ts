import { ApiDeliveryListSchema, ApiDeliverySchema, type Session } from '@rutaviva/domain';
import type { InjectOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  createBusiness,
  createCourier,
  editCourier,
  expectError,
  expectFieldError,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { ApiDeliveriesService } from './api-deliveries.service';

const ctx = await createTestContext();

/** A business with a write key (its headers), its admin and a courier of its second branch. */
async function businessWithKey() {
  const { session: admin } = await createBusiness(ctx.app);
  const key = await insertApiKey(ctx.db, admin, ['read', 'write']);
  return { admin, key };
}

const branches = (admin: Session) => admin.branch_names.map((branch) => branch.id as string);

const create = (headers: Record<string, string>, payload: unknown, idempotencyKey?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/deliveries',
    headers: { ...headers, ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) },
    payload: payload as InjectOptions['payload'],
  });

const rowCount = async (businessId: string) =>
  Number(
    (
      await ctx.db
        .selectFrom('api_deliveries')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('business_id', '=', businessId)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** An endpoint of the business that listens for delivery.created (nothing answers at its address). */
const subscribeToCreated = (businessId: string) =>
  ctx.db
    .insertInto('webhook_endpoints')
    .values({
      business_id: businessId,
      url: 'http://127.0.0.1:9/hook',
      events: ['delivery.created'],
      secret: 'whsec_test',
    })
    .execute();
describe('POST /api/v1/deliveries', () => {
  it('answers 401 without a key, 401 for an unknown key and 403 to a read-only key, writing nothing', async () => {
    const { admin } = await businessWithKey();
    expectError(await create({}, { customer_phone_number: '55 1111 2222' }), 401, 'unauthorized');
    const unknown = { authorization: `Bearer rv_${'x'.repeat(43)}` };
    expectError(await create(unknown, { customer_phone_number: '55 1111 2222' }), 401, 'api_key_invalid');
    const reader = await insertApiKey(ctx.db, admin, ['read']);
    expectError(
      await create(reader.headers, { customer_phone_number: '55 1111 2222' }),
      403,
      'api_key_scope',
    );
    expect(await rowCount(admin.business_id)).toBe(0);
  });

  it("creates a pending delivery in the business's first branch, the phone read in its country", async () => {
    const { admin, key } = await businessWithKey();
    const response = await create(key.headers, {
      customer_phone_number: '55 1111 2222',
      order_reference: 'A-1042',
      destination: { lat: 19.43, lng: -99.13 },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.headers['idempotent-replayed']).toBeUndefined();
    const delivery = expectShape(ApiDeliverySchema, response.json());
    expect(delivery).toMatchObject({
      status: 'pending',
      order_reference: 'A-1042',
      customer_phone_number: '+525511112222',
      destination: { lat: 19.43, lng: -99.13 },
      branch: { id: branches(admin)[0] },
      courier: null,
      trip_id: null,
      tracking_url: null,
      created_at: ctx.clock.seconds(),
      started_at: null,
    });
    const row = await ctx.db
      .selectFrom('api_deliveries')
      .selectAll()
      .where('id', '=', delivery.delivery_id as string)
      .executeTakeFirstOrThrow();
    expect(row.api_key_id).toBe(key.id);
  });

  it('also takes an admin session', async () => {
    const { admin } = await businessWithKey();
    const response = await create(bearer(admin), { customer_phone_number: '55 1111 2222' });
    expect(response.statusCode, response.body).toBe(201);
  });

  it("puts a named courier's delivery in the courier's branch, and a named branch's in that branch", async () => {
    const { admin, key } = await businessWithKey();
    const [, centro] = branches(admin);
    const courier = await createCourier(ctx.app, admin, { branch_id: centro });
    const forCourier = await create(key.headers, {
      customer_phone_number: '55 1111 2222',
      courier_id: courier.courier.id,
    });
    expect(forCourier.json()).toMatchObject({
      branch: { id: centro },
      courier: { id: courier.courier.id, name: 'Luis', last_name: 'Hernández' },
    });
    const forBranch = await create(key.headers, { customer_phone_number: '55 1111 2222', branch_id: centro });
    expect(forBranch.json()).toMatchObject({ branch: { id: centro }, courier: null });
  });

  it('answers 400 naming each bad field, and writes nothing', async () => {
    const { admin, key } = await businessWithKey();
    expectFieldError(await create(key.headers, {}), 'customer_phone_number', 'required');
    expectFieldError(
      await create(key.headers, { customer_phone_number: '12' }),
      'customer_phone_number',
      'invalid_phone',
    );
    const far = await create(key.headers, {
      customer_phone_number: '55 1111 2222',
      destination: { lat: 91, lng: 0 },
      order_reference: 'x'.repeat(101),
      courier_id: 'nope',
    });
    expectFieldError(far, 'destination.lat', 'invalid_latitude');
    expectFieldError(far, 'order_reference', 'too_long');
    expectFieldError(far, 'courier_id', 'invalid_value');
    expectFieldError(
      await create(key.headers, { customer_phone_number: '55 1111 2222', surprise: 1 }),
      'surprise',
      'unknown_field',
    );
    expectFieldError(
      await create(key.headers, { customer_phone_number: '55 1111 2222' }, 'bad\u0001key'),
      'Idempotency-Key',
      'invalid_value',
    );
    expect(await rowCount(admin.business_id)).toBe(0);
  });

  it('refuses an inactive courier (400) and a branch that is not the named courier’s (400)', async () => {
    const { admin, key } = await businessWithKey();
    const [headquarters, centro] = branches(admin);
    const courier = await createCourier(ctx.app, admin, { branch_id: centro });
    await editCourier(ctx.app, admin, { id: courier.courier.id, active: false });
    expectFieldError(
      await create(key.headers, { customer_phone_number: '55 1111 2222', courier_id: courier.courier.id }),
      'courier_id',
      'courier_inactive',
    );
    const active = await createCourier(ctx.app, admin, { branch_id: centro });
    expectFieldError(
      await create(key.headers, {
        customer_phone_number: '55 1111 2222',
        courier_id: active.courier.id,
        branch_id: headquarters,
      }),
      'branch_id',
      'branch_not_of_courier',
    );
    expect(await rowCount(admin.business_id)).toBe(0);
  });

  it("answers 404 for another business's courier and branch, writing nothing", async () => {
    const { admin, key } = await businessWithKey();
    const { session: stranger } = await createBusiness(ctx.app);
    const theirs = await createCourier(ctx.app, stranger);
    expectError(
      await create(key.headers, { customer_phone_number: '55 1111 2222', courier_id: theirs.courier.id }),
      404,
      'courier_not_found',
    );
    expectError(
      await create(key.headers, { customer_phone_number: '55 1111 2222', branch_id: branches(stranger)[0] }),
      404,
      'branch_not_found',
    );
    expect(await rowCount(admin.business_id)).toBe(0);
  });

  it('records delivery.created in the outbox for a subscribed endpoint', async () => {
    const { admin, key } = await businessWithKey();
    await subscribeToCreated(admin.business_id);
    const delivery = (
      await create(key.headers, { customer_phone_number: '55 1111 2222', order_reference: 'W-1' })
    ).json();
    const event = await ctx.db
      .selectFrom('webhook_events')
      .selectAll()
      .where('business_id', '=', admin.business_id)
      .executeTakeFirstOrThrow();
    expect(event.type).toBe('delivery.created');
    expect((event.payload as { data: unknown }).data).toEqual(delivery);
  });
});

describe('ApiDeliveriesService.create and the webhooks', () => {
  it('hands the new webhook deliveries to the sender once the delivery committed, and nothing on a replay', async () => {
    const { admin } = await businessWithKey();
    await subscribeToCreated(admin.business_id);
    const sent: string[][] = [];
    const service = new ApiDeliveriesService({
      db: ctx.db,
      clock: ctx.clock,
      publicUrl: 'http://rutaviva.test',
      billing: { tripTerms: async () => ({ mayStart: true }) },
      webhooks: {
        send: (ids) => {
          sent.push(ids);
        },
      },
    });
    const auth = { businessId: admin.business_id, userId: admin.user_id, role: 'admin' as const };
    const input = { customer_phone_number: '55 1111 2222', order_reference: 'H-1' };
    const first = await service.create(auth, input, 'hook-1');
    const pending = await ctx.db
      .selectFrom('webhook_deliveries')
      .innerJoin('webhook_events', 'webhook_events.id', 'webhook_deliveries.event_id')
      .select('webhook_deliveries.id')
      .where('webhook_events.business_id', '=', admin.business_id)
      .execute();
    expect(pending).toHaveLength(1);
    expect(sent).toEqual([pending.map((row) => row.id)]);
    const again = await service.create(auth, input, 'hook-1');
    expect(again).toEqual({ delivery: first.delivery, replayed: true });
    expect(sent).toHaveLength(1);
  });

  it('refuses a business whose standing blocks new deliveries with 403, writing nothing', async () => {
    const { admin } = await businessWithKey();
    const service = new ApiDeliveriesService({
      db: ctx.db,
      clock: ctx.clock,
      publicUrl: 'http://rutaviva.test',
      billing: { tripTerms: async () => ({ mayStart: false }) },
    });
    const auth = { businessId: admin.business_id, userId: admin.user_id, role: 'admin' as const };
    await expect(
      service.create(auth, { customer_phone_number: '55 1111 2222' }, undefined),
    ).rejects.toMatchObject({
      code: 'subscription_inactive',
      statusCode: 403,
    });
    expect(await rowCount(admin.business_id)).toBe(0);
  });
});

describe('POST /api/v1/deliveries with an Idempotency-Key', () => {
  const body = { customer_phone_number: '55 1111 2222', order_reference: 'A-7' };

  it('answers the same delivery again for the same key and request, marked as replayed', async () => {
    const { admin, key } = await businessWithKey();
    const first = await create(key.headers, body, 'order-A-7');
    expect(first.statusCode).toBe(201);
    ctx.clock.advance(60_000);
    // The same request written differently (spaces, field order) is the same request.
    const again = await create(
      key.headers,
      { order_reference: ' A-7 ', customer_phone_number: '55 1111 2222' },
      'order-A-7',
    );
    expect(again.statusCode, again.body).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await rowCount(admin.business_id)).toBe(1);
  });

  it('answers 422 idempotency_key_reused for another request under the same key', async () => {
    const { admin, key } = await businessWithKey();
    await create(key.headers, body, 'order-A-7');
    const other = await create(key.headers, { ...body, order_reference: 'A-8' }, 'order-A-7');
    expectError(other, 422, 'idempotency_key_reused');
    expect(await rowCount(admin.business_id)).toBe(1);
  });

  it('keeps keys per business', async () => {
    const one = await businessWithKey();
    const two = await businessWithKey();
    const a = await create(one.key.headers, body, 'shared-key');
    const b = await create(two.key.headers, { ...body, order_reference: 'B-1' }, 'shared-key');
    expect(b.statusCode).toBe(201);
    expect(b.json().delivery_id).not.toBe(a.json().delivery_id);
  });

  it('creates one delivery when the same request races itself', async () => {
    const { admin, key } = await businessWithKey();
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(key.headers, body, 'race-1')));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(6).fill(201));
    expect(new Set(answers.map((answer) => answer.json().delivery_id)).size).toBe(1);
    expect(answers.filter((answer) => answer.headers['idempotent-replayed'] === 'true')).toHaveLength(5);
    expect(await rowCount(admin.business_id)).toBe(1);
  });
});

describe('GET /api/v1/deliveries/:delivery_id', () => {
  it("answers 401 without a key, 404 for another business's or an unknown id", async () => {
    const { key } = await businessWithKey();
    const id = (await create(key.headers, { customer_phone_number: '55 1111 2222' })).json().delivery_id;
    expectError(
      await ctx.app.inject({ method: 'GET', url: `/api/v1/deliveries/${id}` }),
      401,
      'unauthorized',
    );
    const stranger = await businessWithKey();
    const foreign = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/deliveries/${id}`,
      headers: stranger.key.headers,
    });
    expectError(foreign, 404, 'delivery_not_found');
    const unknown = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/deliveries/not-an-id',
      headers: key.headers,
    });
    expectError(unknown, 404, 'delivery_not_found');
  });

  it('answers the delivery to a read-only key', async () => {
    const { admin, key } = await businessWithKey();
    const created = (await create(key.headers, { customer_phone_number: '55 1111 2222' })).json();
    const reader = await insertApiKey(ctx.db, admin, ['read']);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/deliveries/${created.delivery_id}`,
      headers: reader.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(expectShape(ApiDeliverySchema, response.json())).toEqual(created);
  });
});

describe('GET /api/v1/deliveries', () => {
  const list = (headers: Record<string, string>, query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/deliveries${query}`, headers });

  it('lists the business’s deliveries newest first, a page at a time, filtered', async () => {
    const { key } = await businessWithKey();
    const other = await businessWithKey();
    await create(other.key.headers, { customer_phone_number: '55 1111 2222', order_reference: 'X' });
    for (const reference of ['A-1', 'A-2', 'A-3']) {
      await create(key.headers, { customer_phone_number: '55 1111 2222', order_reference: reference });
      ctx.clock.advance(1000);
    }
    const first = expectShape(ApiDeliveryListSchema, (await list(key.headers, '?limit=2')).json());
    expect(first.data.map((delivery) => delivery.order_reference)).toEqual(['A-3', 'A-2']);
    const cursor = first.next_cursor as string;
    const second = (await list(key.headers, `?limit=2&cursor=${cursor}`)).json();
    expect(second.data.map((delivery: { order_reference: string }) => delivery.order_reference)).toEqual([
      'A-1',
    ]);
    expect(second.next_cursor).toBeNull();
    const byReference = (await list(key.headers, '?order_reference=A-2')).json();
    expect(byReference.data).toHaveLength(1);
    const id = byReference.data[0].delivery_id;
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/deliveries/${id}`, headers: key.headers });
    expect(
      (await list(key.headers, '?status=cancelled'))
        .json()
        .data.map((d: { delivery_id: string }) => d.delivery_id),
    ).toEqual([id]);
    expect((await list(key.headers, '?status=pending')).json().data).toHaveLength(2);
  });

  it('answers 400 naming a bad status or cursor', async () => {
    const { key } = await businessWithKey();
    expectFieldError(await list(key.headers, '?status=lost'), 'status', 'invalid_value');
    expectFieldError(await list(key.headers, '?cursor=bm9wZQ'), 'cursor', 'invalid_value');
  });
});

describe('DELETE /api/v1/deliveries/:delivery_id', () => {
  const cancel = (headers: Record<string, string>, id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/v1/deliveries/${id}`, headers });

  it("answers 403 to a read-only key and 404 for another business's delivery, cancelling nothing", async () => {
    const { admin, key } = await businessWithKey();
    const id = (await create(key.headers, { customer_phone_number: '55 1111 2222' })).json().delivery_id;
    const reader = await insertApiKey(ctx.db, admin, ['read']);
    expectError(await cancel(reader.headers, id), 403, 'api_key_scope');
    const stranger = await businessWithKey();
    expectError(await cancel(stranger.key.headers, id), 404, 'delivery_not_found');
    const still = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/deliveries/${id}`,
      headers: key.headers,
    });
    expect(still.json().status).toBe('pending');
  });

  it('cancels a pending delivery, and cancelling again answers the same', async () => {
    const { key } = await businessWithKey();
    const id = (await create(key.headers, { customer_phone_number: '55 1111 2222' })).json().delivery_id;
    const response = await cancel(key.headers, id);
    expect(response.statusCode, response.body).toBe(200);
    expect(expectShape(ApiDeliverySchema, response.json()).status).toBe('cancelled');
    expect((await cancel(key.headers, id)).json().status).toBe('cancelled');
  });

  it('answers 409 once a courier started it', async () => {
    const { admin, key } = await businessWithKey();
    const courier = await createCourier(ctx.app, admin);
    const id = (
      await create(key.headers, { customer_phone_number: '55 1111 2222', courier_id: courier.courier.id })
    ).json().delivery_id;
    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: bearer(courier),
      payload: { customer_phone_number: '+525511112222', api_delivery_id: id },
    });
    expect(start.statusCode, start.body).toBe(201);
    expectError(await cancel(key.headers, id), 409, 'delivery_already_started');
  });
});

describe('GET /api/docs/json', () => {
  it('documents the v1 deliveries with an admin session or a key, and their errors', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const post = docs.paths['/api/v1/deliveries'].post;
    expect(post.operationId).toBe('createDelivery');
    expect(post.security).toEqual([{ adminSession: [] }, { apiKey: [] }]);
    expect(Object.keys(post.responses)).toEqual(
      expect.arrayContaining(['201', '400', '401', '403', '404', '422']),
    );
    expect(docs.paths['/api/v1/deliveries/{delivery_id}'].delete.responses['409']).toBeDefined();
    expect(docs.paths['/api/courier/pending_deliveries'].get.security).toEqual([{ courierSession: [] }]);
  });
});
