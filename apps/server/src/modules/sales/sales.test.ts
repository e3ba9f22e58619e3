import {
  CommissionsAnswerSchema,
  ExchangeRateSchema,
  PanelSchema,
  PriceListSchema,
  type Session,
} from '@rutaviva/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { changeSubscription, subscribe } from '../../../test/billing';
import { createTestContext } from '../../../test/context';
import {
  allowSeveralTrips,
  createBusiness,
  createCourier,
  expectError,
  expectFieldError,
  startTrip,
} from '../../../test/factories';
import {
  newSalesperson,
  referredBusiness,
  SALESPERSON_PASSWORD,
  type TestSalesperson,
} from '../../../test/sales';
import { expectShape } from '../../../test/shape';
import { startStandInServer } from '../../../test/stand-in-server';
import { DEFAULT_BILLING, DEFAULT_SALES } from '../../config';

const ctx = await createTestContext();
const { app } = ctx;

const panelOf = (salesperson: TestSalesperson, query = '') =>
  app.inject({ method: 'GET', url: `/api/panel${query}`, headers: salesperson.headers });

async function buyPrepaid(salesperson: TestSalesperson, email: string, deliveries: number, unit = 75) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/prepaid_subscriptions',
    headers: salesperson.headers,
    payload: {
      email,
      salesperson_password: SALESPERSON_PASSWORD,
      plan: 'whatsapp',
      deliveries,
      transfer_reference: 'SPEI 42',
      confirmed_amount_minor: deliveries * unit,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function deliveries(session: Session, count: number) {
  await allowSeveralTrips(app, session);
  const courier = await createCourier(app, session);
  for (let i = 0; i < count; i++) await startTrip(app, courier);
}

/** Asks for a commission report and polls it as the page does, until it is ready. */
async function commissionsOf(server: FastifyInstance, salesperson: TestSalesperson) {
  const asked = await server.inject({ method: 'GET', url: '/api/commissions', headers: salesperson.headers });
  expect(asked.statusCode, asked.body).toBe(202);
  expectShape(CommissionsAnswerSchema, asked.json());
  const { my_request_id } = asked.json().data;
  await server.drainBackgroundWork();
  const ready = await server.inject({
    method: 'GET',
    url: `/api/commissions?salesperson=${salesperson.id}&my_request_id=${my_request_id}&is_ready=false`,
    headers: salesperson.headers,
  });
  expectShape(CommissionsAnswerSchema, ready.json());
  expect(ready.json().data).toMatchObject({ my_request_id, is_ready: true });
  return ready.json().data.report;
}

describe('/api/panel', () => {
  it("lists the salesperson's businesses with plan, payment type, standing, deliveries and prepaid balance", async () => {
    const ana = await newSalesperson(ctx);
    const luis = await newSalesperson(ctx);
    const carded = await referredBusiness(app, ana, { company_name: 'Birria Doña Mary' });
    await subscribe(app, carded.session);
    await deliveries(carded.session, 3);
    const prepaid = await referredBusiness(app, ana, { company_name: 'Abarrotes Lupita' });
    await buyPrepaid(ana, prepaid.input.email, 10);
    await deliveries(prepaid.session, 2);
    await referredBusiness(app, ana, {
      company_name: 'Cupcakes 100% Austin',
      country_iso: 'US',
      cell_phone: '415 555 2671',
    });
    await referredBusiness(app, luis, { company_name: 'Tortas de Luis' });
    await createBusiness(app, { company_name: 'Sin vendedor' });

    const panel = await panelOf(ana);
    expect(panel.statusCode, panel.body).toBe(200);
    expectShape(PanelSchema, panel.json());
    const { businesses, totals } = panel.json().data;
    expect(businesses.map((b: { company_name: string }) => b.company_name)).toEqual([
      'Abarrotes Lupita',
      'Birria Doña Mary',
      'Cupcakes 100% Austin',
    ]);
    expect(businesses[0]).toMatchObject({
      payment_type: 'wire_transfer',
      plan: 'whatsapp',
      standing: 'none',
      deliveries_this_period: 2,
      prepaid_remaining: 8,
      prepaid_frozen: 0,
      admin_email: prepaid.input.email,
    });
    expect(businesses[1]).toMatchObject({
      payment_type: 'card',
      status: 'trialing',
      standing: 'none',
      deliveries_this_period: 3,
      prepaid_remaining: null,
    });
    // Never subscribed, and brought in by a salesperson: SPEC §4 reads bad_sub.
    expect(businesses[2]).toMatchObject({ country_iso: 'US', payment_type: null, standing: 'bad_sub' });
    expect(totals).toEqual({ businesses: 3, good_standing: 2, bad_standing: 1, deliveries_this_period: 5 });
  });

  it('filters by standing, payment type, country and search, and names a bad filter', async () => {
    const ana = await newSalesperson(ctx);
    const { input } = await referredBusiness(app, ana, { company_name: 'Flores 50%_Off' });
    await referredBusiness(app, ana, { company_name: 'Panadería Central' });
    const names = async (query: string) =>
      (await panelOf(ana, query)).json().data.businesses.map((b: { company_name: string }) => b.company_name);
    expect(await names('?search=50%25_')).toEqual(['Flores 50%_Off']);
    expect(await names(`?search=${encodeURIComponent(input.email.toUpperCase())}`)).toEqual([
      'Flores 50%_Off',
    ]);
    expect(await names('?search=%25')).toEqual(['Flores 50%_Off']);
    expect(await names('?standing=bad_sub&payment_type=none&country_iso=mx')).toHaveLength(2);
    expect(await names('?standing=none')).toEqual([]);
    expect(await names('?payment_type=card')).toEqual([]);
    expect(await names('?country_iso=US')).toEqual([]);
    expectFieldError(await panelOf(ana, '?standing=great'), 'standing', 'invalid_value');
    expectFieldError(await panelOf(ana, '?country_iso=Mexico'), 'country_iso', 'invalid_value');
    expectFieldError(await panelOf(ana, '?sort=name'), 'sort', 'unknown_field');
  });

  it("answers 404 for another salesperson's panel, and 401 to an admin", async () => {
    const ana = await newSalesperson(ctx);
    const luis = await newSalesperson(ctx);
    expectError(await panelOf(ana, `?salesperson=${luis.id}`), 404, 'not_found');
    expect((await panelOf(ana, `?salesperson=${ana.id}`)).statusCode).toBe(200);
    const { session } = await createBusiness(app);
    expectError(
      await app.inject({
        method: 'GET',
        url: '/api/panel',
        headers: { authorization: `Bearer ${session.jwt_token}` },
      }),
      401,
      'unauthorized',
    );
  });
});

describe('/api/commissions', () => {
  it('earns the market rate on each paid invoice and prepaid purchase, to the cent, once', async () => {
    const ana = await newSalesperson(ctx);
    const carded = await referredBusiness(app, ana, { company_name: 'Birria Doña Mary' });
    await subscribe(app, carded.session);
    expect((await changeSubscription(app, carded.session, { action: 'end_trial' })).statusCode).toBe(200);
    await app.drainBackgroundWork();
    const prepaid = await referredBusiness(app, ana, { company_name: 'Abarrotes Lupita' });
    await buyPrepaid(ana, prepaid.input.email, 333);
    const us = await referredBusiness(app, ana, {
      company_name: 'Austin Bakes',
      country_iso: 'US',
      cell_phone: '415 555 2671',
    });
    await buyPrepaid(ana, us.input.email, 101, 5);
    // Another salesperson's business earns Ana nothing.
    const luis = await newSalesperson(ctx);
    const other = await referredBusiness(app, luis);
    await buyPrepaid(luis, other.input.email, 400);

    const report = await commissionsOf(app, ana);
    const month = new Date(ctx.clock.now()).toISOString().slice(0, 7);
    expect(report.months.map((m: { month: string }) => m.month)).toEqual([month]);
    const lines = report.months[0].lines;
    expect(lines).toHaveLength(3);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'invoice',
          company_name: 'Birria Doña Mary',
          base_amount_minor: 29_900,
          rate_bp: 1000,
          commission_minor: 2_990,
          currency: 'MXN',
        }),
        // 333 × 0.75 MXN = 249.75 MXN; 10 % is 24.975, rounded to 24.98.
        expect.objectContaining({
          kind: 'prepaid',
          company_name: 'Abarrotes Lupita',
          base_amount_minor: 24_975,
          commission_minor: 2_498,
          currency: 'MXN',
        }),
        // 101 × 5 cents = 5.05 USD; 10 % is 50.5 cents, rounded to 51.
        expect.objectContaining({
          kind: 'prepaid',
          company_name: 'Austin Bakes',
          base_amount_minor: 505,
          commission_minor: 51,
          currency: 'USD',
        }),
      ]),
    );
    expect(report.totals).toEqual(
      expect.arrayContaining([
        { currency: 'MXN', commission_minor: 5_488 },
        { currency: 'USD', commission_minor: 51 },
      ]),
    );
    expect(report.rates).toEqual([
      { market: 'MX', rate_bp: 1000 },
      { market: 'US', rate_bp: 1000 },
      { market: 'international', rate_bp: 1000 },
    ]);
    // Asked again, the ledger gains nothing: each invoice and purchase earned once.
    const again = await commissionsOf(app, ana);
    expect(again.months[0].lines.map((line: { id: string }) => line.id).sort()).toEqual(
      lines.map((line: { id: string }) => line.id).sort(),
    );
  });

  it("answers 404 for another salesperson's request or name, and for an unknown request", async () => {
    const ana = await newSalesperson(ctx);
    const luis = await newSalesperson(ctx);
    const asked = await app.inject({ method: 'GET', url: '/api/commissions', headers: ana.headers });
    const { my_request_id } = asked.json().data;
    const ask = (salesperson: TestSalesperson, query: string) =>
      app.inject({ method: 'GET', url: `/api/commissions${query}`, headers: salesperson.headers });
    expectError(await ask(luis, `?my_request_id=${my_request_id}`), 404, 'not_found');
    expectError(await ask(ana, `?salesperson=${luis.id}`), 404, 'not_found');
    expectError(await ask(ana, '?my_request_id=not-a-request'), 404, 'not_found');
    expectError(await ask(ana, '?my_request_id=00000000-0000-4000-8000-000000000000'), 404, 'not_found');
    expectFieldError(await ask(ana, '?is_ready=maybe'), 'is_ready', 'invalid_value');
    await app.drainBackgroundWork();
    expect((await ask(ana, `?my_request_id=${my_request_id}&is_ready=true`)).json().data.is_ready).toBe(true);
  });
});

describe('/api/exchange_rate', () => {
  const rateOf = (server: FastifyInstance, pair: string) =>
    server.inject({ method: 'GET', url: `/api/exchange_rate/pair/${pair}` });

  it('answers from the configured table with its date, both ways', async () => {
    const usd = await rateOf(app, 'USD/MXN');
    expectShape(ExchangeRateSchema, usd.json());
    expect(usd.json().data).toEqual({
      from: 'USD',
      to: 'MXN',
      rate: 18,
      date: '2026-11-01',
      source: 'table',
    });
    expect((await rateOf(app, 'mxn/usd')).json().data).toMatchObject({
      from: 'MXN',
      to: 'USD',
      rate: 0.055556,
    });
    expectError(await rateOf(app, 'USD/EUR'), 404, 'exchange_rate_unavailable');
    expectFieldError(await rateOf(app, 'US/MXN'), 'from', 'invalid_value');
  });

  it('asks a configured service once an hour, and falls back on the table when it fails', async () => {
    let failing = false;
    const service = await startStandInServer((request) =>
      failing
        ? { status: 500, body: { result: 'error' } }
        : {
            status: 200,
            body: {
              result: 'success',
              base_code: request.path.split('/')[2],
              conversion_rate: 17.2345,
              time_last_update_unix: Math.floor(Date.UTC(2026, 10, 23) / 1000),
            },
          },
    );
    afterAll(() => service.close());
    const live = await createTestContext({
      sales: { ...DEFAULT_SALES, exchange: { ...DEFAULT_SALES.exchange, serviceUrl: service.url } },
    });
    expect((await rateOf(live.app, 'USD/MXN')).json().data).toEqual({
      from: 'USD',
      to: 'MXN',
      rate: 17.2345,
      date: '2026-11-23',
      source: 'service',
    });
    await rateOf(live.app, 'USD/MXN');
    expect(service.requests.map((request) => request.path)).toEqual(['/pair/USD/MXN']);
    failing = true;
    live.clock.advance(61 * 60 * 1000);
    expect((await rateOf(live.app, 'USD/MXN')).json().data).toMatchObject({ rate: 18, source: 'table' });
    expect(service.requests).toHaveLength(2);
  });
});

describe('/api/prices', () => {
  it("gives each market's prices, with this deployment's extra-delivery settings", async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/prices' });
    expectShape(PriceListSchema, answer.json());
    expect(answer.json().data.markets).toEqual([
      {
        market: 'MX',
        currency: 'MXN',
        monthly_price_minor: 29_900,
        included_deliveries: 400,
        extra_delivery_minor: 75,
      },
      {
        market: 'US',
        currency: 'USD',
        monthly_price_minor: 1_500,
        included_deliveries: 300,
        extra_delivery_minor: 5,
      },
      {
        market: 'international',
        currency: 'USD',
        monthly_price_minor: 1_500,
        included_deliveries: 400,
        extra_delivery_minor: 4,
      },
    ]);
    const pesos = await createTestContext({
      billing: { ...DEFAULT_BILLING, extraPrices: { MX: 150 } },
    });
    const set = await pesos.app.inject({ method: 'GET', url: '/api/prices' });
    expect(set.json().data.markets[0]).toMatchObject({ market: 'MX', extra_delivery_minor: 150 });
  });
});
