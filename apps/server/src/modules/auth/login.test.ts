import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import {
  bearer,
  createBusiness,
  expectError,
  expectFieldError,
  expectRateLimitedAfter,
  itAnswers401WithoutSession,
} from '../../../test/factories';

const ctx = await createTestContext();

describe('POST /api/login', () => {
  it('refuses a wrong password with 401 and the spec message', async () => {
    const { input } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'invalid_credentials', message: 'Incorrect username or password' },
    });
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'nobody@example.com', password: 'whatever-123' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Incorrect username or password');
  });

  it('returns a session for the right password, whatever the email case', async () => {
    const { session: signedUp, input } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: ` ${input.email.toUpperCase()} `, password: input.password },
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session).toMatchObject({
      user_id: signedUp.user_id,
      business_id: signedUp.business_id,
      email: input.email,
      country_iso: 'MX',
      language: 'spanish',
      onboarding_state: 'checkout',
      branch_names: signedUp.branch_names,
    });
    expect(session.jwt_token).toEqual(expect.any(String));
  });

  it('names the missing fields with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'a@b.co' },
    });
    expectFieldError(response, 'password', 'required');
  });
});

describe('POST /api/login rate limit', async () => {
  const limited = await createTestContext({
    rateLimits: { ...TEST_RATE_LIMITS, login: { max: 3, windowSeconds: 60 } },
  });

  it('answers 429 after too many attempts from one address', async () => {
    const attempt = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { email: 'a@b.co', password: 'guess-1234' },
      });
    await expectRateLimitedAfter(attempt, 3, 401);
  });
});

describe('POST /api/login ceiling per address', async () => {
  const limited = await createTestContext({
    rateLimits: {
      ...TEST_RATE_LIMITS,
      login: { max: 3, windowSeconds: 60 },
      loginPerAddress: { max: 5, windowSeconds: 900 },
    },
  });
  const attempt = (email: string, remoteAddress: string, password = 'guess-1234') =>
    limited.app.inject({ method: 'POST', url: '/api/login', remoteAddress, payload: { email, password } });

  it('answers 429 to one address trying many accounts, and never locks the owner out', async () => {
    const { input } = await createBusiness(limited.app);
    for (let i = 0; i < 5; i++) {
      expect((await attempt(`victim-${i}@example.com`, '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await attempt(input.email, '203.0.113.7');
    expectError(blocked, 429, 'rate_limited');
    expect((await attempt(input.email, '198.51.100.20', input.password)).statusCode).toBe(200);
  });

  it('holds for the courier login too', async () => {
    const tries = [];
    for (let i = 0; i < 6; i++) {
      tries.push(
        await limited.app.inject({
          method: 'POST',
          url: '/api/courier/login',
          remoteAddress: '203.0.113.8',
          payload: { username: `rider${i}`, password: 'guess-1234' },
        }),
      );
    }
    expect(tries.slice(0, 5).map((response) => response.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect(tries[5]?.statusCode).toBe(429);
  });
});

describe('POST /api/logout_all', () => {
  itAnswers401WithoutSession(ctx.app, { method: 'POST', url: '/api/logout_all' });

  it('ends every session of the user, and only theirs', async () => {
    const { session, input } = await createBusiness(ctx.app);
    const { session: stranger } = await createBusiness(ctx.app);
    const second = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: input.password },
    });
    const done = await ctx.app.inject({ method: 'POST', url: '/api/logout_all', headers: bearer(session) });
    expect(done.statusCode).toBe(200);
    const verify = (jwt_token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/verify_token', payload: { jwt_token } });
    expect((await verify(session.jwt_token)).json()).toEqual({ data: false });
    expect((await verify(second.json().jwt_token)).json()).toEqual({ data: false });
    expect((await verify(stranger.jwt_token)).json()).toEqual({ data: true });
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: input.email, password: input.password },
    });
    expect((await verify(again.json().jwt_token)).json()).toEqual({ data: true });
  });
});

describe('POST /api/verify_token', () => {
  const verify = (jwt_token: unknown) =>
    ctx.app.inject({ method: 'POST', url: '/api/verify_token', payload: { jwt_token } });

  it('answers false for a forged token', async () => {
    const response = await verify('not.a.token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: false });
  });

  it('answers true for a live session', async () => {
    const { session } = await createBusiness(ctx.app);
    expect((await verify(session.jwt_token)).json()).toEqual({ data: true });
  });

  it('answers false once the session has expired after 30 days', async () => {
    const { session } = await createBusiness(ctx.app);
    expect((await verify(session.jwt_token)).json()).toEqual({ data: true });
    ctx.clock.advance(31 * 24 * 60 * 60 * 1000);
    expect((await verify(session.jwt_token)).json()).toEqual({ data: false });
  });

  it('rejects a missing token with 400', async () => {
    expect((await verify(undefined)).statusCode).toBe(400);
  });
});

describe('GET /api/users/:user_id', () => {
  itAnswers401WithoutSession(ctx.app, { method: 'GET', url: '/api/users/whoever' });

  it("answers 404 for another user's id", async () => {
    const { session: mine } = await createBusiness(ctx.app);
    const { session: theirs } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${theirs.user_id}`,
      headers: bearer(mine),
    });
    expect(response.statusCode).toBe(404);
  });

  it('loads the signed-in user with business, onboarding state and branches', async () => {
    const { session, input } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/users/${session.user_id}`,
      headers: bearer(session),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: session.user_id,
      business_id: session.business_id,
      email: input.email,
      full_name: input.full_name,
      role: 'admin',
      language: 'spanish',
      country_iso: 'MX',
      company_name: input.company_name,
      message_language: 'spanish',
      onboarding_state: 'checkout',
      branch_names: session.branch_names,
    });
  });
});
