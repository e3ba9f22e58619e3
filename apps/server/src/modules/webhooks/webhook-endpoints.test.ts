import {
  WebhookDeliveryListSchema,
  WebhookEndpointListSchema,
  WebhookEndpointWithSecretSchema,
} from '@rutaviva/domain';
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
import { endpointEnabled } from '../../../test/webhook-endpoints';

const ctx = await createTestContext();
/** The same app in production's mind: private and loopback targets are refused. */
const strict = await createTestContext({ webhooks: { timeoutMs: 2000, allowPrivateTargets: false } });

const ENDPOINT = {
  url: 'https://hooks.example.com/rutaviva',
  events: ['delivery.started', 'delivery.ended'],
};

async function createEndpoint(
  app = ctx.app,
  session?: Awaited<ReturnType<typeof createBusiness>>['session'],
) {
  const admin = session ?? (await createBusiness(app)).session;
  const response = await expectStatus(
    app,
    { method: 'POST', url: '/api/webhook_endpoints', headers: bearer(admin), payload: ENDPOINT },
    201,
  );
  return { admin, endpoint: WebhookEndpointWithSecretSchema.parse(response.json()) };
}

describe('POST /api/webhook_endpoints', () => {
  itAnswers401WithoutSession(ctx.app, { method: 'POST', url: '/api/webhook_endpoints' });

  it('refuses an API key, even one with every scope, with 403', async () => {
    const { session } = await createBusiness(ctx.app);
    const key = await insertApiKey(ctx.db, session, ['read', 'write']);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhook_endpoints',
      headers: key.headers,
      payload: ENDPOINT,
    });
    expectError(response, 403, 'api_key_not_allowed');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/webhook_endpoints', headers: key.headers });
    expectError(list, 403, 'api_key_not_allowed');
  });

  it('answers the secret once, at creation, and never in the list', async () => {
    const { admin, endpoint } = await createEndpoint();
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(endpoint).toMatchObject({
      url: ENDPOINT.url,
      events: ENDPOINT.events,
      enabled: true,
      disabled_reason: null,
    });
    const list = await expectStatus(
      ctx.app,
      { method: 'GET', url: '/api/webhook_endpoints', headers: bearer(admin) },
      200,
    );
    const parsed = WebhookEndpointListSchema.parse(list.json());
    expect(parsed.data.map((item) => item.id)).toEqual([endpoint.id]);
    expect(list.body).not.toContain(endpoint.secret);
  });

  it.each([
    ['ftp://hooks.example.com/x', 'url', 'webhook_url_invalid'],
    ['https://user:pass@hooks.example.com/x', 'url', 'webhook_url_invalid'],
    ['not a url', 'url', 'webhook_url_invalid'],
    [`https://hooks.example.com/${'a'.repeat(2048)}`, 'url', 'too_long'],
  ])('refuses the URL %s with 400 naming the field, and writes nothing', async (url, field, code) => {
    const { session } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhook_endpoints',
      headers: bearer(session),
      payload: { ...ENDPOINT, url },
    });
    expectFieldError(response, field, code);
    const rows = await ctx.db
      .selectFrom('webhook_endpoints')
      .where('business_id', '=', session.business_id)
      .selectAll()
      .execute();
    expect(rows).toEqual([]);
  });

  it('refuses no events, an unknown one, and a repeated one with 400', async () => {
    const { session } = await createBusiness(ctx.app);
    const post = (events: unknown) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webhook_endpoints',
        headers: bearer(session),
        payload: { ...ENDPOINT, events },
      });
    expectFieldError(await post([]), 'events', 'required');
    expectFieldError(await post(['delivery.exploded']), 'events.0', 'invalid_value');
    expectFieldError(await post(['delivery.ended', 'delivery.ended']), 'events', 'invalid_value');
  });
});

describe('POST /api/webhook_endpoints in production (SSRF)', () => {
  it.each([
    'http://127.0.0.1:8080/hook',
    'http://2130706433/hook',
    'http://0x7f.1/hook',
    'http://017700000001/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://[::ffff:7f00:1]/hook',
    'http://localhost/hook',
    'http://10.1.2.3/hook',
    'http://172.16.0.1/hook',
    'http://192.168.1.10/hook',
    'http://169.254.169.254/latest/meta-data',
    'http://100.64.0.1/hook',
    'http://0.0.0.0/hook',
    'http://224.0.0.1/hook',
    'http://[fd00::1]/hook',
    'http://[fe80::1]/hook',
  ])('refuses %s with 400 webhook_url_private', async (url) => {
    const { session } = await createBusiness(strict.app);
    const response = await strict.app.inject({
      method: 'POST',
      url: '/api/webhook_endpoints',
      headers: bearer(session),
      payload: { ...ENDPOINT, url },
    });
    expectError(response, 400, 'webhook_url_private');
    expect(response.json().error.fields.url.code).toBe('webhook_url_private');
  });

  it('accepts a public address, and refuses changing it to a private one', async () => {
    const { session } = await createBusiness(strict.app);
    const created = await expectStatus(
      strict.app,
      {
        method: 'POST',
        url: '/api/webhook_endpoints',
        headers: bearer(session),
        payload: { ...ENDPOINT, url: 'https://93.184.215.14/hook' },
      },
      201,
    );
    const response = await strict.app.inject({
      method: 'PATCH',
      url: `/api/webhook_endpoints/${created.json().id}`,
      headers: bearer(session),
      payload: { url: 'http://192.168.0.1/hook' },
    });
    expectError(response, 400, 'webhook_url_private');
  });
});

describe('PATCH /api/webhook_endpoints/{id}', () => {
  it("answers 404 for another business's endpoint, and changes nothing", async () => {
    const { endpoint } = await createEndpoint();
    const { session: other } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/webhook_endpoints/${endpoint.id}`,
      headers: bearer(other),
      payload: { enabled: false },
    });
    expectError(response, 404, 'webhook_endpoint_not_found');
    expect(await endpointEnabled(ctx.db, endpoint.id)).toBe(true);
  });

  it('turns an endpoint off by hand and back on, clearing a failing state', async () => {
    const { admin, endpoint } = await createEndpoint();
    const patch = (payload: Record<string, unknown>) =>
      expectStatus(
        ctx.app,
        { method: 'PATCH', url: `/api/webhook_endpoints/${endpoint.id}`, headers: bearer(admin), payload },
        200,
      );
    expect((await patch({ enabled: false, description: 'Shop' })).json()).toMatchObject({
      enabled: false,
      disabled_reason: 'admin',
      description: 'Shop',
    });
    await ctx.db
      .updateTable('webhook_endpoints')
      .set({ disabled_reason: 'failing', failing_since: ctx.clock.now() })
      .where('id', '=', endpoint.id)
      .execute();
    expect((await patch({ enabled: true })).json()).toMatchObject({
      enabled: true,
      disabled_reason: null,
      disabled_at: null,
      failing_since: null,
    });
  });

  it('answers 400 for an id that is not one', async () => {
    const { admin } = await createEndpoint();
    const response = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/webhook_endpoints/nope',
      headers: bearer(admin),
      payload: { enabled: false },
    });
    expectFieldError(response, 'id', 'invalid_value');
  });
});

describe('POST /api/webhook_endpoints/{id}/roll_secret', () => {
  it('answers a new secret once and keeps it', async () => {
    const { admin, endpoint } = await createEndpoint();
    const rolled = await expectStatus(
      ctx.app,
      { method: 'POST', url: `/api/webhook_endpoints/${endpoint.id}/roll_secret`, headers: bearer(admin) },
      200,
    );
    const { secret } = WebhookEndpointWithSecretSchema.parse(rolled.json());
    expect(secret).not.toBe(endpoint.secret);
    const row = await ctx.db
      .selectFrom('webhook_endpoints')
      .select('secret')
      .where('id', '=', endpoint.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).toBe(secret);
  });
});

describe('DELETE /api/webhook_endpoints/{id}', () => {
  it("answers 404 for another business's endpoint, 204 for its own, then 404", async () => {
    const { admin, endpoint } = await createEndpoint();
    const { session: other } = await createBusiness(ctx.app);
    const remove = (session: typeof admin) =>
      ctx.app.inject({
        method: 'DELETE',
        url: `/api/webhook_endpoints/${endpoint.id}`,
        headers: bearer(session),
      });
    expectError(await remove(other), 404, 'webhook_endpoint_not_found');
    expect((await remove(admin)).statusCode).toBe(204);
    expectError(await remove(admin), 404, 'webhook_endpoint_not_found');
  });
});

describe('GET /api/webhook_endpoints/{id}/deliveries', () => {
  it('pages the log newest first', async () => {
    const { admin, endpoint } = await createEndpoint();
    for (let i = 0; i < 27; i++) {
      const event = await ctx.db
        .insertInto('webhook_events')
        .values({
          business_id: admin.business_id,
          type: 'delivery.started',
          source_key: `test:${i}`,
          payload: JSON.stringify({}),
          created_at: new Date(ctx.clock.now().getTime() + i * 1000),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await ctx.db
        .insertInto('webhook_deliveries')
        .values({
          event_id: event.id,
          endpoint_id: endpoint.id,
          status: 'succeeded',
          created_at: new Date(ctx.clock.now().getTime() + i * 1000),
        })
        .execute();
    }
    const page = async (n: number) =>
      WebhookDeliveryListSchema.parse(
        (
          await expectStatus(
            ctx.app,
            {
              method: 'GET',
              url: `/api/webhook_endpoints/${endpoint.id}/deliveries?page=${n}`,
              headers: bearer(admin),
            },
            200,
          )
        ).json(),
      );
    const first = await page(1);
    expect(first.total_count).toBe(27);
    expect(first.data).toHaveLength(25);
    expect(first.data[0]?.created_at).toBeGreaterThan(first.data[1]?.created_at ?? Infinity);
    expect((await page(2)).data).toHaveLength(2);
    const { session: other } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/webhook_endpoints/${endpoint.id}/deliveries`,
      headers: bearer(other),
    });
    expectError(response, 404, 'webhook_endpoint_not_found');
  });
});
