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
import { newSalesperson, referredBusiness, SALESPERSON_PASSWORD, type TestSalesperson } from './sales';
import { registerEndpoint } from './webhook-endpoints';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver';

/*
 * Two businesses with everything a tenant can own, made through the HTTP API as their users
 * would (issue 17's isolation suite). Business B carries canary values: text found nowhere in A's
 * data, so a leak shows up by searching any body A is answered with.
 */

export type TokenName = 'admin' | 'courier' | 'salesperson' | 'readKey' | 'writeKey' | 'channel' | 'reset';

/** The scheme of the OpenAPI document each token type stands for (none: a token no route takes as a session). */
export const TOKEN_SCHEME: Record<TokenName, string | undefined> = {
  admin: 'adminSession',
  courier: 'courierSession',
  salesperson: 'salespersonSession',
  readKey: 'apiKey',
  writeKey: 'apiKey',
  channel: undefined,
  reset: undefined,
};

export interface Trip {
  trip_id: string;
  generated_trip_id: string;
}

export interface Tenant {
  admin: Session;
  email: string;
  password: string;
  /** Every branch id of the business. */
  branches: string[];
  couriers: [CourierSession, CourierSession];
  /** A delivery under way, with points and the customer's pin. */
  running: Trip;
  /** A delivery arrived, photographed, ended and reviewed. */
  ended: Trip;
  /** A delivery another system created through the API (waiting for a courier). */
  apiDelivery: { id: string };
  readKey: { key: string; id: string };
  writeKey: { key: string; id: string };
  endpoint: { id: string; secret: string };
  webhookDeliveryId: string;
  hooks: WebhookReceiver;
  subscriptionId: string;
  invoiceId: string;
  /** The saved card's payment method id. */
  cardId: string;
  salesperson: TestSalesperson;
  /** The salesperson's other client, on a prepaid pack. */
  prepaidClient: { email: string; session: Session };
  /** A live password-reset link of the admin. */
  reset: { userId: string; token: string };
  /** A channel token of the business's private monitor channel. */
  channelToken: string;
  /** Authorization headers of each token type. */
  headers: Record<TokenName, Record<string, string>>;
}

/** B's text: found in no body A is answered with. */
export const CANARY = {
  company: 'Mariscos Canario Zzyzx',
  adminName: 'Zoila Canariozzy',
  adminPhone: '55 9911 2233',
  courierNames: ['Zacarías Canariozzy', 'Zenón Canariozzy'] as const,
  courierFirstNames: ['Zacarías', 'Zenón'] as const,
  courierPhone: '55 9944 5566',
  customerPhone: '55 9922 3344',
  apiCustomerPhone: '55 9933 4455',
  orderReference: 'PEDIDO-CANARIO-ZZY-7781',
  reviewRemarks: 'canario reseña zzyzx',
  reviewImprovement: 'canario mejora zzyzx',
  branch: 'Sucursal Zzyzx Norte',
  prepaidCompany: 'Canario Prepago Zzyzx',
} as const;

/** The strings that must not appear in a body answered to A (phone numbers in every written form). */
export function canaryStrings(b: Tenant): string[] {
  const list = allCanaries(b);
  const missing = list.findIndex((value) => typeof value !== 'string' || value.length < 5);
  if (missing >= 0) throw new Error(`canary ${missing} of B is missing`);
  return list;
}

function allCanaries(b: Tenant): string[] {
  const phones = [
    CANARY.adminPhone,
    CANARY.customerPhone,
    CANARY.apiCustomerPhone,
    CANARY.courierPhone,
  ].flatMap((phone) => {
    const digits = phone.replace(/\D/g, '');
    return [phone, digits, `52${digits}`];
  });
  return [
    CANARY.company,
    CANARY.adminName,
    'Canariozzy',
    ...CANARY.courierFirstNames,
    CANARY.branch,
    CANARY.orderReference,
    CANARY.reviewRemarks,
    CANARY.reviewImprovement,
    CANARY.prepaidCompany,
    ...phones,
    b.email,
    b.prepaidClient.email,
    b.admin.business_id,
    b.running.generated_trip_id,
    b.ended.generated_trip_id,
    b.running.trip_id,
    b.ended.trip_id,
    b.apiDelivery.id,
    b.endpoint.secret,
    ...b.couriers.map((courier) => courier.courier.id),
    ...b.couriers.map((courier) => courier.courier.username),
  ];
}

/** The canaries found in `body` (ignoring those in `allowed`). */
export function leaks(body: string, canaries: string[], allowed: string[] = []): string[] {
  const lower = body.toLowerCase();
  return canaries.filter((canary) => !allowed.includes(canary) && lower.includes(canary.toLowerCase()));
}

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

interface Names {
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

const A_NAMES: Names = {
  company: 'Tortas La Abeja',
  adminName: 'Amalia Abeja',
  adminPhone: '55 1100 2200',
  courierNames: ['Aurelio Abejo', 'Alma Abeja'],
  courierPhone: '55 1400 5600',
  customerPhone: '55 1200 3400',
  apiCustomerPhone: '55 1300 4500',
  orderReference: 'PEDIDO-A-1001',
  reviewRemarks: 'muy bien a tiempo',
  reviewImprovement: 'nada',
  branch: 'Sucursal Norte',
  prepaidCompany: 'Abarrotes Prepago A',
  color: '#1144aa',
};

const B_NAMES: Names = { ...CANARY, color: '#aa3311' };

const split = (full: string) => {
  const [name, ...rest] = full.split(' ');
  return { name: name as string, last_name: rest.join(' ') };
};

async function buildTenant(ctx: TestContext, names: Names): Promise<Tenant> {
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

/** Business A (plain names) and business B (canary names), built once per test file. */
export async function buildTenants(ctx: TestContext) {
  const a = await buildTenant(ctx, A_NAMES);
  const b = await buildTenant(ctx, B_NAMES);
  return { a, b, canaries: canaryStrings(b) };
}

export type Tenants = Awaited<ReturnType<typeof buildTenants>>;
