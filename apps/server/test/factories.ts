import { randomBytes } from 'node:crypto';
import type { Session, SignupInput } from '@rutaviva/domain';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

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
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: input });
  expect(response.statusCode, response.body).toBe(201);
  return { session: response.json() as Session, input };
}

export const bearer = (session: Pick<Session, 'jwt_token'>) => ({
  authorization: `Bearer ${session.jwt_token}`,
});
