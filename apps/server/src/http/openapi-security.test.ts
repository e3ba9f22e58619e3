import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { bearer, createBusiness, createCourier } from '../../test/factories';
import { routeTable } from '../../test/route-table';
import { newSalesperson } from '../../test/sales';

/*
 * The OpenAPI document's security of each route against its door: every session the document
 * names for a route gets past its guard, and every session it does not name is refused there
 * (401 unauthorized or 403 forbidden). Path ids are made up, bodies empty: the answer past the
 * door is a 4xx of the route's own, which is all this reads.
 */

const ctx = await createTestContext();
await ctx.app.ready();
const table = routeTable(ctx.app, ctx.routes);
const { session: admin } = await createBusiness(ctx.app);
const courier = await createCourier(ctx.app, admin);
const salesperson = await newSalesperson(ctx);

const SESSIONS = {
  adminSession: bearer(admin),
  courierSession: bearer(courier),
  salespersonSession: salesperson.headers,
};

const MADE_UP_ID = '00000000-0000-4000-8000-000000000000';

const refusedAtTheDoor = (status: number, body: string) => {
  const code = (JSON.parse(body) as { error?: { code?: string } }).error?.code;
  return (status === 401 && code === 'unauthorized') || (status === 403 && code === 'forbidden');
};

describe('the security the OpenAPI document declares', () => {
  // Closed routes only: an open one lets anyone in. Log-out-everywhere last: it ends the sessions.
  const closed = table.filter((route) => !route.open);
  const ordered = [
    ...closed.filter((route) => !route.url.includes('logout')),
    ...closed.filter((route) => route.url.includes('logout')),
  ];

  it('covers the routes of every session', () => {
    for (const scheme of Object.keys(SESSIONS))
      expect(
        closed.some((route) => route.schemes.includes(scheme)),
        scheme,
      ).toBe(true);
  });

  for (const route of ordered) {
    it(`${route.key}: ${route.schemes.join(', ')}`, async () => {
      const url = route.url.replace(/:[A-Za-z0-9_]+/g, MADE_UP_ID);
      const problems: string[] = [];
      for (const [scheme, headers] of Object.entries(SESSIONS)) {
        const response = await ctx.app.inject({
          method: route.method as 'GET',
          url,
          headers,
          ...(route.method === 'GET' ? {} : { payload: {} }),
        });
        const refused = refusedAtTheDoor(response.statusCode, response.body);
        const declared = route.schemes.includes(scheme);
        if (declared === refused)
          problems.push(
            `${scheme} ${declared ? 'declared but refused' : 'not declared but let in'}: ${response.statusCode} ${response.body.slice(0, 120)}`,
          );
      }
      expect(problems).toEqual([]);
    });
  }
});
