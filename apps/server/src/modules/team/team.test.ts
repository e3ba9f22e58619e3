import { CourierListSchema, CourierSchema, CourierSessionSchema } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import {
  bearer,
  courierLogin,
  createBusiness,
  createCourier,
  editCourier,
  expectError,
  expectFieldError,
  itAnswers401WithoutSession,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();

const courierBody = (branchId: string | undefined, overrides: Record<string, unknown> = {}) => ({
  name: 'María',
  last_name: 'Pérez',
  cell_phone: '55 2222 3333',
  username: `maria.${Math.random().toString(36).slice(2, 8)}`,
  password: 'rides-bikes',
  branch_id: branchId,
  ...overrides,
});

describe('POST /api/team', () => {
  itAnswers401WithoutSession(ctx.app, { method: 'POST', url: '/api/team', payload: {} });

  it('creates a courier in a branch of the business', async () => {
    const { session } = await createBusiness(ctx.app, { branch_names: ['', 'Centro'] });
    const branch = session.branch_names[1];
    const body = courierBody(branch?.id, { username: 'Maria.P' });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(session),
      payload: body,
    });
    expect(response.statusCode).toBe(201);
    expectShape(CourierSchema, response.json());
    expect(response.json()).toEqual({
      id: expect.any(String),
      name: 'María',
      last_name: 'Pérez',
      cell_phone: '+525522223333',
      username: 'maria.p',
      active: true,
      branch_id: branch?.id,
      branch_name: 'Centro',
      last_invitation: null,
    });
  });

  it.each([
    ['username', { username: 'has space' }, 'username_invalid'],
    ['username', { username: 'ab' }, 'username_too_short'],
    ['password', { password: 'short' }, 'password_too_short'],
    ['cell_phone', { cell_phone: '12' }, 'invalid_phone'],
    ['name', { name: '' }, 'required'],
    ['branch_id', { branch_id: 'not-a-uuid' }, 'invalid_branch'],
  ])('rejects a bad %s with 400 and writes nothing', async (field, patch, code) => {
    const { session } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(session),
      payload: courierBody(session.branch_names[0]?.id, patch),
    });
    expectFieldError(response, field, code);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(session) });
    expect(list.json().data).toEqual([]);
  });

  it("answers 404 for another business's branch, and adds no courier", async () => {
    const { session: mine } = await createBusiness(ctx.app);
    const { session: theirs } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(mine),
      payload: courierBody(theirs.branch_names[0]?.id),
    });
    expectError(response, 404, 'branch_not_found');
    for (const session of [mine, theirs]) {
      const list = await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(session) });
      expect(list.json().data).toEqual([]);
    }
  });

  it('refuses a username taken in any business with 409', async () => {
    const { session: first } = await createBusiness(ctx.app);
    const { session: second } = await createBusiness(ctx.app);
    const body = courierBody(first.branch_names[0]?.id);
    await ctx.app.inject({ method: 'POST', url: '/api/team', headers: bearer(first), payload: body });
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/team',
      headers: bearer(second),
      payload: { ...body, branch_id: second.branch_names[0]?.id, username: body.username.toUpperCase() },
    });
    expectError(response, 409, 'username_taken');
  });
});

describe('GET /api/team', () => {
  it('lists only the business own couriers, filtered by branch', async () => {
    const { session } = await createBusiness(ctx.app, { branch_names: ['', 'Norte'] });
    const { session: other } = await createBusiness(ctx.app);
    const [hq, north] = session.branch_names;
    await createCourier(ctx.app, session, { name: 'Ana', branch_id: hq?.id });
    await createCourier(ctx.app, session, { name: 'Beto', branch_id: north?.id });
    await createCourier(ctx.app, other, { name: 'Someone' });

    const all = await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(session) });
    expectShape(CourierListSchema, all.json());
    expect(all.json().data.map((courier: { name: string }) => courier.name)).toEqual(['Ana', 'Beto']);
    const filtered = await ctx.app.inject({
      method: 'GET',
      url: `/api/team?branch_id=${north?.id}`,
      headers: bearer(session),
    });
    expect(filtered.json().data.map((courier: { name: string }) => courier.name)).toEqual(['Beto']);
  });
});

describe('PUT /api/team', () => {
  it("answers 404 for another business's courier", async () => {
    const { session: mine } = await createBusiness(ctx.app);
    const { session: theirs } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, theirs);
    const response = await editCourier(ctx.app, mine, { id: courier.courier.id, active: false });
    expect(response.statusCode).toBe(404);
  });

  it("answers 404 for another business's branch, and leaves the courier where it was", async () => {
    const { session: mine } = await createBusiness(ctx.app);
    const { session: theirs } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, mine);
    const response = await editCourier(ctx.app, mine, {
      id: courier.courier.id,
      name: 'Moved',
      branch_id: theirs.branch_names[0]?.id,
    });
    expectError(response, 404, 'branch_not_found');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(mine) });
    expect(list.json().data).toMatchObject([
      { id: courier.courier.id, branch_id: courier.courier.branch_id },
    ]);
    expect(list.json().data[0].name).not.toBe('Moved');
  });

  it('edits a courier and changes its password', async () => {
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    const response = await editCourier(ctx.app, session, {
      id: courier.courier.id,
      name: 'Luisa',
      password: 'new-courier-pass',
    });
    expect(response.statusCode).toBe(200);
    expectShape(CourierSchema, response.json());
    expect(response.json()).toMatchObject({ id: courier.courier.id, name: 'Luisa' });
    const login = await courierLogin(ctx.app, courier.courier.username, 'new-courier-pass');
    expect(login.statusCode).toBe(200);
    expectShape(CourierSessionSchema, login.json());
  });

  it('deactivates a courier, who then cannot log in or start trips', async () => {
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    const response = await editCourier(ctx.app, session, { id: courier.courier.id, active: false });
    expect(response.json().active).toBe(false);

    expectError(
      await courierLogin(ctx.app, courier.courier.username, 'courier-pass'),
      403,
      'courier_inactive',
    );

    const start = await ctx.app.inject({
      method: 'POST',
      url: '/api/trips',
      headers: bearer(courier),
      payload: { customer_phone_number: '55 1111 2222' },
    });
    expectError(start, 403, 'courier_inactive');
  });
});

describe('POST /api/courier/login', () => {
  it('refuses a wrong password with 401 invalid_credentials', async () => {
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    const response = await courierLogin(ctx.app, courier.courier.username, 'wrong-pass');
    expectError(response, 401, 'invalid_credentials');
  });

  it("returns the courier and its business's name and country", async () => {
    const { session, input } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    expect(courier).toMatchObject({
      jwt_token: expect.any(String),
      courier: { username: courier.courier.username, active: true },
      business: { company_name: input.company_name, country_iso: 'MX' },
    });
  });

  it('gives a courier token no admin powers', async () => {
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/team', headers: bearer(courier) });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/courier/login rate limit', async () => {
  const limited = await createTestContext({
    rateLimits: { ...TEST_RATE_LIMITS, login: { max: 3, windowSeconds: 60 } },
  });

  it('counts per courier, so a team on one Wi-Fi is not locked out by one mistyped password', async () => {
    const { session } = await createBusiness(limited.app);
    const [ana, beto] = await Promise.all([
      createCourier(limited.app, session),
      createCourier(limited.app, session),
    ]);
    const attempt = (username: string, password: string) => courierLogin(limited.app, username, password);
    // createCourier logged each one in once already.
    expect((await attempt(ana.courier.username, 'wrong-pass')).statusCode).toBe(401);
    expect((await attempt(ana.courier.username, 'wrong-pass')).statusCode).toBe(401);
    expect((await attempt(ana.courier.username, 'wrong-pass')).statusCode).toBe(429);
    expect((await attempt(beto.courier.username, 'courier-pass')).statusCode).toBe(200);
  });
});
