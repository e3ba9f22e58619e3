import { ApiKeyListSchema, ApiKeySchema, CreatedApiKeySchema, MAX_ACTIVE_API_KEYS } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { insertApiKey } from '../../../test/api-keys';
import { createTestContext } from '../../../test/context';
import {
  bearer,
  createBusiness,
  expectError,
  expectFieldError,
  expectStatus,
  itAnswers401WithoutSession,
} from '../../../test/factories';
import { apiKeyDigest } from '../../lib/api-keys';

const ctx = await createTestContext();
const { app, db, clock } = ctx;

const create = (headers: Record<string, string>, payload: unknown) =>
  app.inject({ method: 'POST', url: '/api/api_keys', headers, payload: payload as object });
const list = async (headers: Record<string, string>) =>
  ApiKeyListSchema.parse(
    (await expectStatus(app, { method: 'GET', url: '/api/api_keys', headers }, 200)).json(),
  ).data;
const trips = '/api/trips?start_date=2026-11-01&end_date=2026-11-30';

describe('POST /api/api_keys', () => {
  itAnswers401WithoutSession(app, {
    method: 'POST',
    url: '/api/api_keys',
    payload: { name: 'x', scopes: ['read'] },
  });

  it('answers the whole key once, stores only its digest, and the key works at once', async () => {
    const { session, input } = await createBusiness(app);
    const response = await create(bearer(session), { name: '  Online store  ', scopes: ['write', 'read'] });
    expect(response.statusCode, response.body).toBe(201);
    const created = CreatedApiKeySchema.parse(response.json());
    expect(created).toMatchObject({
      name: 'Online store',
      scopes: ['read', 'write'],
      created_at: clock.seconds(),
      last_used_at: null,
      created_by: { id: session.user_id, full_name: input.full_name },
    });
    expect(created.key).toMatch(/^rv_[A-Za-z0-9_-]{43}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);
    const row = await db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(row.secret_hash).toBe(apiKeyDigest(created.key));
    expect(JSON.stringify(row)).not.toContain(created.key);
    await expectStatus(
      app,
      { method: 'GET', url: trips, headers: { authorization: `Bearer ${created.key}` } },
      200,
    );
  });

  it('names each bad field with 400 and writes nothing', async () => {
    const { session } = await createBusiness(app);
    const headers = bearer(session);
    expectFieldError(await create(headers, { name: '', scopes: ['read'] }), 'name', 'required');
    expectFieldError(await create(headers, { name: 'x'.repeat(81), scopes: ['read'] }), 'name', 'too_long');
    expectFieldError(await create(headers, { name: 'Store', scopes: [] }), 'scopes', 'required');
    expectFieldError(await create(headers, { name: 'Store' }), 'scopes', 'required');
    expectFieldError(
      await create(headers, { name: 'Store', scopes: ['admin'] }),
      'scopes.0',
      'invalid_scope',
    );
    expectFieldError(
      await create(headers, { name: 'Store', scopes: ['read', 'read'] }),
      'scopes',
      'invalid_scope',
    );
    expectFieldError(
      await create(headers, { name: 'Store', scopes: ['read'], key: 'rv_x' }),
      'key',
      'unknown_field',
    );
    expect(await list(headers)).toEqual([]);
  });

  it(`refuses a key past ${MAX_ACTIVE_API_KEYS} active ones with 409, and takes one once another is revoked`, async () => {
    const { session } = await createBusiness(app);
    const headers = bearer(session);
    const ids: string[] = [];
    for (let i = 0; i < MAX_ACTIVE_API_KEYS; i++) ids.push((await insertApiKey(db, session, ['read'])).id);
    expectError(await create(headers, { name: 'One too many', scopes: ['read'] }), 409, 'too_many_api_keys');
    await expectStatus(app, { method: 'DELETE', url: `/api/api_keys/${ids[0]}`, headers }, 204);
    expect((await create(headers, { name: 'Replacement', scopes: ['read'] })).statusCode).toBe(201);
  });

  it('is refused to an API key, whatever its scopes', async () => {
    const { session } = await createBusiness(app);
    const { headers } = await insertApiKey(db, session, ['read', 'write']);
    expectError(await create(headers, { name: 'Minted', scopes: ['write'] }), 403, 'api_key_not_allowed');
    expectError(
      await app.inject({ method: 'GET', url: '/api/api_keys', headers }),
      403,
      'api_key_not_allowed',
    );
  });
});

describe('GET /api/api_keys', () => {
  itAnswers401WithoutSession(app, { method: 'GET', url: '/api/api_keys' });

  it("lists the business's active keys newest first, never the key, and none of another business's", async () => {
    const { session } = await createBusiness(app);
    const other = await createBusiness(app);
    await insertApiKey(db, other.session);
    const older = CreatedApiKeySchema.parse(
      (await create(bearer(session), { name: 'Store', scopes: ['read'] })).json(),
    );
    clock.advance(60_000);
    const newer = CreatedApiKeySchema.parse(
      (await create(bearer(session), { name: 'POS', scopes: ['write'] })).json(),
    );
    await expectStatus(
      app,
      { method: 'GET', url: trips, headers: { authorization: `Bearer ${older.key}` } },
      200,
    );
    const keys = await list(bearer(session));
    expect(keys.map((key) => key.name)).toEqual(['POS', 'Store']);
    expect(keys[1]?.last_used_at).toBe(clock.seconds());
    expect(keys[0]).toEqual(ApiKeySchema.parse(keys[0]));
    expect(JSON.stringify(keys)).not.toContain(older.key);
    expect(JSON.stringify(keys)).not.toContain(newer.key);
  });
});

describe('PATCH /api/api_keys/{id}', () => {
  it("answers 404 for another business's key, a revoked one and a malformed id", async () => {
    const { session } = await createBusiness(app);
    const other = await createBusiness(app);
    const theirs = await insertApiKey(db, other.session);
    const patch = (id: string) =>
      app.inject({
        method: 'PATCH',
        url: `/api/api_keys/${id}`,
        headers: bearer(session),
        payload: { name: 'Mine' },
      });
    expectError(await patch(theirs.id), 404, 'api_key_not_found');
    expectError(await patch('not-a-uuid'), 404, 'api_key_not_found');
    const mine = await insertApiKey(db, session);
    await expectStatus(
      app,
      { method: 'DELETE', url: `/api/api_keys/${mine.id}`, headers: bearer(session) },
      204,
    );
    expectError(await patch(mine.id), 404, 'api_key_not_found');
    const row = await db
      .selectFrom('api_keys')
      .select('name')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Online store');
  });

  it('renames a key and changes its scopes, which count from its next request', async () => {
    const { session } = await createBusiness(app);
    const { id, headers } = await insertApiKey(db, session, ['read', 'write']);
    const response = await expectStatus(
      app,
      {
        method: 'PATCH',
        url: `/api/api_keys/${id}`,
        headers: bearer(session),
        payload: { name: 'Reports', scopes: ['read'] },
      },
      200,
    );
    expect(ApiKeySchema.parse(response.json())).toMatchObject({ id, name: 'Reports', scopes: ['read'] });
    const end = await app.inject({ method: 'POST', url: '/api/trips/abc/admin_end', headers, payload: {} });
    expectError(end, 403, 'api_key_scope');
    expectFieldError(
      await app.inject({
        method: 'PATCH',
        url: `/api/api_keys/${id}`,
        headers: bearer(session),
        payload: { scopes: [] },
      }),
      'scopes',
      'required',
    );
  });
});

describe('DELETE /api/api_keys/{id}', () => {
  itAnswers401WithoutSession(app, {
    method: 'DELETE',
    url: '/api/api_keys/00000000-0000-4000-8000-000000000000',
  });

  it('revokes a key: its next request answers 401, on another process too, and the list drops it', async () => {
    const { session } = await createBusiness(app);
    // A second process on the same database.
    const second = await createTestContext({}, { db });
    const { id, headers } = await insertApiKey(db, session, ['read']);
    await expectStatus(second.app, { method: 'GET', url: trips, headers }, 200);
    await expectStatus(app, { method: 'DELETE', url: `/api/api_keys/${id}`, headers: bearer(session) }, 204);
    expectError(await second.app.inject({ method: 'GET', url: trips, headers }), 401, 'api_key_invalid');
    expectError(await app.inject({ method: 'GET', url: trips, headers }), 401, 'api_key_invalid');
    expect(await list(bearer(session))).toEqual([]);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/api_keys/${id}`, headers: bearer(session) }),
      404,
      'api_key_not_found',
    );
  });

  it("answers 404 for another business's key and leaves it working", async () => {
    const { session } = await createBusiness(app);
    const other = await createBusiness(app);
    const theirs = await insertApiKey(db, other.session, ['read']);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/api_keys/${theirs.id}`, headers: bearer(session) }),
      404,
      'api_key_not_found',
    );
    await expectStatus(app, { method: 'GET', url: trips, headers: theirs.headers }, 200);
  });

  it('is refused to an API key, even its own', async () => {
    const { session } = await createBusiness(app);
    const { id, headers } = await insertApiKey(db, session);
    expectError(
      await app.inject({ method: 'DELETE', url: `/api/api_keys/${id}`, headers }),
      403,
      'api_key_not_allowed',
    );
  });
});
