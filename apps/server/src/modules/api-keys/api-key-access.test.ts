import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext } from '../../../test/context';
import { businessWithTrip, expectError, expectStatus } from '../../../test/factories';
import { API_KEY_ROUTES } from '../../http/api-key-routes';

const ctx = await createTestContext();
const { app, db, clock } = ctx;

/** Two businesses, each with a courier on a delivery; A's admin holds keys of each scope. */
async function twoBusinesses() {
  const a = await businessWithTrip(app, {
    business: { full_name: 'Marta Ruiz' },
    courier: { name: 'Anacleto', last_name: 'Alvarado' },
  });
  const b = await businessWithTrip(app, { courier: { name: 'Bonifacio', last_name: 'Barrera' } });
  const read = await insertApiKey(db, a.admin, ['read']);
  const write = await insertApiKey(db, a.admin, ['write']);
  return { a, b, read: read.headers, write: write.headers };
}

const day = () => clock.now().toISOString().slice(0, 10);
const period = () => `start_date=${day()}&end_date=${day()}&tz=UTC`;

describe('what an API key opens (issue 16)', () => {
  it("reads its own business's trips, report, CSV, route, team, reviews and live couriers, and nothing of another's", async () => {
    const { a, b, read } = await twoBusinesses();
    const get = async (url: string) =>
      (await expectStatus(app, { method: 'GET', url, headers: read }, 200)).body;
    const reads = [
      await get(`/api/trips?${period()}`),
      await get(`/api/reports/daily?${period()}`),
      await get(`/api/trips/export.csv?${period()}`),
      await get('/api/team'),
      await get(`/api/reviews?${period()}`),
      await get('/api/monitor/couriers'),
    ];
    for (const body of reads) {
      expect(body).not.toContain('Bonifacio');
      expect(body).not.toContain(b.trip.generated_trip_id);
    }
    expect(reads[0]).toContain(a.trip.generated_trip_id);
    expect(reads[2]).toContain('Anacleto');
    expect(reads[3]).toContain('Anacleto');
    expect(reads[5]).toContain(a.courier.courier.id);
    await get(`/api/trips/${a.trip.generated_trip_id}/route`);
    const foreignRoute = await app.inject({
      method: 'GET',
      url: `/api/trips/${b.trip.generated_trip_id}/route`,
      headers: read,
    });
    expect(foreignRoute.statusCode).toBe(404);
    const foreignTeam = await app.inject({
      method: 'GET',
      url: `/api/team?branch_id=${b.courier.courier.branch_id}`,
      headers: read,
    });
    expect(foreignTeam.body).not.toContain('Bonifacio');
  });

  it('needs the write scope to end a delivery, and the read scope to read', async () => {
    const { a, read, write } = await twoBusinesses();
    const end = (headers: Record<string, string>, id: string) =>
      app.inject({ method: 'POST', url: `/api/trips/${id}/admin_end`, headers, payload: {} });
    expectError(await end(read, a.trip.generated_trip_id), 403, 'api_key_scope');
    expectError(
      await app.inject({ method: 'GET', url: `/api/trips?${period()}`, headers: write }),
      403,
      'api_key_scope',
    );
    expectError(await app.inject({ method: 'GET', url: '/api/team', headers: write }), 403, 'api_key_scope');
  });

  it("ends its own business's delivery in the name of the admin who made the key, and not another's", async () => {
    const { a, b, write } = await twoBusinesses();
    const end = (id: string) =>
      app.inject({ method: 'POST', url: `/api/trips/${id}/admin_end`, headers: write, payload: {} });
    expectError(await end(b.trip.generated_trip_id), 404, 'trip_not_found');
    const response = await end(a.trip.generated_trip_id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'ended',
      ended_by_role: 'admin',
      ended_by_name: 'Marta Ruiz',
    });
    const foreign = await db
      .selectFrom('trips')
      .select('end_time')
      .where('generated_trip_id', '=', b.trip.generated_trip_id)
      .executeTakeFirstOrThrow();
    expect(foreign.end_time).toBeNull();
  });

  it('never opens the account, its settings, billing, API keys or webhooks', async () => {
    const { a } = await twoBusinesses();
    const { headers } = await insertApiKey(db, a.admin, ['read', 'write']);
    const requests = [
      { method: 'PATCH', url: '/api/business', payload: { allow_several_trips: true } },
      { method: 'GET', url: '/api/subscriptions' },
      { method: 'GET', url: '/api/account_subscription' },
      { method: 'GET', url: '/api/payment_methods' },
      { method: 'GET', url: '/api/invoices' },
      { method: 'POST', url: '/api/team', payload: {} },
      { method: 'PATCH', url: '/api/brandings', payload: { header_color: '#000000' } },
      { method: 'POST', url: '/api/logout_all' },
      { method: 'GET', url: '/api/api_keys' },
      { method: 'POST', url: '/api/api_keys', payload: { name: 'Minted', scopes: ['read'] } },
    ] as const;
    for (const request of requests) {
      const response = await app.inject({ ...request, headers });
      expect(response.statusCode, `${request.method} ${request.url}`).toBe(403);
      expect(response.json().error.code).toBe('api_key_not_allowed');
    }
    // The one table: nothing of the account, billing, keys or webhooks management is in it.
    for (const route of Object.keys(API_KEY_ROUTES)) {
      expect(route).toMatch(
        /^(GET|POST|DELETE) \/api\/(trips|reports|team$|reviews$|monitor\/|v1\/deliveries)/,
      );
    }
  });
});
