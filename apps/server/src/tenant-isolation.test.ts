import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';
import { type Caller, type CaseRequest, ISOLATION_CASES, type RouteCase } from '../test/isolation-cases';
import { coverageGaps, type RouteEntry, routeTable } from '../test/route-table';
import { leaks } from '../test/tenant-canaries';
import { buildTenants, TOKEN_SCHEME, type TokenName } from '../test/tenants';
import { API_KEY_ROUTES } from './http/api-key-routes';

/*
 * Issue 17, item 1: every route of the app's own route table, called as tenant A with tenant B's
 * ids, with each token type A holds and without any. Another tenant's data answers 404 (403 for
 * B's channel), no answer carries any of B's canary values, no call answers 5xx, and nothing of
 * B's rows changes. A route without an entry in ISOLATION_CASES fails the first test.
 */

const ctx = await createTestContext();
await ctx.app.ready();
const table = routeTable(ctx.app, ctx.routes);
const tenants = await buildTenants(ctx);
const { a, b, canaries } = tenants;
afterAll(async () => {
  await a.hooks.close();
  await b.hooks.close();
});

const CALLERS: Caller[] = [
  'admin',
  'courier',
  'salesperson',
  'readKey',
  'writeKey',
  'channel',
  'reset',
  'none',
];

/** The statuses `caller` may be answered on `route` by its case. */
function expectedStatuses(
  route: RouteEntry,
  routeCase: RouteCase,
  request: CaseRequest,
  caller: Caller,
): number[] {
  const override = request.byCaller?.[caller] ?? routeCase.byCaller?.[caller];
  if (override) return override;
  const accepted = request.accepted ?? routeCase.accepted;
  if (caller === 'none') return route.open ? accepted : [401];
  const scheme = TOKEN_SCHEME[caller];
  if (scheme && route.schemes.includes(scheme)) {
    if (scheme === 'apiKey' && API_KEY_ROUTES[route.key] !== (caller === 'readKey' ? 'read' : 'write'))
      return [403];
    return accepted;
  }
  // A token the route does not take: ignored on a public route, refused on the others.
  return route.open ? accepted : [401, 403];
}

/** Fastify's path pattern as a regular expression, to check a case calls its own route. */
const pathPattern = (url: string) =>
  new RegExp(
    `^${url
      .replace(/[.]/g, '\\.')
      .replace(/:[A-Za-z0-9_]+/g, '[^/]+')
      .replace(/\*/g, '.*')}$`,
  );

async function send(request: CaseRequest, caller: Caller) {
  const token = caller === 'none' ? {} : a.headers[caller as TokenName];
  const payload =
    request.payload === undefined
      ? undefined
      : typeof request.payload === 'string' || Buffer.isBuffer(request.payload)
        ? request.payload
        : JSON.stringify(request.payload);
  return ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: {
      ...token,
      ...(payload !== undefined && typeof request.payload === 'object' && !Buffer.isBuffer(request.payload)
        ? { 'content-type': 'application/json' }
        : {}),
      ...request.headers,
    },
    ...(payload === undefined ? {} : { payload }),
    ...(request.remoteAddress ? { remoteAddress: request.remoteAddress } : {}),
  });
}

/**
 * Every row of B's: each table with a business_id column, and the rows reached through them. B's
 * sent emails are left out: asking for B's reset link (a public case) sends one to B, checked apart.
 */
async function rowsOfB() {
  const tables = await sql<{ table_name: string }>`
    SELECT table_name FROM information_schema.columns
    WHERE table_schema = 'public' AND column_name = 'business_id' AND table_name <> 'outbound_emails'
    ORDER BY table_name`.execute(ctx.db);
  const snapshot: Record<string, unknown> = {};
  for (const { table_name } of tables.rows) {
    const rows =
      await sql`SELECT * FROM ${sql.table(table_name)} WHERE business_id = ${b.admin.business_id}`.execute(
        ctx.db,
      );
    snapshot[table_name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  // B's rows found through another of B's: its business, points, webhook log, salesperson, links.
  const business = b.admin.business_id;
  const linked = {
    businesses: sql`SELECT * FROM businesses WHERE id = ${business}`,
    trip_points: sql`SELECT * FROM trip_points WHERE trip_id IN (SELECT id FROM trips WHERE business_id = ${business})`,
    webhook_deliveries: sql`SELECT * FROM webhook_deliveries
      WHERE endpoint_id IN (SELECT id FROM webhook_endpoints WHERE business_id = ${business})`,
    webhook_attempts: sql`SELECT * FROM webhook_attempts WHERE delivery_id IN (SELECT d.id FROM webhook_deliveries d
      JOIN webhook_endpoints e ON e.id = d.endpoint_id WHERE e.business_id = ${business})`,
    salespeople: sql`SELECT * FROM salespeople WHERE id = ${b.salesperson.id}`,
    // Asking for B's link (a public case) adds links; none may have been used.
    used_password_resets: sql`SELECT * FROM password_resets WHERE user_id = ${b.admin.user_id} AND used_at IS NOT NULL`,
  };
  for (const [name, query] of Object.entries(linked)) {
    const rows = await query.execute(ctx.db);
    snapshot[name] = rows.rows.map((row) => JSON.stringify(row)).sort();
  }
  return snapshot;
}

describe('the isolation cases', () => {
  it('name every route of the table, and no route the table lacks', () => {
    expect(table.length).toBeGreaterThan(90);
    expect(coverageGaps(table, Object.keys(ISOLATION_CASES))).toEqual({ uncovered: [], unknown: [] });
  });

  it('call the route they are listed under', () => {
    for (const route of table) {
      const routeCase = ISOLATION_CASES[route.key];
      if (!routeCase) continue;
      for (const request of routeCase.requests(tenants, ctx)) {
        expect(request.method, route.key).toBe(route.method);
        expect(request.url.split('?')[0], route.key).toMatch(pathPattern(route.url));
      }
    }
  });
});

describe("every route, called as A with B's ids and each of A's tokens", () => {
  let before: Record<string, unknown>;
  beforeAll(async () => {
    before = await rowsOfB();
  });

  const ordered = [
    ...table.filter((route) => !ISOLATION_CASES[route.key]?.last),
    ...table.filter((route) => ISOLATION_CASES[route.key]?.last),
  ];
  for (const route of ordered) {
    const routeCase = ISOLATION_CASES[route.key];
    if (!routeCase) continue;
    it(`${route.key} (${routeCase.kind}): ${routeCase.why}`, async () => {
      const problems: string[] = [];
      for (const request of routeCase.requests(tenants, ctx)) {
        const allowed = [...(routeCase.allows?.(tenants) ?? []), ...(request.allows ?? [])];
        for (const caller of CALLERS) {
          const response = await send(request, caller);
          const expected = expectedStatuses(route, routeCase, request, caller);
          const where = `${request.method} ${request.url} as ${caller}`;
          if (!expected.includes(response.statusCode))
            problems.push(
              `${where}: ${response.statusCode} (expected ${expected.join('/')}) ${response.body.slice(0, 200)}`,
            );
          if (request.bodyMatches && !request.bodyMatches.test(response.body))
            problems.push(`${where}: ${response.body.slice(0, 200)} does not match ${request.bodyMatches}`);
          const found = leaks(response.body, canaries, allowed);
          if (found.length > 0) problems.push(`${where}: shows ${found.join(', ')}`);
        }
      }
      expect(problems).toEqual([]);
    });
  }

  it("changed nothing of B's", async () => {
    const after = await rowsOfB();
    expect(after).toEqual(before);
    const emails = await ctx.db
      .selectFrom('outbound_emails')
      .select('to_address')
      .where('business_id', '=', b.admin.business_id)
      .execute();
    expect(emails.every((email) => email.to_address === b.email)).toBe(true);
  });

  it("left B's sessions working (A's log-out-everywhere ended A's alone)", async () => {
    const checks = [
      { url: `/api/business?business_id=${b.admin.business_id}`, headers: b.headers.admin },
      { url: '/api/courier/trips', headers: b.headers.courier },
      { url: '/api/salesperson/me', headers: b.headers.salesperson },
      { url: '/api/team', headers: b.headers.readKey },
    ];
    for (const check of checks) {
      const response = await ctx.app.inject({ method: 'GET', ...check });
      expect(response.statusCode, check.url).toBe(200);
    }
    const own = await ctx.app.inject({ method: 'GET', url: '/api/api_keys', headers: a.headers.admin });
    expect(own.statusCode).toBe(401);
  });
});
