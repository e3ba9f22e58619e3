import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { NewSalespersonSchema, SalespersonSessionSchema } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import {
  createTestContext,
  createTestDatabase,
  TEST_JWT_SECRET,
  TEST_RATE_LIMITS,
} from '../../../test/context';
import {
  bearer,
  businessWithCourier,
  createBusiness,
  expectError,
  expectFieldError,
  expectRateLimitedAfter,
  itAnswers401WithoutSession,
  signupInput,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';
import { Tokens } from '../../lib/tokens';
import { hasSalesperson } from '../billing/billing.repo';
import { SalespeopleService } from './salespeople.service';

const PASSWORD = 'ventas-2026';
const ctx = await createTestContext({
  rateLimits: { ...TEST_RATE_LIMITS, login: { max: 5, windowSeconds: 60 } },
});
const { app, db, clock } = ctx;
const service = new SalespeopleService({ db, tokens: new Tokens(TEST_JWT_SECRET, clock), clock });

let count = 0;
async function newSalesperson() {
  count++;
  const email = `vendedora${count}@example.com`;
  const row = await service.create(
    NewSalespersonSchema.parse({
      email,
      password: PASSWORD,
      full_name: `Vendedora ${count}`,
      cell_phone: '55 1234 5678',
      country_iso: 'MX',
    }),
  );
  return { row, email };
}

const login = (email: string, password = PASSWORD) =>
  app.inject({ method: 'POST', url: '/api/salesperson/login', payload: { email, password } });

describe('salesperson sessions', () => {
  itAnswers401WithoutSession(app, { method: 'GET', url: '/api/salesperson/me' });

  it('signs a salesperson in with a session of their own and their referral link', async () => {
    const { row, email } = await newSalesperson();
    const response = await login(email.toUpperCase());
    expect(response.statusCode, response.body).toBe(200);
    expectShape(SalespersonSessionSchema, response.json());
    const { jwt_token, salesperson } = response.json().data;
    expect(salesperson).toMatchObject({
      id: row.id,
      email,
      cell_phone: '+525512345678',
      language: 'spanish',
      referral_code: row.referral_code,
    });
    expect(salesperson.referral_url).toMatch(new RegExp(`/signup\\?ref=${row.referral_code}$`));
    const me = await app.inject({
      method: 'GET',
      url: '/api/salesperson/me',
      headers: bearer({ jwt_token }),
    });
    expect(me.json().data.id).toBe(row.id);
  });

  it('refuses a wrong password as any wrong login is refused, and stops guessing', async () => {
    const { email } = await newSalesperson();
    expectError(await login(email, 'not-the-password'), 401, 'invalid_credentials');
    expectError(await login('nobody@example.com'), 401, 'invalid_credentials');
    // Five tries a minute for one email in this file's settings; one is spent above.
    await expectRateLimitedAfter(() => login(email, 'wrong-again'), 4, 401);
  });

  it("is never taken where an admin's or a courier's session belongs, nor the other way round", async () => {
    const { email } = await newSalesperson();
    const { jwt_token } = (await login(email)).json().data;
    for (const url of ['/api/team', '/api/subscriptions', '/api/monitor/couriers', '/api/courier/trips'])
      expectError(
        await app.inject({ method: 'GET', url, headers: bearer({ jwt_token }) }),
        401,
        'unauthorized',
      );
    const { admin, courier } = await businessWithCourier(app);
    for (const token of [admin.jwt_token, courier.jwt_token])
      expectError(
        await app.inject({
          method: 'GET',
          url: '/api/salesperson/me',
          headers: bearer({ jwt_token: token }),
        }),
        401,
        'unauthorized',
      );
  });

  it('refuses a second salesperson with the same email', async () => {
    const { email } = await newSalesperson();
    await expect(
      service.create(
        NewSalespersonSchema.parse({
          email: email.toUpperCase(),
          password: PASSWORD,
          full_name: 'Otra',
          cell_phone: '55 1234 5678',
          country_iso: 'MX',
        }),
      ),
    ).rejects.toMatchObject({ code: 'email_taken' });
  });
});

describe('referral links', () => {
  it('ties a signup that carries the code to its salesperson', async () => {
    const { row } = await newSalesperson();
    const referred = await createBusiness(app, {
      email: 'referida@example.com',
      my_referrer: row.referral_code.toUpperCase(),
    });
    const user = await db
      .selectFrom('users')
      .select('salesperson')
      .where('email', '=', 'referida@example.com')
      .executeTakeFirstOrThrow();
    expect(user.salesperson).toBe(row.id);
    expect(await hasSalesperson(db, referred.session.business_id)).toBe(true);
  });

  it('signs up without a salesperson when the code names none (an old link)', async () => {
    const { session } = await createBusiness(app, {
      email: 'sin-vendedor@example.com',
      my_referrer: 'zzzzzzzz',
    });
    expect(await hasSalesperson(db, session.business_id)).toBe(false);
  });

  it('names a malformed referral with 400 and creates nothing', async () => {
    const tooLong = await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupInput({ email: 'largo@example.com', my_referrer: 'x'.repeat(65) }),
    });
    expectFieldError(tooLong, 'my_referrer', 'too_long');
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...signupInput({ email: 'tipo@example.com' }), my_referrer: 42 },
    });
    expectFieldError(wrongType, 'my_referrer', 'invalid_value');
    const users = await db
      .selectFrom('users')
      .select('id')
      .where('email', 'in', ['largo@example.com', 'tipo@example.com'])
      .execute();
    expect(users).toEqual([]);
  });
});

describe('npm run salesperson:create', () => {
  const root = resolve(import.meta.dirname, '../../../../..');
  async function run(args: string[], env: Record<string, string>) {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli/salesperson-create.ts', ...args],
      {
        cwd: root,
        env: { ...process.env, APP_ENV: 'test', PUBLIC_URL: 'https://track.example.com', ...env },
      },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const code = await new Promise<number | null>((done) => child.on('close', done));
    return { code, output };
  }

  it('creates a salesperson who can sign in, prints the password once, and names bad flags', async () => {
    const database = await createTestDatabase();
    try {
      const env = { DATABASE_URL: database.url };
      const created = await run(
        ['--email', 'Cli@Example.com', '--name', 'Ana López', '--phone', '55 1234 5678'],
        env,
      );
      expect(created.code, created.output).toBe(0);
      const password = /Password:\s+(\S+)/.exec(created.output)?.[1] ?? '';
      expect(password).toMatch(/^[A-Za-z0-9]{18}$/);
      expect(created.output).toMatch(/Referral link: https:\/\/track\.example\.com\/signup\?ref=[a-z0-9]{8}/);
      const row = await database.db
        .selectFrom('salespeople')
        .selectAll()
        .where('email', '=', 'cli@example.com')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).not.toContain(password);
      expect(row.cell_phone).toBe('+525512345678');

      const again = await run(
        ['--email', 'cli@example.com', '--name', 'Otra', '--phone', '55 1234 5678'],
        env,
      );
      expect(again.code).toBe(1);
      expect(again.output).toContain('--email: cli@example.com already belongs to a salesperson');
      const bad = await run(['--email', 'nope', '--phone', '55 1234 5678'], env);
      expect(bad.code).toBe(2);
      expect(bad.output).toContain('--email: Enter a valid email address.');
      expect(bad.output).toContain('--name: This field is required.');
    } finally {
      await database.drop();
    }
  }, 60_000);
});
