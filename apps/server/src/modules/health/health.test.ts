import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';

const ctx = await createTestContext();

describe('GET /api/health', () => {
  it('reports the database up', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'up', redis: 'off' });
  });
});

describe('GET /api/docs', () => {
  it('serves the OpenAPI document with the accounts endpoints', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/signup', '/api/login', '/api/password_reset', '/api/business']),
    );
  });
});
