import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import {
  failOnResponseMismatches,
  type OpenApiDocument,
  ResponseChecker,
  recordResponseMismatches,
} from '../../../test/openapi-responses';

const ctx = await createTestContext();

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'off', role: 'all' });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document with the accounts endpoints', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/signup', '/api/login', '/api/password_reset', '/api/business']),
    );
  });

  it('documents what the trip, team, review, report and billing routes answer, field by field', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const answered = (method: string, path: string, status: string) =>
      paths[path]?.[method]?.responses?.[status]?.content?.['application/json']?.schema;
    const routes: [string, string, string, string][] = [
      ['post', '/api/trips', '201', 'tracking_url'],
      ['post', '/api/trips/{generated_trip_id}/coordinates', '200', 'point_count'],
      ['post', '/api/trips/{generated_trip_id}/arrival', '200', 'all_coordinates'],
      ['post', '/api/trips/{generated_trip_id}/end', '200', 'delivery_user_notes'],
      ['post', '/api/trips/{generated_trip_id}/admin_end', '200', 'end_note'],
      ['get', '/api/trips/{generated_trip_id}', '200', 'branding'],
      ['get', '/subsequent_coordinates', '200', 'coordinates_timestamps'],
      ['get', '/api/courier/trips', '200', 'data'],
      ['get', '/api/courier/open_trips', '200', 'allow_several_trips'],
      ['get', '/api/trips', '200', 'totals'],
      ['get', '/api/reports/daily', '200', 'bucket'],
      ['get', '/api/trips/{generated_trip_id}/route', '200', 'all_coordinates'],
      ['get', '/api/team', '200', 'data'],
      ['post', '/api/team', '201', 'username'],
      ['put', '/api/team', '200', 'username'],
      ['post', '/api/courier/login', '200', 'jwt_token'],
      ['post', '/api/team/{courier_id}/invitations', '201', 'link'],
      ['get', '/api/reviews', '200', 'summary'],
      ['get', '/api/brandings', '200', 'header_color'],
      ['get', '/api/monitor/couriers', '200', 'data'],
      ['get', '/api/subscriptions', '200', 'data'],
      ['post', '/api/subscriptions', '201', 'data'],
      ['patch', '/api/subscriptions', '200', 'data'],
      ['get', '/api/account_subscription', '200', 'data'],
      ['get', '/api/sub_banner', '200', 'data'],
      ['post', '/api/payment_customers', '200', 'data'],
      ['get', '/api/payment_customers', '200', 'data'],
      ['put', '/api/payment_customers', '200', 'data'],
      ['post', '/api/payment_methods', '201', 'last4'],
      ['get', '/api/payment_methods', '200', 'data'],
      ['delete', '/api/payment_methods', '200', 'data'],
      ['get', '/api/charges', '200', 'data'],
      ['get', '/api/invoices', '200', 'data'],
      ['post', '/api/invoices', '200', 'data'],
      ['patch', '/api/invoices', '200', 'data'],
      ['post', '/api/paypal/subscriptions', '201', 'data'],
      ['post', '/api/paypal/subscriptions/confirm', '200', 'data'],
    ];
    for (const [method, path, status, field] of routes) {
      expect(answered(method, path, status)?.properties, `${method} ${path}`).toHaveProperty(field);
    }
    // The customer's review or the admin's notes, whichever the caller sent.
    expect(answered('patch', '/api/trips/{generated_trip_id}', '200')?.anyOf).toHaveLength(2);
    const trip = answered('get', '/api/trips/{generated_trip_id}', '200');
    expect(trip.required).toContain('coordinates_timestamps');
    expect(trip.properties).not.toHaveProperty('admin_notes');
  });
});

describe('the OpenAPI document', () => {
  const documentOf = async () =>
    (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as OpenApiDocument & {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };

  it('gives every operation a summary, an operationId, tags, security and its client errors', async () => {
    const { paths } = await documentOf();
    const operations = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    expect(operations.length).toBeGreaterThan(70);
    const operationIds = new Set<string>();
    for (const { name, operation } of operations) {
      expect(operation.summary, name).toEqual(expect.any(String));
      expect(operation.operationId, name).toEqual(expect.any(String));
      operationIds.add(operation.operationId as string);
      expect((operation.tags as string[]).length, name).toBeGreaterThan(0);
      expect(operation.security, name).toEqual(expect.any(Array));
      const statuses = Object.keys(operation.responses as object);
      expect(
        statuses.some((status) => status.startsWith('4')),
        name,
      ).toBe(true);
      // Every error in the one error shape, but health's 503: its report, for load balancers.
      const errors = statuses.filter(
        (status) => Number(status) >= 400 && `${name} ${status}` !== 'get /api/health 503',
      );
      for (const status of errors) {
        const error = (
          operation.responses as Record<string, { content: Record<string, { schema: object }> }>
        )[status];
        expect(error?.content['application/json']?.schema, `${name} ${status}`).toHaveProperty(
          'properties.error.properties.code',
        );
      }
    }
    expect(operationIds.size).toBe(operations.length);
  });

  it("derives each route's security from its guard and the API key table", async () => {
    const { paths } = await documentOf();
    expect(paths['/api/trips']?.get?.security).toEqual([{ adminSession: [] }, { apiKey: [] }]);
    expect(paths['/api/trips']?.post?.security).toEqual([{ courierSession: [] }]);
    expect(paths['/api/panel']?.get?.security).toEqual([{ salespersonSession: [] }]);
    expect(paths['/api/business']?.patch?.security).toEqual([{ adminSession: [] }]);
    expect(paths['/api/trips/{generated_trip_id}']?.get?.security).toEqual([]);
    expect(Object.keys(paths['/api/login']?.post?.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '429']),
    );
    expect(paths['/api/signup']?.post?.responses).toHaveProperty('201');
    expect(paths['/api/signup']?.post?.responses).not.toHaveProperty('200');
  });

  it('names the headers the answers carry: Retry-After and the key limits, the idempotent replay', async () => {
    const { paths } = await documentOf();
    const responses = paths['/api/v1/deliveries']?.post?.responses as Record<string, { headers?: object }>;
    expect(Object.keys(responses['429']?.headers ?? {})).toEqual(
      expect.arrayContaining([
        'retry-after',
        'x-ratelimit-limit',
        'x-ratelimit-remaining',
        'x-ratelimit-reset',
      ]),
    );
    expect(responses['201']?.headers).toHaveProperty('idempotent-replayed');
    const login = paths['/api/login']?.post?.responses as Record<string, { headers?: object }>;
    expect(login['429']?.headers).toHaveProperty('retry-after');
  });
});

describe('responses checked against the document', () => {
  it('finds an undocumented status and a body its schema refuses, and passes the truth', async () => {
    const checker = new ResponseChecker(
      (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json(),
    );
    const json = 'application/json; charset=utf-8';
    const healthy = JSON.stringify({ status: 'ok', database: 'up', redis: 'off', role: 'all' });
    expect(checker.problem('GET', '/api/health', 200, json, healthy)).toBeNull();
    expect(checker.problem('GET', '/api/health', 418, json, healthy)).toMatch(/answered 418, a status/);
    expect(checker.problem('GET', '/api/health', 200, json, '{"status":"fine"}')).toMatch(/schema refuses/);
    expect(checker.problem('GET', '/api/trips/export.csv', 200, json, '{}')).toMatch(
      /documented as text\/csv/,
    );
    expect(checker.problem('POST', '/api/trips', 409, json, '{"error":{"code":"open_trip_exists"}}')).toMatch(
      /message/,
    );
  });

  it('fails the test that got an answer the document does not describe', async () => {
    const hook = recordResponseMismatches();
    const request = {
      routeOptions: { method: 'GET', url: '/api/health' },
      server: ctx.app,
    } as FastifyRequest;
    const reply = { statusCode: 418, getHeader: () => 'application/json' } as unknown as FastifyReply;
    await hook(request, reply, '{}');
    expect(() => failOnResponseMismatches()).toThrow(/GET \/api\/health answered 418/);
    // Recorded once: the next test starts clean.
    expect(() => failOnResponseMismatches()).not.toThrow();
  });
});
