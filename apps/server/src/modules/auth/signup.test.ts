import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import { createBusiness, expectError, signupInput } from '../../../test/factories';

const ctx = await createTestContext();

async function rowCounts() {
  const count = async (table: 'businesses' | 'users' | 'branches') =>
    Number((await ctx.db.selectFrom(table).select(ctx.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  return {
    businesses: await count('businesses'),
    users: await count('users'),
    branches: await count('branches'),
  };
}

describe('POST /api/signup', () => {
  it('creates the business, its admin and its branches, the first named Headquarters', async () => {
    const { session, input } = await createBusiness(ctx.app, { branch_names: ['', 'Centro', 'Norte'] });
    expect(session).toMatchObject({
      email: input.email,
      country_iso: 'MX',
      language: 'spanish',
      onboarding_state: 'checkout',
    });
    expect(session.branch_names.map((branch) => branch.name)).toEqual(['Headquarters', 'Centro', 'Norte']);
    expect(session.jwt_token.split('.')).toHaveLength(3);

    const user = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', session.user_id)
      .executeTakeFirstOrThrow();
    expect(user.business_id).toBe(session.business_id);
    expect(user.cell_phone).toBe('+525512345678');
    expect(user.password_hash).toMatch(/^scrypt\$/);
    expect(user.password_hash).not.toContain(input.password);
  });

  it('keeps a first branch name that was typed', async () => {
    const { session } = await createBusiness(ctx.app, { branch_names: ['Sucursal Roma'] });
    expect(session.branch_names.map((branch) => branch.name)).toEqual(['Sucursal Roma']);
  });

  it.each(['US', 'ES', 'MX', 'PA', 'DO'] as const)('accepts the signup country %s', async (country) => {
    const phones = {
      US: '(415) 555-2671',
      ES: '612 34 56 78',
      MX: '55 1234 5678',
      PA: '6123-4567',
      DO: '809 234 5678',
    };
    const { session } = await createBusiness(ctx.app, { country_iso: country, cell_phone: phones[country] });
    expect(session.country_iso).toBe(country);
  });

  it.each(['motorcycle', 'truck', 'bicycle'] as const)('accepts the vehicle type %s', async (vehicle) => {
    const { session } = await createBusiness(ctx.app, { vehicle_type: vehicle, language: 'english' });
    expect(session.language).toBe('english');
  });

  const badFields: [string, Record<string, unknown>, string][] = [
    ['company_name', { company_name: '   ' }, 'required'],
    ['country_iso', { country_iso: 'FR' }, 'invalid_country'],
    ['email', { email: 'not-an-email' }, 'invalid_email'],
    ['password', { password: 'short' }, 'password_too_short'],
    ['password', { password: 'has a space' }, 'password_has_spaces'],
    ['full_name', { full_name: '' }, 'required'],
    ['cell_phone', { cell_phone: '123' }, 'invalid_phone'],
    ['delivery_amount_per_day', { delivery_amount_per_day: 2.5 }, 'invalid_whole_number'],
    ['delivery_amount_per_day', { delivery_amount_per_day: '40' }, 'invalid_value'],
    ['vehicle_type', { vehicle_type: 'car' }, 'invalid_vehicle_type'],
    ['branch_names', { branch_names: [] }, 'branch_names_required'],
    ['branch_names.1', { branch_names: ['Centro', ' '] }, 'required'],
    ['branch_names.1', { branch_names: ['Centro', 'centro'] }, 'duplicate_branch_names'],
    ['language', { language: 'french' }, 'invalid_language'],
    ['role', { role: 'salesperson' }, 'unknown_field'],
  ];

  it.each(badFields)('rejects a bad %s with 400 naming it and writes nothing', async (field, patch, code) => {
    const before = await rowCounts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { ...signupInput(), ...patch },
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('invalid_input');
    expect(error.fields[field]).toMatchObject({ code });
    expect(error.fields[field].message).toEqual(expect.any(String));
    expect(await rowCounts()).toEqual(before);
  });

  it('names every missing field of an empty body', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/signup', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields).sort()).toEqual(
      [
        'branch_names',
        'cell_phone',
        'company_name',
        'country_iso',
        'delivery_amount_per_day',
        'email',
        'full_name',
        'password',
        'vehicle_type',
      ].sort(),
    );
  });

  it('rejects malformed JSON with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      headers: { 'content-type': 'application/json' },
      payload: '{"company_name":',
    });
    expectError(response, 400, 'invalid_input');
  });

  it('refuses an email already registered, whatever its case, with 409 email_taken', async () => {
    const { input } = await createBusiness(ctx.app);
    const before = await rowCounts();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: signupInput({ email: input.email.toUpperCase() }),
    });
    expectError(response, 409, 'email_taken');
    expect(await rowCounts()).toEqual(before);
  });
});

describe('POST /api/signup rate limit', async () => {
  const limited = await createTestContext({
    rateLimits: { ...TEST_RATE_LIMITS, signup: { max: 2, windowSeconds: 3600 } },
  });

  it('answers 429 rate_limited after too many signups from one address', async () => {
    await createBusiness(limited.app);
    await createBusiness(limited.app);
    const response = await limited.app.inject({ method: 'POST', url: '/api/signup', payload: signupInput() });
    expectError(response, 429, 'rate_limited');
  });
});
