import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BadCase, caseArbitrary } from '../test/bad-input/cases';
import { appTables } from '../test/bad-input/fingerprint';
import { hostileAuthorization } from '../test/bad-input/hostile';
import { checkCase, errorShapeProblem, RUNS_PER_ROUTE, SEED, send } from '../test/bad-input/send';
import { sweepCases } from '../test/bad-input/sweep';
import { badLogo, badPhoto } from '../test/bad-input/uploads';
import { buildWorld, type World } from '../test/bad-input/world';
import { createTestContext } from '../test/context';
import { coverageGaps, routeTable } from '../test/route-table';

/*
 * Issue 17: bad input everywhere. Every route of the app's own table gets requests made by
 * fast-check from its OpenAPI operation: the right credential and the business's own ids, then
 * one hostile change (a field of the wrong type, a missing or unknown one, megabytes, controls,
 * lone surrogates, deep nesting, huge arrays, numbers past range, prototype keys, text that is not
 * JSON, another content type or charset, a repeated or junk query parameter, a path id that is
 * not one, a hostile or foreign Authorization, junk Idempotency-Key and Last-Event-ID). The answer
 * must come in time, never be a 5xx, be a 4xx in the one error shape when the request is invalid
 * by construction, and leave every table as it was when a write is refused.
 */

const ctx = await createTestContext();
await ctx.app.ready();
const table = routeTable(ctx.app, ctx.routes);
const routeOf = new Map<string, RouteOptions>();
for (const route of ctx.routes) {
  for (const method of [route.method].flat()) routeOf.set(`${method.toUpperCase()} ${route.url}`, route);
}

/** Routes outside the derived cases, each with why; their own cases are below. */
const OWN_CASES: Record<string, string> = {
  'GET /uploads/*': 'static files: path traversal and junk names below',
  'GET /api/docs/static/*': 'static files of the docs page: path traversal and junk names below',
  'GET /api/docs/': 'the docs page: no input; junk query and headers below',
  'GET /api/docs/json': 'the document: no input; junk query and headers below',
  'GET /api/docs/yaml': 'the document: no input; junk query and headers below',
  'GET /api/docs/static/index.html': 'a static file: junk query and headers below',
  'GET /api/docs/static/swagger-initializer.js': 'a static file: junk query and headers below',
};

/**
 * Routes whose success would spend the suite's own fixtures (its sessions, key, endpoint,
 * delivery): only requests invalid by construction are sent to them.
 */
const CONSUMING: Record<string, string> = {
  'POST /api/logout_all': "ends every session of the suite's admin",
  'DELETE /api/api_keys/:id': "revokes the suite's API key",
  'PATCH /api/api_keys/:id': "may take a scope from the suite's API key",
  'DELETE /api/webhook_endpoints/:id': "deletes the suite's endpoint",
  'DELETE /api/v1/deliveries/:delivery_id': "cancels the suite's delivery",
  'POST /api/trips/:generated_trip_id/arrival': "moves the suite's delivery on",
  'POST /api/trips/:generated_trip_id/end': "ends the suite's delivery",
  'POST /api/trips/:generated_trip_id/admin_end': "ends the suite's delivery",
  'POST /api/courier/password': "changes the suite's courier's password",
  'PUT /api/team': "may deactivate the suite's courier",
  'POST /api/subscriptions': 'may change what the business may do',
  'PATCH /api/subscriptions': 'may cancel the business subscription',
  'DELETE /api/payment_methods': 'may remove the business payment method',
  'POST /api/dev/demo_history': 'writes weeks of demo trips: slow, and nothing to do with bad input',
};

/** The routes the derived property covers: every documented one. */
const derived = table.filter((entry) => entry.operation && !(entry.key in OWN_CASES));

it('has a case for every route of the table, and lists no route that does not exist', () => {
  const gaps = coverageGaps(table, [...derived.map((entry) => entry.key), ...Object.keys(OWN_CASES)]);
  expect(gaps.uncovered, 'routes without a bad-input case (hidden from the document?)').toEqual([]);
  expect(gaps.unknown).toEqual([]);
  expect(coverageGaps(table, Object.keys(CONSUMING)).unknown).toEqual([]);
});

/** A property's time: each of its requests has its own 10 s deadline; a busy CI machine is slower. */
const PROPERTY_TIMEOUT_MS = 120_000;

/** Routes that answer an event stream. */
const STREAMS = new Set(['GET /api/trips/:generated_trip_id/stream', 'GET /api/realtime']);

let world: World;
let tables: string[];
let address: string;

beforeAll(async () => {
  address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  world = await buildWorld(ctx);
  tables = await appTables(ctx.db);
});

/** The suite's own ids for a path's parameters. */
function pathValuesOf(url: string): Record<string, string> {
  const byPrefix: [string, string][] = [
    ['/api/api_keys/', world.apiKey.id],
    ['/api/webhook_endpoints/', world.endpointId],
    ['/api/webhook_deliveries/', world.webhookDeliveryId ?? '00000000-0000-4000-8000-000000000000'],
  ];
  return {
    id: byPrefix.find(([prefix]) => url.startsWith(prefix))?.[1] ?? '',
    generated_trip_id: world.trip.generated_trip_id,
    delivery_id: world.deliveryId,
    courier_id: world.courier.courier.id,
    user_id: world.admin.user_id,
    jwt_token: 'not-a-token',
    from: 'USD',
    to: 'MXN',
  };
}

describe.each(derived.map((entry) => [entry.key, entry] as const))('%s', (_key, entry) => {
  it(
    'answers hostile input with a 4xx in the error shape, in time, and writes nothing',
    async () => {
      const route = routeOf.get(entry.key);
      if (!route) throw new Error(`no route options for ${entry.key}`);
      const consuming = entry.key in CONSUMING;
      // A request that may be valid may open an endless stream: sent over a socket that can end it.
      const overHttpFor = (request: BadCase) =>
        STREAMS.has(entry.key) && !request.invalid ? address : undefined;
      for (const request of sweepCases(entry, route, world, pathValuesOf(entry.url))) {
        if (request.invalid || !consuming)
          await checkCase(ctx.app, ctx.db, tables, request, overHttpFor(request));
      }
      await fc.assert(
        fc.asyncProperty(
          caseArbitrary(entry, route, world, pathValuesOf(entry.url)),
          async (request: BadCase) => {
            fc.pre(request.invalid || !consuming);
            await checkCase(ctx.app, ctx.db, tables, request, overHttpFor(request));
          },
        ),
        // A failure is printed as found: shrinking it would cost a deadline a step.
        { numRuns: RUNS_PER_ROUTE, seed: SEED, endOnFailure: true },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('static files and the docs page', () => {
  const junkPath = fc.oneof(
    fc.constantFrom(
      '..%2f..%2f..%2fetc%2fpasswd',
      '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
      'logos/..%2f..%2fphotos%2fx.jpg',
      'photos/any.jpg',
      'logos/%00.png',
      'logos/%ZZ',
      `logos/${'a'.repeat(10_240)}.png`,
      'logos/%F0%9F%98%80.png',
      '%ED%A0%80',
    ),
    fc.string({ minLength: 1, maxLength: 40 }).map((text) => `no-such-${encodeURIComponent(text)}`),
  );

  it.each(['/uploads/', '/api/docs/static/'])(
    'answers a junk or climbing file name under %s with a 4xx',
    async (prefix) => {
      await fc.assert(
        fc.asyncProperty(junkPath, async (name) => {
          await checkCase(ctx.app, ctx.db, tables, {
            kind: `file ${name.slice(0, 60)}`,
            method: 'GET',
            url: `${prefix}${name}`,
            headers: {},
            invalid: true,
          });
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    },
  );

  it(
    'answers the docs pages with junk queries and headers without a 5xx',
    async () => {
      const pages = Object.keys(OWN_CASES)
        .filter((key) => !key.endsWith('*'))
        .map((key) => key.split(' ')[1] as string);
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...pages),
          fc.string({ maxLength: 40 }),
          hostileAuthorization,
          async (page, query, authorization) => {
            await checkCase(ctx.app, ctx.db, tables, {
              kind: `page with query ${JSON.stringify(query)}`,
              method: 'GET',
              url: `${page}?${encodeURIComponent(query)}=${encodeURIComponent(query)}`,
              headers: { authorization },
              invalid: false,
            });
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('uploads that lie about their type and size', () => {
  it(
    'POST /api/brandings refuses every lying logo with a 4xx and keeps the branding',
    async () => {
      await fc.assert(
        fc.asyncProperty(badLogo, async (upload) => {
          await checkCase(ctx.app, ctx.db, tables, {
            ...upload,
            method: 'POST',
            url: '/api/brandings',
            headers: { ...world.credentials.adminSession, ...upload.headers },
            invalid: true,
          });
        }),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it(
    'POST /api/trips/:generated_trip_id/photo refuses every lying photo with a 4xx and stores none',
    async () => {
      await fc.assert(
        fc.asyncProperty(
          badPhoto,
          fc.constantFrom(
            '',
            '?recipient_name=%00',
            `?recipient_name=${'r'.repeat(5_000)}`,
            '?taken_at=-1e308',
          ),
          async (upload, query) => {
            await checkCase(ctx.app, ctx.db, tables, {
              ...upload,
              method: 'POST',
              url: `/api/trips/${world.trip.generated_trip_id}/photo${query}`,
              headers: { ...world.credentials.courierSession, ...upload.headers },
              invalid: true,
            });
          },
        ),
        { numRuns: RUNS_PER_ROUTE, seed: SEED },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('what this suite found (each fixed in the server)', () => {
  it('answers an address that cannot be decoded with 400 in the error shape', async () => {
    const answer = await send(ctx.app, { method: 'GET', url: '/api/exchange_rate/pair/%ZZ/MXN' });
    expect(answer.status).toBe(400);
    expect(errorShapeProblem(answer)).toBeNull();
  });

  it('answers a path id longer than any id with 404 in the error shape', async () => {
    const answer = await send(ctx.app, {
      method: 'GET',
      url: `/api/v1/deliveries/${'x'.repeat(2_049)}`,
      headers: world.credentials.apiKey,
    });
    expect(answer.status).toBe(404);
    expect(errorShapeProblem(answer)).toBeNull();
  });

  it('documents 415 for a DELETE sent a body of another type', async () => {
    const answer = await send(ctx.app, {
      method: 'DELETE',
      url: `/api/webhook_endpoints/${world.endpointId}`,
      headers: { ...world.credentials.adminSession, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(answer.status).toBe(415);
  });

  it('answers a logo form without its boundary with 400, not 500', async () => {
    const answer = await send(ctx.app, {
      method: 'POST',
      url: '/api/brandings',
      headers: { ...world.credentials.adminSession, 'content-type': 'multipart/form-data' },
      payload: '{}',
    });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body).error.fields._.code).toBe('invalid_form');
  });
});
