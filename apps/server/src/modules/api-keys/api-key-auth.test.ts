import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness, expectError, expectStatus } from '../../../test/factories';

const ctx = await createTestContext();
const { app, db, clock } = ctx;
const report = '/api/trips?start_date=2026-11-01&end_date=2026-11-30';

describe('an API key at the door (issue 16)', () => {
  it('opens the routes of its scope for its own business, standing for the admin who made it', async () => {
    const { session } = await createBusiness(app);
    const { headers } = await insertApiKey(db, session, ['read']);
    const response = await expectStatus(app, { method: 'GET', url: report, headers }, 200);
    expect(response.json()).toMatchObject({ total_count: 0 });
    await expectStatus(app, { method: 'GET', url: '/api/team', headers }, 200);
  });

  it('needs the scope the route names: a read-only key cannot end a delivery', async () => {
    const { session } = await createBusiness(app);
    const { headers } = await insertApiKey(db, session, ['read']);
    const response = await app.inject({
      method: 'POST',
      url: '/api/trips/abc/admin_end',
      headers,
      payload: {},
    });
    expectError(response, 403, 'api_key_scope');
  });

  it('never opens the account, its settings, billing or key management', async () => {
    const { session } = await createBusiness(app);
    const { headers } = await insertApiKey(db, session);
    const requests = [
      { method: 'GET', url: `/api/business?business_id=${session.business_id}` },
      { method: 'GET', url: `/api/users/${session.user_id}` },
      { method: 'GET', url: '/api/subscriptions' },
      { method: 'PATCH', url: '/api/brandings', payload: { header_color: '#000000' } },
      { method: 'POST', url: '/api/logout_all' },
    ] as const;
    for (const request of requests) {
      expectError(await app.inject({ ...request, headers }), 403, 'api_key_not_allowed');
    }
  });

  it('answers 401 for a revoked, unknown or malformed key', async () => {
    const { session } = await createBusiness(app);
    const { headers, id } = await insertApiKey(db, session);
    await db.updateTable('api_keys').set({ revoked_at: clock.now() }).where('id', '=', id).execute();
    expectError(await app.inject({ method: 'GET', url: report, headers }), 401, 'api_key_invalid');
    const unknown = { authorization: `Bearer rv_${'A'.repeat(43)}` };
    expectError(await app.inject({ method: 'GET', url: report, headers: unknown }), 401, 'api_key_invalid');
    const short = { authorization: 'Bearer rv_short' };
    expectError(await app.inject({ method: 'GET', url: report, headers: short }), 401, 'api_key_invalid');
  });

  it('records when a key was last used, at most once a minute', async () => {
    const { session } = await createBusiness(app);
    const { headers, id } = await insertApiKey(db, session, ['read']);
    const lastUsed = async () =>
      (await db.selectFrom('api_keys').select('last_used_at').where('id', '=', id).executeTakeFirstOrThrow())
        .last_used_at;
    expect(await lastUsed()).toBeNull();
    await expectStatus(app, { method: 'GET', url: report, headers }, 200);
    const first = await lastUsed();
    expect(first?.getTime()).toBe(clock.now().getTime());
    clock.advance(30_000);
    await expectStatus(app, { method: 'GET', url: report, headers }, 200);
    expect((await lastUsed())?.getTime()).toBe(first?.getTime());
    clock.advance(30_000);
    await expectStatus(app, { method: 'GET', url: report, headers }, 200);
    expect((await lastUsed())?.getTime()).toBe(clock.now().getTime());
  });

  it("a session's token still works where keys do", async () => {
    const { session } = await createBusiness(app);
    await expectStatus(app, { method: 'GET', url: report, headers: bearer(session) }, 200);
  });
});
