import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { createBusiness } from '../../../test/factories';

const ctx = await createTestContext();
const production = await createTestContext({ appEnv: 'production' });

describe('GET /api/dev/outbox', () => {
  it('does not exist in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });

  it('lists what was sent, newest first, with the working link', async () => {
    const { input } = await createBusiness(ctx.app, { language: 'english' });
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(200);
    const [newest] = response.json().data;
    expect(newest).toMatchObject({
      channel: 'email',
      to: input.email,
      subject: 'Reset your RutaViva password',
    });
    expect(newest.text).toMatch(/http:\/\/rutaviva\.test\/password_reset\/[0-9a-f-]{36}\/\S+/);
  });
});
