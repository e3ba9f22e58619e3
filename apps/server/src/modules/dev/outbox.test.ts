import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { createBusiness, createCourier, startTrip } from '../../../test/factories';

const ctx = await createTestContext();
const production = await createTestContext({ appEnv: 'production' });

interface OutboxItem {
  id: string;
  channel: string;
  to: string;
  subject: string | null;
  text: string;
  status: string;
  error: string | null;
  attempts: number | null;
  created_at: number;
}

async function outbox(query = ''): Promise<OutboxItem[]> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/dev/outbox${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

describe('GET /api/dev/outbox', () => {
  it('does not exist in production', async () => {
    const response = await production.app.inject({ method: 'GET', url: '/api/dev/outbox' });
    expect(response.statusCode).toBe(404);
  });

  it('lists what was sent, newest first, with the working link', async () => {
    const { input } = await createBusiness(ctx.app, { language: 'english' });
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    const [newest] = await outbox();
    expect(newest).toMatchObject({
      channel: 'email',
      to: input.email,
      subject: 'Reset your RutaViva password',
      status: 'outbox',
    });
    expect(newest?.text).toMatch(/http:\/\/rutaviva\.test\/password_reset\/[0-9a-f-]{36}\/\S+/);
  });

  it('lists tracking messages beside emails, newest first, with the tracking link', async () => {
    const { session, input } = await createBusiness(ctx.app, { country_iso: 'MX' });
    const courier = await createCourier(ctx.app, session);
    const sms = await startTrip(ctx.app, courier, '+1 415 555 0199');
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    const whatsapp = await startTrip(ctx.app, courier, '55 4444 5555');

    const [first, second, third] = await outbox();
    expect(first).toMatchObject({
      channel: 'whatsapp',
      to: '+525544445555',
      subject: null,
      status: 'outbox',
      attempts: 0,
      error: null,
    });
    expect(first?.text).toContain(whatsapp.tracking_url);
    expect(second).toMatchObject({ channel: 'email', to: input.email });
    expect(third).toMatchObject({ channel: 'sms', to: '+14155550199' });
    expect(third?.text).toContain(sms.tracking_url);
  });

  it('filters by channel', async () => {
    const { session } = await createBusiness(ctx.app, { country_iso: 'MX' });
    const courier = await createCourier(ctx.app, session);
    await startTrip(ctx.app, courier, '+1 415 555 0198');
    await startTrip(ctx.app, courier, '55 4444 6666');

    const sms = await outbox('?channel=sms');
    expect(sms.length).toBeGreaterThan(0);
    expect(new Set(sms.map((item) => item.channel))).toEqual(new Set(['sms']));
    const emails = await outbox('?channel=email');
    expect(new Set(emails.map((item) => item.channel))).toEqual(new Set(['email']));
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/dev/outbox?channel=fax' });
    expect(bad.statusCode).toBe(400);
  });
});
