import { randomBytes } from 'node:crypto';
import { NewSalespersonSchema } from '@rutaviva/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { Tokens } from '../src/lib/tokens';
import { SalespeopleService } from '../src/modules/sales/salespeople.service';
import { TEST_JWT_SECRET, type TestClock } from './context';
import { bearer, createBusiness } from './factories';

export const SALESPERSON_PASSWORD = 'ventas-2026';

let created = 0;

/**
 * A salesperson as `npm run salesperson:create` makes one, signed in through the API: their id,
 * email, referral code and session token.
 */
export async function newSalesperson(ctx: { app: FastifyInstance; db: Db; clock: TestClock }) {
  created++;
  const email = `vendedor${created}-${randomBytes(3).toString('hex')}@example.com`;
  const service = new SalespeopleService({
    db: ctx.db,
    tokens: new Tokens(TEST_JWT_SECRET, ctx.clock),
    clock: ctx.clock,
  });
  const row = await service.create(
    NewSalespersonSchema.parse({
      email,
      password: SALESPERSON_PASSWORD,
      full_name: `Vendedor ${created}`,
      cell_phone: '55 1234 5678',
      country_iso: 'MX',
    }),
  );
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/salesperson/login',
    payload: { email, password: SALESPERSON_PASSWORD },
  });
  const { jwt_token } = login.json().data as { jwt_token: string };
  return { id: row.id, email, referral_code: row.referral_code, jwt_token, headers: bearer({ jwt_token }) };
}

export type TestSalesperson = Awaited<ReturnType<typeof newSalesperson>>;

/** A business that signed up through the salesperson's referral link. */
export function referredBusiness(
  app: FastifyInstance,
  salesperson: TestSalesperson,
  overrides: Parameters<typeof createBusiness>[1] = {},
) {
  return createBusiness(app, { ...overrides, my_referrer: salesperson.referral_code });
}

/** Signs the salesperson in again (a session lasts 30 days; some tests move further). */
export async function signInSalesperson(
  app: FastifyInstance,
  salesperson: TestSalesperson,
): Promise<TestSalesperson> {
  const login = await app.inject({
    method: 'POST',
    url: '/api/salesperson/login',
    payload: { email: salesperson.email, password: SALESPERSON_PASSWORD },
  });
  const { jwt_token } = login.json().data as { jwt_token: string };
  return { ...salesperson, jwt_token, headers: bearer({ jwt_token }) };
}
