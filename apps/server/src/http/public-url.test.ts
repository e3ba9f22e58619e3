import { describe, expect, it } from 'vitest';
import { createTestContext, type TestContext, testDay } from '../../test/context';
import { bearer, createBusiness, createCourier } from '../../test/factories';
import { latestEmails } from '../providers/email/email.repo';
import { localOrigin } from './public-url';

describe('localOrigin', () => {
  it.each([
    ['localhost:3000', 'http://localhost:3000'],
    ['192.168.1.20:3000', 'http://192.168.1.20:3000'],
    ['10.0.0.7', 'http://10.0.0.7'],
    ['172.20.1.2:8080', 'http://172.20.1.2:8080'],
    ['127.0.0.1:3000', 'http://127.0.0.1:3000'],
    ['100.101.102.103:3000', 'http://100.101.102.103:3000'],
    ['[fd12:3456::1]:3000', 'http://[fd12:3456::1]:3000'],
    ['[::1]:3000', 'http://[::1]:3000'],
    ['Laptop.local:3000', 'http://laptop.local:3000'],
    ['laptop:3000', 'http://laptop:3000'],
  ])('takes %s, an address of the local network', (host, origin) => {
    expect(localOrigin('http', host)).toBe(origin);
  });

  it.each([
    'evil.example.com',
    'evil.example.com:3000',
    '8.8.8.8:3000',
    '[2001:db8::1]:3000',
    '192.168.1.20:99999',
    '192.168.1.20:3000/path',
    'user@192.168.1.20',
    '192.168.1.20 evil.example.com',
    '',
  ])('refuses %s', (host) => {
    expect(localOrigin('http', host)).toBeNull();
  });

  it('keeps https and refuses other schemes', () => {
    expect(localOrigin('https', 'laptop.local')).toBe('https://laptop.local');
    expect(localOrigin('javascript', 'laptop.local')).toBeNull();
    expect(localOrigin('http', undefined)).toBeNull();
  });
});

/** `npm start` on a laptop, with nothing configured. */
const development = await createTestContext({
  appEnv: 'development',
  publicUrl: 'http://localhost:3000',
  publicUrlFromRequest: true,
});
const behindProxy = await createTestContext({
  appEnv: 'development',
  publicUrl: 'http://localhost:3000',
  publicUrlFromRequest: true,
  trustProxy: 1,
});
const production = await createTestContext({
  appEnv: 'production',
  publicUrl: 'https://track.example.com',
  publicUrlFromRequest: false,
});

const PHONE_ON_THE_WIFI = { host: '192.168.1.20:3000' };

/** The links a request from `headers` gets: tracking, demo message, reset email, reports. */
async function linksFrom(ctx: TestContext, headers: Record<string, string>) {
  const { session, input } = await createBusiness(ctx.app);
  const courier = await createCourier(ctx.app, session);
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/trips',
    headers: { ...bearer(courier), ...headers },
    payload: { customer_phone_number: '55 1111 2222' },
  });
  expect(started.statusCode, started.body).toBe(201);
  const trip = started.json() as { trip_id: string; tracking_url: string };
  const message = await ctx.db
    .selectFrom('outbound_messages')
    .select('body')
    .where('trip_id', '=', trip.trip_id)
    .executeTakeFirstOrThrow();

  const demo = await ctx.app.inject({
    method: 'POST',
    url: '/api/demo_sms',
    headers: { ...bearer(session), ...headers },
    payload: {},
  });
  expect(demo.statusCode, demo.body).toBe(201);

  await ctx.app.inject({
    method: 'POST',
    url: '/api/password_recovery',
    headers,
    payload: { email: input.email },
  });
  await ctx.app.drainBackgroundWork();
  const email = (await latestEmails(ctx.db, 50)).find((sent) => sent.to_address === input.email);

  const report = await ctx.app.inject({
    method: 'GET',
    url: `/api/trips?start_date=${testDay('2026-11-20')}&end_date=${testDay('2026-11-22')}`,
    headers: { ...bearer(session), ...headers },
  });
  return {
    tracking: trip.tracking_url,
    message: message.body,
    demo: demo.json().tracking_url as string,
    reset: /(\S+)\/password_reset\//.exec(email?.text_body ?? '')?.[1],
    report: (report.json().trips as { tracking_url: string }[])[0]?.tracking_url,
  };
}

describe('links in development without PUBLIC_URL', () => {
  const ctx = development;

  it('follow the address a phone on the same network used', async () => {
    const links = await linksFrom(ctx, PHONE_ON_THE_WIFI);
    expect(links.tracking).toMatch(/^http:\/\/192\.168\.1\.20:3000\/t\?id=[\w-]+$/);
    expect(links.message).toContain(links.tracking);
    expect(links.demo).toBe('http://192.168.1.20:3000/track-demo');
    expect(links.reset).toBe('http://192.168.1.20:3000');
    expect(links.report).toBe(links.tracking);
  });

  it('fall back to localhost when the Host header names another site', async () => {
    const links = await linksFrom(ctx, { host: 'evil.example.com' });
    expect(links.tracking).toMatch(/^http:\/\/localhost:3000\/t\?id=/);
    expect(links.reset).toBe('http://localhost:3000');
  });

  it('ignore X-Forwarded-Host and X-Forwarded-Proto unless TRUST_PROXY trusts the sender', async () => {
    const links = await linksFrom(ctx, {
      ...PHONE_ON_THE_WIFI,
      'x-forwarded-host': 'laptop.local',
      'x-forwarded-proto': 'https',
    });
    expect(links.tracking).toMatch(/^http:\/\/192\.168\.1\.20:3000\/t\?id=/);
    expect(links.reset).toBe('http://192.168.1.20:3000');
  });
});

describe('links in development behind a trusted proxy', () => {
  const ctx = behindProxy;

  it("follow the proxy's X-Forwarded-Host and X-Forwarded-Proto", async () => {
    const links = await linksFrom(ctx, {
      host: '127.0.0.1:3000',
      'x-forwarded-host': 'laptop.local',
      'x-forwarded-proto': 'https',
    });
    expect(links.tracking).toMatch(/^https:\/\/laptop\.local\/t\?id=/);
    expect(links.reset).toBe('https://laptop.local');
  });
});

describe('links in production', () => {
  const ctx = production;

  it('always start with PUBLIC_URL, whatever the Host header says', async () => {
    const links = await linksFrom(ctx, PHONE_ON_THE_WIFI);
    expect(links.tracking).toMatch(/^https:\/\/track\.example\.com\/t\?id=[\w-]+$/);
    expect(links.message).toContain(links.tracking);
    expect(links.demo).toBe('https://track.example.com/track-demo');
    expect(links.reset).toBe('https://track.example.com');
    expect(links.report).toBe(links.tracking);
  });
});
