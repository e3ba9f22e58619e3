import { randomBytes } from 'node:crypto';
import type { Session, SignupInput } from '@rutaviva/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';

export function signupInput(overrides: Partial<SignupInput> = {}): SignupInput {
  return {
    company_name: 'Tacos El Güero',
    country_iso: 'MX',
    email: `owner-${randomBytes(4).toString('hex')}@example.com`,
    password: 'correct-horse',
    full_name: 'Ana López',
    cell_phone: '55 1234 5678',
    delivery_amount_per_day: 40,
    vehicle_type: 'motorcycle',
    branch_names: ['', 'Centro'],
    language: 'spanish',
    ...overrides,
  };
}

/** Signs a business up through the API and returns its session. */
export async function createBusiness(app: FastifyInstance, overrides: Partial<SignupInput> = {}) {
  const input = signupInput(overrides);
  const response = await expectStatus(app, { method: 'POST', url: '/api/signup', payload: input }, 201);
  return { session: response.json() as Session, input };
}

/** Logs the business's admin in again (a session lasts 30 days; some tests move further). */
export async function signIn(app: FastifyInstance, input: Pick<SignupInput, 'email' | 'password'>) {
  const response = await expectStatus(
    app,
    { method: 'POST', url: '/api/login', payload: { email: input.email, password: input.password } },
    200,
  );
  return response.json() as Session;
}

export const bearer = (session: Pick<Session, 'jwt_token'>) => ({
  authorization: `Bearer ${session.jwt_token}`,
});

/** Sends a request and checks the status it answers with; the response, for further checks. */
export async function expectStatus(app: FastifyInstance, request: InjectOptions, status: number) {
  const response = await app.inject(request);
  expect(response.statusCode, response.body).toBe(status);
  return response;
}

/** Checks that a response is the error `code` with `status`. */
export function expectError(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode).toBe(status);
  expect(response.json().error.code).toBe(code);
}

/** An endpoint's first case: the request without a session answers 401 `unauthorized`. */
export function itAnswers401WithoutSession(
  app: FastifyInstance,
  request: InjectOptions,
  name = 'answers 401 without a session',
) {
  it(name, async () => {
    expectError(await app.inject(request), 401, 'unauthorized');
  });
}

/** Sends `request` `allowed` times, each answered `status`, then once more: 429 `rate_limited`. */
export async function expectRateLimitedAfter(
  request: () => Promise<LightMyRequestResponse>,
  allowed: number,
  status: number,
) {
  for (let i = 0; i < allowed; i++) expect((await request()).statusCode).toBe(status);
  expectError(await request(), 429, 'rate_limited');
}

/** Checks that a response is a 400 that names `field` with `code`. */
export function expectFieldError(response: LightMyRequestResponse, field: string, code: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json().error.fields[field].code).toBe(code);
}

/** Logs a courier in through POST /api/courier/login (the response, whatever it is). */
export const courierLogin = (app: FastifyInstance, username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/courier/login', payload: { username, password } });

/** Edits a courier as its admin through PUT /api/team (`changes` carries the courier's `id`). */
export const editCourier = (
  app: FastifyInstance,
  admin: Pick<Session, 'jwt_token'>,
  changes: Record<string, unknown>,
) => app.inject({ method: 'PUT', url: '/api/team', headers: bearer(admin), payload: changes });

/** The courier marks its trip arrived, or ends it, through POST /api/trips/:id/<step>. */
export const courierStep = (
  app: FastifyInstance,
  courier: Pick<Session, 'jwt_token'>,
  trip: { generated_trip_id: string },
  step: 'arrival' | 'end',
  payload?: Record<string, unknown>,
) =>
  app.inject({
    method: 'POST',
    url: `/api/trips/${trip.generated_trip_id}/${step}`,
    headers: bearer(courier),
    ...(payload ? { payload } : {}),
  });

export interface CourierSession {
  jwt_token: string;
  courier: { id: string; username: string; branch_id: string; active: boolean };
}

/** Creates a courier through POST /api/team and logs it in through POST /api/courier/login. */
export async function createCourier(
  app: FastifyInstance,
  admin: Session,
  overrides: Record<string, unknown> = {},
): Promise<CourierSession> {
  const username = `courier.${randomBytes(4).toString('hex')}`;
  const body = {
    name: 'Luis',
    last_name: 'Hernández',
    cell_phone: '55 8765 4321',
    username,
    password: 'courier-pass',
    branch_id: admin.branch_names[0]?.id,
    ...overrides,
  };
  await expectStatus(app, { method: 'POST', url: '/api/team', headers: bearer(admin), payload: body }, 201);
  const login = await courierLogin(app, body.username, body.password);
  expect(login.statusCode, login.body).toBe(200);
  return login.json() as CourierSession;
}

/** Lets the business's couriers run several deliveries at once (off by default, issue 10). */
export async function allowSeveralTrips(app: FastifyInstance, admin: Session) {
  await expectStatus(
    app,
    { method: 'PATCH', url: '/api/business', headers: bearer(admin), payload: { allow_several_trips: true } },
    200,
  );
}

/** Starts a delivery as `courier` and returns its ids. */
export async function startTrip(app: FastifyInstance, courier: CourierSession, phone = '55 1111 2222') {
  const response = await expectStatus(
    app,
    {
      method: 'POST',
      url: '/api/trips',
      headers: bearer(courier),
      payload: { customer_phone_number: phone },
    },
    201,
  );
  return response.json() as { trip_id: string; generated_trip_id: string; tracking_url: string };
}

/** Sends positions of a delivery as its courier (the response, whatever it is). */
export const postPoints = (
  app: FastifyInstance,
  courier: Pick<Session, 'jwt_token'>,
  tripId: string,
  points: { lat: number; lng: number; timestamp: number }[],
) =>
  app.inject({
    method: 'POST',
    url: `/api/trips/${tripId}/coordinates`,
    headers: bearer(courier),
    payload: { points },
  });

/** A business signed up through the API with one courier on a delivery. */
export async function businessWithTrip(
  app: FastifyInstance,
  overrides: { business?: Partial<SignupInput>; courier?: Record<string, unknown> } = {},
) {
  const { session, input } = await createBusiness(app, overrides.business);
  const courier = await createCourier(app, session, overrides.courier);
  const trip = await startTrip(app, courier);
  return { admin: session, adminName: input.full_name, courier, trip };
}

/** A business signed up through the API with one courier logged in. */
export async function businessWithCourier(app: FastifyInstance) {
  const { session } = await createBusiness(app);
  const courier = await createCourier(app, session);
  return { admin: session, courier };
}
