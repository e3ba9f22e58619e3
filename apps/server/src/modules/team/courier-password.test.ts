import { SessionTokenSchema } from '@rutaviva/domain';
import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import {
  bearer,
  type CourierSession,
  courierLogin,
  createBusiness,
  createCourier,
  editCourier,
  expectFieldError,
  expectRateLimitedAfter,
} from '../../../test/factories';
import { expectShape } from '../../../test/shape';

const ctx = await createTestContext();
const limited = await createTestContext({
  rateLimits: { ...TEST_RATE_LIMITS, passwordChange: { max: 3, windowSeconds: 900 } },
});
const CURRENT = 'courier-pass';

const change = (
  app: typeof ctx.app,
  session: { jwt_token: string } | null,
  payload: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: '/api/courier/password',
    headers: session ? bearer(session) : {},
    payload,
  });
const login = (username: string, password: string) => courierLogin(ctx.app, username, password);
/** A courier-only call: 200 while the session lasts, 401 once it has ended. */
const tripsToday = (session: { jwt_token: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/courier/trips', headers: bearer(session) });

async function courierWithTwoPhones(app = ctx.app) {
  const { session: admin } = await createBusiness(app);
  const phone = await createCourier(app, admin);
  const second = await courierLogin(app, phone.courier.username, CURRENT);
  return { admin, phone, otherPhone: second.json() as CourierSession };
}

describe('POST /api/courier/password', () => {
  it('answers 401 without a session and 403 for an admin', async () => {
    const { admin } = await courierWithTwoPhones();
    const body = { current_password: CURRENT, password: 'new-pass-123', password_repeat: 'new-pass-123' };
    expect((await change(ctx.app, null, body)).statusCode).toBe(401);
    expect((await change(ctx.app, admin, body)).statusCode).toBe(403);
  });

  it('changes the password, keeps this phone signed in and ends the sessions on every other', async () => {
    const { phone, otherPhone } = await courierWithTwoPhones();
    const response = await change(ctx.app, phone, {
      current_password: CURRENT,
      password: 'new-pass-123',
      password_repeat: 'new-pass-123',
    });
    expect(response.statusCode, response.body).toBe(200);
    const renewed = expectShape(SessionTokenSchema, response.json());

    expect((await tripsToday(renewed)).statusCode).toBe(200);
    expect((await tripsToday(otherPhone)).statusCode).toBe(401);
    expect((await tripsToday(phone)).statusCode).toBe(401);
    expect((await login(phone.courier.username, CURRENT)).statusCode).toBe(401);
    expect((await login(phone.courier.username, 'new-pass-123')).statusCode).toBe(200);
  });

  it.each([
    [
      'current_password',
      { current_password: 'wrong-pass', password: 'new-pass-123' },
      'current_password_wrong',
    ],
    ['current_password', { current_password: '', password: 'new-pass-123' }, 'required'],
    ['password', { current_password: CURRENT, password: 'short' }, 'password_too_short'],
    ['password', { current_password: CURRENT, password: 'has spaces 1' }, 'password_has_spaces'],
    ['password', { current_password: CURRENT, password: CURRENT }, 'password_unchanged'],
    [
      'password_repeat',
      { current_password: CURRENT, password: 'new-pass-123', password_repeat: 'new-pass-124' },
      'passwords_do_not_match',
    ],
  ])('refuses a bad %s (%j) with 400 and changes nothing', async (field, body, code) => {
    const { phone, otherPhone } = await courierWithTwoPhones();
    const response = await change(ctx.app, phone, { password_repeat: body.password, ...body });
    expectFieldError(response, field, code);
    // Not a 401: the courier's app would read that as its session ending.
    expect((await tripsToday(phone)).statusCode).toBe(200);
    expect((await tripsToday(otherPhone)).statusCode).toBe(200);
    expect((await login(phone.courier.username, CURRENT)).statusCode).toBe(200);
  });

  it('refuses an inactive courier with 403', async () => {
    const { admin, phone } = await courierWithTwoPhones();
    await editCourier(ctx.app, admin, { id: phone.courier.id, active: false });
    const response = await change(ctx.app, phone, {
      current_password: CURRENT,
      password: 'new-pass-123',
      password_repeat: 'new-pass-123',
    });
    expect(response.statusCode).toBe(403);
    expect((await login(phone.courier.username, 'new-pass-123')).statusCode).not.toBe(200);
  });

  it('limits guesses at the current password per courier with 429', async () => {
    const { phone } = await courierWithTwoPhones(limited.app);
    const guess = () =>
      change(limited.app, phone, {
        current_password: 'guess-123',
        password: 'new-pass-123',
        password_repeat: 'new-pass-123',
      });
    await expectRateLimitedAfter(guess, 3, 400);
    // Another courier of the same address is not held back.
    const { phone: colleague } = await courierWithTwoPhones(limited.app);
    expect(
      (
        await change(limited.app, colleague, {
          current_password: 'guess-123',
          password: 'new-pass-123',
          password_repeat: 'new-pass-123',
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("an admin's new password for a courier", () => {
  it("ends the courier's sessions on every phone, as a reset does for an admin", async () => {
    const { admin, phone, otherPhone } = await courierWithTwoPhones();
    const edited = await editCourier(ctx.app, admin, { id: phone.courier.id, password: 'set-by-admin-1' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await tripsToday(phone)).statusCode).toBe(401);
    expect((await tripsToday(otherPhone)).statusCode).toBe(401);
    const again = await login(phone.courier.username, 'set-by-admin-1');
    expect((await tripsToday(again.json())).statusCode).toBe(200);
  });

  it('leaves them signed in when the edit does not touch the password', async () => {
    const { admin, phone } = await courierWithTwoPhones();
    await editCourier(ctx.app, admin, { id: phone.courier.id, name: 'Luisa' });
    expect((await tripsToday(phone)).statusCode).toBe(200);
  });
});
