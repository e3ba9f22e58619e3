import { randomBytes } from 'node:crypto';
import type { ApiKeyScope, Session } from '@rutaviva/domain';
import type { InjectOptions } from 'fastify';
import { expect } from 'vitest';
import { latestEmails } from '../src/providers/email/email.repo';
import { cardsOf, changeSubscription, invoicesOf, overviewOf, subscribe } from './billing';
import type { TestContext } from './context';
import {
  bearer,
  type CourierSession,
  courierStep,
  createCourier,
  expectStatus,
  postPoints,
  startTrip,
} from './factories';
import { jpegPhoto, uploadPhoto } from './photos';
import { newSalesperson, referredBusiness, SALESPERSON_PASSWORD } from './sales';
import type { Tenant } from './tenants';
import { registerEndpoint } from './webhook-endpoints';
import { startWebhookReceiver } from './webhook-receiver';

// One business with everything a tenant can own, made through the HTTP API as its users would.

/** A multipart body with one `logo` file, as the branding page sends it. */
export function logoForm(bytes: Buffer) {
  const boundary = `----tenant-${randomBytes(4).toString('hex')}`;
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function call(ctx: TestContext, request: InjectOptions, status = 200) {
  return (await expectStatus(ctx.app, request, status)).json();
}

/** An API key the admin makes through the API: the key to send, and its id. */
async function createApiKey(ctx: TestContext, admin: Session, name: string, scopes: ApiKeyScope[]) {
  const payload = { name, scopes };
  return (await call(
    ctx,
    { method: 'POST', url: '/api/api_keys', headers: bearer(admin), payload },
    201,
  )) as {
    key: string;
    id: string;
  };
}

/** The names a business is made with: plain ones for A, canaries for B. */
export interface Names {
  company: string;
  adminName: string;
  adminPhone: string;
  courierNames: readonly [string, string];
  courierPhone: string;
  customerPhone: string;
  apiCustomerPhone: string;
  orderReference: string;
  reviewRemarks: string;
  reviewImprovement: string;
  branch: string;
  prepaidCompany: string;
  color: string;
}

const split = (full: string) => {
  const [name, ...rest] = full.split(' ');
  return { name: name as string, last_name: rest.join(' ') };
};

export async function buildTenant(ctx: TestContext, names: Names): Promise<Tenant> {
  const { app, db } = ctx;
  const salesperson = await newSalesperson(ctx);
  const password = 'correct-horse';
  const { session: admin, input } = await referredBusiness(app, salesperson, {
    company_name: names.company,
    full_name: names.adminName,
    cell_phone: names.adminPhone,
    branch_names: ['', names.branch],
    password,
  });
  const branches = admin.branch_names.map((branch) => branch.id as string);
  await call(ctx, {
    method: 'PATCH',
    url: '/api/business',
    headers: bearer(admin),
    payload: { allow_several_trips: true },
  });

  // Branding: colours and a logo.
  await call(ctx, {
    method: 'PATCH',
    url: '/api/brandings',
    headers: bearer(admin),
    payload: { header_color: names.color },
  });
  const logo = logoForm(await jpegPhoto(names.color, 120, 60));
  await expectStatus(
    app,
    {
      method: 'POST',
      url: '/api/brandings',
      headers: { ...bearer(admin), ...logo.headers },
      payload: logo.payload,
    },
    201,
  );

  // Webhooks first, so the trips below leave deliveries in the log.
  const hooks = await startWebhookReceiver();
  const endpoint = await registerEndpoint(app, admin, hooks.url);

  const couriers: [CourierSession, CourierSession] = [
    await createCourier(app, admin, { ...split(names.courierNames[0]), cell_phone: names.courierPhone }),
    await createCourier(app, admin, { ...split(names.courierNames[1]), branch_id: branches[1] }),
  ];
  const [first, second] = couriers;

  // An ended delivery: points, arrival, photo, end, the customer's review.
  const ended = await startTrip(app, first, names.customerPhone);
  ctx.clock.advance(20_000);
  const t0 = ctx.clock.seconds();
  expect(
    (
      await postPoints(app, first, ended.generated_trip_id, [
        { lat: 19.43, lng: -99.13, timestamp: t0 - 10 },
        { lat: 19.431, lng: -99.131, timestamp: t0 - 5 },
      ])
    ).statusCode,
  ).toBe(200);
  expect((await courierStep(app, first, ended, 'arrival')).statusCode).toBe(200);
  const photo = await uploadPhoto(app, first, ended.generated_trip_id, await jpegPhoto(names.color));
  expect(photo.statusCode, photo.body).toBeLessThan(300);
  expect((await courierStep(app, first, ended, 'end')).statusCode).toBe(200);
  await call(ctx, {
    method: 'PATCH',
    url: `/api/trips/${ended.generated_trip_id}`,
    payload: {
      trip: {
        rating: 3,
        selected: ['courier'],
        remarks: names.reviewRemarks,
        improvement: names.reviewImprovement,
      },
    },
  });

  // A running delivery with points and the customer's pin.
  const running = await startTrip(app, second, names.customerPhone);
  expect(
    (await postPoints(app, second, running.generated_trip_id, [{ lat: 19.44, lng: -99.14, timestamp: t0 }]))
      .statusCode,
  ).toBe(200);
  await call(ctx, {
    method: 'PUT',
    url: `/api/trips/${running.generated_trip_id}/destination`,
    payload: { lat: 19.45, lng: -99.15 },
  });

  // API keys (read and write) made by the admin, and a delivery created with the write one.
  const readKey = await createApiKey(ctx, admin, 'Tienda', ['read']);
  const writeKey = await createApiKey(ctx, admin, 'ERP', ['write']);
  const apiDelivery = await call(
    ctx,
    {
      method: 'POST',
      url: '/api/v1/deliveries',
      headers: { authorization: `Bearer ${writeKey.key}` },
      payload: {
        customer_phone_number: names.apiCustomerPhone,
        order_reference: names.orderReference,
        courier_id: first.courier.id,
      },
    },
    201,
  );

  // Billing: a card, the trial ended so a charge and an invoice exist.
  await subscribe(app, admin);
  expect((await changeSubscription(app, admin, { action: 'end_trial' })).statusCode).toBe(200);
  await app.drainBackgroundWork();
  const overview = await overviewOf(app, admin);
  const subscriptionId = overview.subscription?.subscription_id as string;
  const invoices = await invoicesOf(app, admin, subscriptionId);
  const cards = await cardsOf(app, admin);
  expect(invoices.length * cards.length).toBeGreaterThan(0);

  const sms = await app.inject({ method: 'POST', url: '/api/demo_sms', headers: bearer(admin), payload: {} });
  expect(sms.statusCode, sms.body).toBeLessThan(300);

  // The salesperson's other client, on a prepaid pack.
  const prepaid = await referredBusiness(app, salesperson, { company_name: names.prepaidCompany });
  await call(
    ctx,
    {
      method: 'POST',
      url: '/api/prepaid_subscriptions',
      headers: salesperson.headers,
      payload: {
        email: prepaid.input.email,
        salesperson_password: SALESPERSON_PASSWORD,
        plan: 'whatsapp',
        deliveries: 400,
        transfer_reference: 'SPEI 1234',
        confirmed_amount_minor: 400 * 75,
      },
    },
    201,
  );

  await app.webhookSender.drain();
  const deliveries = await db
    .selectFrom('webhook_deliveries')
    .select('id')
    .where('endpoint_id', '=', endpoint.id)
    .execute();
  expect(deliveries.length).toBeGreaterThan(0);

  // A reset link and a channel token.
  await call(ctx, { method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
  await app.drainBackgroundWork();
  const mail = (await latestEmails(db, 200)).find((sent) => sent.to_address === input.email);
  const link = /\/password_reset\/([^/\s]+)\/(\S+)/.exec(mail?.text_body ?? '');
  if (!link?.[1] || !link[2]) throw new Error(`no reset link for ${input.email}`);
  const channel = await call(ctx, {
    method: 'POST',
    url: '/pusher/portal_auth',
    headers: bearer(admin),
    payload: { channel_name: `private-my-channel-${admin.business_id}` },
  });

  return {
    admin,
    email: input.email,
    password,
    branches,
    couriers,
    running,
    ended,
    apiDelivery: { id: apiDelivery.delivery_id },
    readKey: { key: readKey.key, id: readKey.id },
    writeKey: { key: writeKey.key, id: writeKey.id },
    endpoint: { id: endpoint.id, secret: endpoint.secret },
    webhookDeliveryId: deliveries[0]?.id as string,
    hooks,
    subscriptionId,
    invoiceId: invoices[0]?.id as string,
    cardId: cards[0]?.payment_method_id as string,
    salesperson,
    prepaidClient: { email: prepaid.input.email, session: prepaid.session },
    reset: { userId: link[1], token: link[2] },
    channelToken: channel.auth,
    headers: {
      admin: bearer(admin),
      courier: bearer(first),
      salesperson: salesperson.headers,
      readKey: { authorization: `Bearer ${readKey.key}` },
      writeKey: { authorization: `Bearer ${writeKey.key}` },
      channel: { authorization: `Bearer ${channel.auth}` },
      reset: { authorization: `Bearer ${link[2]}` },
    },
  };
}
