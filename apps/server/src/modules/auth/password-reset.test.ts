import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import {
  createBusiness,
  expectError,
  expectFieldError,
  expectRateLimitedAfter,
} from '../../../test/factories';
import { latestEmails } from '../../providers/email/email.repo';

const ctx = await createTestContext();

/** Asks for a reset link and waits until the work done after the answer has finished. */
async function requestReset(email: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/password_recovery',
    payload: { email },
  });
  expect(response.statusCode).toBe(200);
  await ctx.app.drainBackgroundWork();
  return response.json();
}

/** The user id and token of the newest reset link sent to `email`. */
async function latestLink(email: string) {
  const sent = (await latestEmails(ctx.db, 50)).find((mail) => mail.to_address === email);
  if (!sent) throw new Error(`nothing was sent to ${email}`);
  const match = /http:\/\/rutaviva\.test\/password_reset\/([^/\s]+)\/(\S+)/.exec(sent.text_body);
  if (!match?.[1] || !match[2]) throw new Error(`no reset link was sent to ${email}`);
  return { userId: match[1], token: match[2], email: sent };
}

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

const reset = (payload: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/password_reset', payload });

/** Uses a reset link to set `password` (typed twice, as the form asks). */
const resetWith = (link: { userId: string; token: string }, password: string) =>
  reset({ user_id: link.userId, jwt_token: link.token, password, password_repeat: password });

describe('POST /api/password_recovery', () => {
  it('answers an unknown email exactly as a known one, and sends nothing', async () => {
    const before = (await latestEmails(ctx.db, 1000)).length;
    expect(await requestReset('nobody@example.com')).toEqual({ data: { sent: true } });
    expect((await latestEmails(ctx.db, 1000)).length).toBe(before);
  });

  it("emails a reset link in the account's language", async () => {
    const { input, session } = await createBusiness(ctx.app, { language: 'spanish' });
    expect(await requestReset(input.email)).toEqual({ data: { sent: true } });
    const link = await latestLink(input.email);
    expect(link.userId).toBe(session.user_id);
    expect(link.email.subject).toBe('Restablece tu contraseña de RutaViva');
    expect(link.email.status).toBe('outbox');
  });

  it('rejects a malformed email with 400', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/password_recovery',
      payload: { email: 'nope' },
    });
    expectFieldError(response, 'email', 'invalid_email');
  });
});

describe('POST /api/password_recovery answers before any work on the account', async () => {
  // An email provider that holds every send until released: the answer must not wait for it.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const sent: string[] = [];
  const gated = await createTestContext(
    {},
    {
      email: {
        kind: 'outbox',
        send: async (mail) => {
          await held;
          sent.push(mail.to);
        },
        drain: async () => {},
        retryDue: async () => 0,
      },
    },
  );

  it('answers a known email while its reset email is still being sent, then sends it', async () => {
    const { input } = await createBusiness(gated.app);
    let answered = false;
    const response = gated.app
      .inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } })
      .finally(() => {
        answered = true;
      });
    await expect.poll(() => answered, { timeout: 5_000 }).toBe(true);
    expect((await response).json()).toEqual({ data: { sent: true } });
    expect(sent).toEqual([]);
    release();
    await gated.app.drainBackgroundWork();
    expect(sent).toEqual([input.email]);
  });
});

describe('POST /api/password_recovery rate limit', async () => {
  const limited = await createTestContext({
    rateLimits: { ...TEST_RATE_LIMITS, passwordRecovery: { max: 2, windowSeconds: 900 } },
  });

  it('answers 429 after too many requests', async () => {
    const ask = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/password_recovery',
        payload: { email: 'a@example.com' },
      });
    await expectRateLimitedAfter(ask, 2, 200);
  });
});

describe('GET /api/password_reset/:user_id/:jwt_token', () => {
  it('rejects a wrong token with 400 reset_link_invalid', async () => {
    const { session } = await createBusiness(ctx.app);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/password_reset/${session.user_id}/garbage`,
    });
    expectError(response, 400, 'reset_link_invalid');
  });

  it('accepts a fresh link and names the account', async () => {
    const { input } = await createBusiness(ctx.app);
    await requestReset(input.email);
    const { userId, token } = await latestLink(input.email);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/password_reset/${userId}/${token}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { email: input.email } });
  });

  it("rejects a link used with another user's id", async () => {
    const { input } = await createBusiness(ctx.app);
    const { session: other } = await createBusiness(ctx.app);
    await requestReset(input.email);
    const { token } = await latestLink(input.email);
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/password_reset/${other.user_id}/${token}`,
    });
    expect(response.statusCode).toBe(400);
  });

  it('rejects a link after 1 hour', async () => {
    const { input } = await createBusiness(ctx.app);
    await requestReset(input.email);
    const { userId, token } = await latestLink(input.email);
    ctx.clock.advance(59 * 60 * 1000);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/password_reset/${userId}/${token}` })).statusCode,
    ).toBe(200);
    ctx.clock.advance(2 * 60 * 1000);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/password_reset/${userId}/${token}` });
    expectError(response, 400, 'reset_link_invalid');
  });
});

describe('POST /api/password_reset', () => {
  it('sets the new password once; the link then stops working', async () => {
    const { input } = await createBusiness(ctx.app);
    await requestReset(input.email);
    const { userId, token } = await latestLink(input.email);

    const done = await resetWith({ userId, token }, 'new-secret-1');
    expect(done.statusCode).toBe(200);
    expect((await login(input.email, 'new-secret-1')).statusCode).toBe(200);
    expect((await login(input.email, input.password)).statusCode).toBe(401);

    const again = await resetWith({ userId, token }, 'other-secret');
    expectError(again, 400, 'reset_link_invalid');
    expect((await login(input.email, 'new-secret-1')).statusCode).toBe(200);
  });

  it('ends every session signed before the reset, on every device', async () => {
    const { input, session } = await createBusiness(ctx.app);
    const other = await login(input.email, input.password);
    const devices = [session.jwt_token, other.json().jwt_token as string];
    const me = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/users/${session.user_id}`,
        headers: { authorization: `Bearer ${token}` },
      });
    for (const token of devices) expect((await me(token)).statusCode).toBe(200);

    await requestReset(input.email);
    const { userId, token } = await latestLink(input.email);
    const done = await resetWith({ userId, token }, 'after-reset-1');
    expect(done.statusCode).toBe(200);

    for (const old of devices) {
      expect((await me(old)).statusCode).toBe(401);
      const verified = await ctx.app.inject({
        method: 'POST',
        url: '/api/verify_token',
        payload: { jwt_token: old },
      });
      expect(verified.json()).toEqual({ data: false });
    }
    const fresh = await login(input.email, 'after-reset-1');
    expect((await me(fresh.json().jwt_token)).statusCode).toBe(200);
  });

  it('retires older links when one of them is used', async () => {
    const { input } = await createBusiness(ctx.app);
    await requestReset(input.email);
    const first = await latestLink(input.email);
    ctx.clock.advance(1000);
    await requestReset(input.email);
    const second = await latestLink(input.email);
    expect(second.token).not.toBe(first.token);
    expect((await resetWith(second, 'brand-new-1')).statusCode).toBe(200);
    const stale = await resetWith(first, 'brand-new-2');
    expect(stale.statusCode).toBe(400);
  });

  it.each([
    ['password', { password: 'short', password_repeat: 'short' }, 'password_too_short'],
    ['password', { password: 'with space', password_repeat: 'with space' }, 'password_has_spaces'],
    [
      'password_repeat',
      { password: 'long-enough', password_repeat: 'different-1' },
      'passwords_do_not_match',
    ],
  ])('rejects a bad %s with 400, and the link still works', async (field, passwords, code) => {
    const { input } = await createBusiness(ctx.app);
    await requestReset(input.email);
    const { userId, token } = await latestLink(input.email);
    const response = await reset({ user_id: userId, jwt_token: token, ...passwords });
    expectFieldError(response, field, code);
    expect((await login(input.email, input.password)).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/password_reset/${userId}/${token}` })).statusCode,
    ).toBe(200);
  });
});
