import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';
import { bearer, courierStep, postPoints } from '../test/factories';
import { coverageGaps, routeTable } from '../test/route-table';
import { SALESPERSON_PASSWORD } from '../test/sales';
import { openBusinessStream, openStream, type SseEvent } from '../test/sse-client';
import { leaks } from '../test/tenant-canaries';
import { buildTenants, TOKEN_SCHEME, type TokenName } from '../test/tenants';
import { API_KEY_ROUTES } from './http/api-key-routes';

/*
 * Issue 17, item 1, what A reads: every list, total, CSV, stream and webhook of A's while B's
 * couriers work. Nothing of B's appears in any of them, and A's totals are A's own.
 */

const ctx = await createTestContext();
const baseUrl = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
const table = routeTable(ctx.app, ctx.routes);
const tenants = await buildTenants(ctx);
const { a, b, canaries } = tenants;
afterAll(async () => {
  await a.hooks.close();
  await b.hooks.close();
});

const day = ctx.clock.now().toISOString().slice(0, 10);
const period = `start_date=${day}&end_date=${day}&tz=UTC`;

/** The query a list route needs (a period, the subscription); the others are called bare. */
const LIST_QUERIES: Record<string, string> = {
  'GET /api/trips': period,
  'GET /api/reports/daily': period,
  'GET /api/trips/export.csv': period,
  'GET /api/reviews': period,
  'GET /api/invoices': `subscription_id=${a.subscriptionId}`,
  'GET /api/courier/remembered_destination': 'customer_phone_number=55%201200%203400',
  'GET /api/business': `business_id=${a.admin.business_id}`,
  'GET /api/prepaid_subscriptions': `email=${encodeURIComponent(a.prepaidClient.email)}&salesperson_password=${SALESPERSON_PASSWORD}`,
};

/** A's GET routes without an id in the path: its lists, totals, CSV and own records. */
const reads = table.filter(
  (route) =>
    route.method === 'GET' && route.pathParams.length === 0 && !route.open && route.schemes.length > 0,
);

const TOKENS: TokenName[] = ['admin', 'courier', 'salesperson', 'readKey', 'writeKey'];

/** The token types a read route takes (an API key only with the read scope it needs). */
const takers = (route: (typeof reads)[number]) =>
  TOKENS.filter((token) => {
    const scheme = TOKEN_SCHEME[token];
    if (!scheme || !route.schemes.includes(scheme)) return false;
    return scheme !== 'apiKey' || API_KEY_ROUTES[route.key] === (token === 'readKey' ? 'read' : 'write');
  });

const getAs = (token: TokenName, url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: a.headers[token] });

const tripsOfA = () =>
  ctx.db
    .selectFrom('trips')
    .select(['generated_trip_id', 'rating'])
    .where('business_id', '=', a.admin.business_id)
    .execute();

describe("A's lists, totals and CSV", () => {
  it('cover every read route of the table that A may call', () => {
    expect(reads.length).toBeGreaterThan(20);
    expect(coverageGaps(reads, Object.keys(LIST_QUERIES)).unknown).toEqual([]);
    for (const route of reads) expect(takers(route).length, route.key).toBeGreaterThan(0);
  });

  it('show nothing of B to any token of A', async () => {
    const problems: string[] = [];
    for (const route of reads) {
      const query = LIST_QUERIES[route.key];
      const url = query ? `${route.url}?${query}` : route.url;
      for (const token of takers(route)) {
        const response = await getAs(token, url);
        if (![200, 202].includes(response.statusCode))
          problems.push(`${route.key} as ${token}: ${response.statusCode} ${response.body.slice(0, 200)}`);
        const found = leaks(response.body, canaries);
        if (found.length > 0) problems.push(`${route.key} as ${token}: shows ${found.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  it("count A's own trips, reviews, couriers, deliveries and endpoints, for the admin and the read key", async () => {
    const own = await tripsOfA();
    const ownIds = own.map((trip) => trip.generated_trip_id).sort();
    expect(ownIds).toEqual([a.ended.generated_trip_id, a.running.generated_trip_id].sort());
    const courierIds = a.couriers.map((courier) => courier.courier.id).sort();
    for (const token of ['admin', 'readKey'] as const) {
      const trips = (await getAs(token, `/api/trips?${period}`)).json();
      expect(trips.trips.map((trip: { generated_trip_id: string }) => trip.generated_trip_id).sort()).toEqual(
        ownIds,
      );
      const report = (await getAs(token, `/api/reports/daily?${period}`)).json();
      const delivered = report.points.reduce(
        (sum: number, point: { deliveries: number }) => sum + point.deliveries,
        0,
      );
      expect(delivered).toBe(own.length);
      const csv = (await getAs(token, `/api/trips/export.csv?${period}`)).body.trim().split('\n');
      expect(csv.length - 1).toBe(own.length);
      const reviews = (await getAs(token, `/api/reviews?${period}`)).json();
      expect(reviews.total_count).toBe(own.filter((trip) => trip.rating !== null).length);
      const team = (await getAs(token, '/api/team')).json();
      expect(team.data.map((courier: { id: string }) => courier.id).sort()).toEqual(courierIds);
      const monitor = (await getAs(token, '/api/monitor/couriers')).json();
      expect(monitor.data.map((courier: { id: string }) => courier.id).sort()).toEqual(courierIds);
      const deliveries = (await getAs(token, '/api/v1/deliveries')).json();
      expect(deliveries.data.map((delivery: { delivery_id: string }) => delivery.delivery_id)).toEqual([
        a.apiDelivery.id,
      ]);
    }
    const endpoints = (await getAs('admin', '/api/webhook_endpoints')).json();
    expect(endpoints.data.map((endpoint: { id: string }) => endpoint.id)).toEqual([a.endpoint.id]);
    const courierTrips = (await getAs('courier', '/api/courier/trips')).json();
    for (const trip of courierTrips.data) expect(ownIds).toContain(trip.generated_trip_id);
    const panel = (await getAs('salesperson', '/api/panel')).json();
    expect(panel.data.businesses.map((client: { business_id: string }) => client.business_id).sort()).toEqual(
      [a.admin.business_id, a.prepaidClient.session.business_id].sort(),
    );
    expect(panel.data.totals.businesses).toBe(2);
  });

  it("shows an admin calling from another machine their own business's outbox alone", async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/dev/outbox',
      headers: a.headers.admin,
      remoteAddress: '203.0.113.9',
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(a.email);
    expect(leaks(response.body, canaries)).toEqual([]);
  });
});

/** Reads `stream` until an event whose JSON contains `marker`; every event read before it. */
async function readUntil(stream: Awaited<ReturnType<typeof openStream>>, marker: string) {
  const seen: SseEvent[] = [];
  for (;;) {
    const event = await stream.next(10_000);
    seen.push(event);
    if (JSON.stringify(event.data).includes(marker)) return seen;
  }
}

describe("A's streams and webhooks while B's couriers work", () => {
  it("carry nothing of B's points, arrival, pin, end or new courier; B's own stream and webhook get them", async () => {
    const monitorA = await openBusinessStream(ctx.app, baseUrl, a.admin);
    const tripA = await openStream(`${baseUrl}/api/trips/${a.running.generated_trip_id}/stream`);
    const monitorB = await openBusinessStream(ctx.app, baseUrl, b.admin);
    expect([monitorA.status, tripA.status, monitorB.status]).toEqual([200, 200, 200]);
    try {
      // B's day goes on: points, the customer's pin moved, arrival, the end, a new courier.
      const [, runner] = b.couriers;
      ctx.clock.advance(20_000);
      const t = ctx.clock.seconds();
      const points = await postPoints(ctx.app, runner, b.running.generated_trip_id, [
        { lat: 19.61, lng: -99.21, timestamp: t - 5 },
        { lat: 19.612, lng: -99.212, timestamp: t },
      ]);
      expect(points.statusCode, points.body).toBe(200);
      const pin = await ctx.app.inject({
        method: 'PUT',
        url: `/api/trips/${b.running.generated_trip_id}/destination`,
        payload: { lat: 19.62, lng: -99.22 },
      });
      expect(pin.statusCode, pin.body).toBe(200);
      expect((await courierStep(ctx.app, runner, b.running, 'arrival')).statusCode).toBe(200);
      expect((await courierStep(ctx.app, runner, b.running, 'end')).statusCode).toBe(200);
      const hired = await ctx.app.inject({
        method: 'POST',
        url: '/api/team',
        headers: bearer(b.admin),
        payload: {
          name: 'Zacarías',
          last_name: 'Canariozzy Segundo',
          cell_phone: '55 9955 6677',
          username: `canario.${Date.now()}`,
          password: 'courier-pass',
          branch_id: b.branches[0],
        },
      });
      expect(hired.statusCode, hired.body).toBe(201);
      await ctx.app.drainBackgroundWork();

      // Then A's courier sends one point: once A's streams carry it, B's events are behind it.
      const [, aRunner] = a.couriers;
      ctx.clock.advance(5_000);
      const marker = await postPoints(ctx.app, aRunner, a.running.generated_trip_id, [
        { lat: 19.4567, lng: -99.1567, timestamp: ctx.clock.seconds() },
      ]);
      expect(marker.statusCode, marker.body).toBe(200);
      const onMonitor = await readUntil(monitorA, '19.4567');
      const onTrip = await readUntil(tripA, '19.4567');
      const carried = JSON.stringify([...onMonitor, ...onTrip]);
      expect(leaks(carried, canaries)).toEqual([]);
      // The same events reached B's own monitor: the check above could have seen them.
      const onB = await readUntil(monitorB, b.running.generated_trip_id);
      expect(JSON.stringify(onB)).toContain(b.running.generated_trip_id);
    } finally {
      monitorA.close();
      tripA.close();
      monitorB.close();
    }

    await ctx.app.webhookSender.drain();
    const aEvents = a.hooks.events();
    expect(aEvents.length).toBeGreaterThan(0);
    expect(leaks(a.hooks.received.map((request) => request.body).join('\n'), canaries)).toEqual([]);
    for (const event of aEvents)
      expect([a.ended.generated_trip_id, a.running.generated_trip_id]).toContain(event.data.trip_id);
    const bEnded = b.hooks
      .events()
      .filter(
        (event) => event.type === 'delivery.ended' && event.data.trip_id === b.running.generated_trip_id,
      );
    expect(bEnded).toHaveLength(1);
    // A's delivery log lists A's sends alone.
    const log = (await getAs('admin', `/api/webhook_endpoints/${a.endpoint.id}/deliveries`)).json();
    expect(log.data).toHaveLength(a.hooks.received.length);
  });
});
