import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { allowSeveralTrips, bearer, createBusiness, createCourier, startTrip } from '../../../test/factories';

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
    ctx.clock.advance(1000);
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    await ctx.app.drainBackgroundWork();
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
    await allowSeveralTrips(ctx.app, session);
    ctx.clock.advance(1000);
    const sms = await startTrip(ctx.app, courier, '+1 415 555 0199');
    ctx.clock.advance(1000);
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    await ctx.app.drainBackgroundWork();
    ctx.clock.advance(1000);
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
    await allowSeveralTrips(ctx.app, session);
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

describe('GET /api/dev/outbox from another machine', () => {
  const remote = (headers: Record<string, string> = {}, remoteAddress = '203.0.113.9') =>
    ctx.app.inject({ method: 'GET', url: '/api/dev/outbox', remoteAddress, headers });

  /** Someone else's account, with a reset link waiting in the outbox. */
  async function victimWithResetLink() {
    const { input } = await createBusiness(ctx.app, { language: 'english' });
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    await ctx.app.drainBackgroundWork();
    return input.email;
  }

  it('answers 404 to anyone not signed in, so no reset link can be read', async () => {
    await victimWithResetLink();
    expect((await remote()).statusCode).toBe(404);
  });

  it('treats a request relayed by a proxy on this machine as coming from elsewhere', async () => {
    await victimWithResetLink();
    expect((await remote({ 'x-forwarded-for': '203.0.113.9' }, '127.0.0.1')).statusCode).toBe(404);
    expect((await remote({ forwarded: 'for=203.0.113.9' }, '::1')).statusCode).toBe(404);
  });

  it('refuses a page elsewhere whose domain points at this machine (DNS rebinding)', async () => {
    await victimWithResetLink();
    expect((await remote({ host: 'attacker.example:3000' }, '127.0.0.1')).statusCode).toBe(404);
    expect((await remote({ host: 'localhost:3000' }, '127.0.0.1')).statusCode).toBe(200);
  });

  it("shows a signed-in admin their own business's messages only", async () => {
    const victim = await victimWithResetLink();
    const { session, input } = await createBusiness(ctx.app, { country_iso: 'MX' });
    const courier = await createCourier(ctx.app, session);
    const trip = await startTrip(ctx.app, courier, '55 4444 7777');
    await ctx.app.inject({ method: 'POST', url: '/api/password_recovery', payload: { email: input.email } });
    await ctx.app.drainBackgroundWork();

    const response = await remote(bearer(session));
    expect(response.statusCode).toBe(200);
    const items: OutboxItem[] = response.json().data;
    expect(new Set(items.map((item) => item.to))).toEqual(new Set([input.email, '+525544447777']));
    expect(items.some((item) => item.text.includes(trip.tracking_url))).toBe(true);
    expect(items.some((item) => item.to === victim)).toBe(false);
  });

  it('refuses a courier session', async () => {
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    expect((await remote(bearer(courier))).statusCode).toBe(404);
  });
});
