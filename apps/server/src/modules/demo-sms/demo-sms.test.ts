import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { bearer, createBusiness, createCourier, expectRateLimitedAfter } from '../../../test/factories';

const ctx = await createTestContext();

const call = (method: 'GET' | 'POST', session: { jwt_token: string }) =>
  ctx.app.inject({
    method,
    url: '/api/demo_sms',
    headers: bearer(session),
    payload: method === 'POST' ? {} : undefined,
  });

describe('POST /api/demo_sms', () => {
  it('answers 401 without a session and 403 for a courier', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/demo_sms', payload: {} })).statusCode).toBe(
      401,
    );
    const { session } = await createBusiness(ctx.app);
    const courier = await createCourier(ctx.app, session);
    expect((await call('POST', courier)).statusCode).toBe(403);
  });

  it("sends the customers' tracking message to the admin's own phone, three times an hour", async () => {
    const { session } = await createBusiness(ctx.app, {
      company_name: 'Pizzería Roma',
      cell_phone: '55 2222 3333',
    });
    const sent = await call('POST', session);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      to: '+525522223333',
      channel: 'whatsapp',
      tracking_url: 'http://rutaviva.test/track-demo',
    });
    expect(sent.json().body).toBe(
      'Pizzería Roma: tu pedido va en camino. Síguelo en vivo:\nhttp://rutaviva.test/track-demo\n\nCuando llegue, podrás calificarlo desde el mismo enlace.',
    );

    const outbox = await ctx.db
      .selectFrom('outbound_messages')
      .selectAll()
      .where('business_id', '=', session.business_id)
      .execute();
    expect(outbox).toEqual([
      expect.objectContaining({ kind: 'demo', trip_id: null, to_address: '+525522223333', status: 'outbox' }),
    ]);

    await expectRateLimitedAfter(() => call('POST', session), 2, 201);
    expect((await call('GET', session)).json()).toMatchObject({ remaining: 0, sent: expect.any(Array) });

    // Another business has its own allowance.
    const { session: other } = await createBusiness(ctx.app);
    expect((await call('POST', other)).statusCode).toBe(201);

    ctx.clock.advance(60 * 60 * 1000 + 1000);
    expect((await call('GET', session)).json()).toMatchObject({ remaining: 3, sent: [] });
    expect((await call('POST', session)).statusCode).toBe(201);
  });

  it('answers a burst of clicks without starving the pool: three sent, the rest 429', async () => {
    const { session } = await createBusiness(ctx.app);
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('POST', session)));
    const codes = answers.map((answer) => answer.statusCode);
    expect(codes.filter((code) => code === 201).length).toBeLessThanOrEqual(3);
    expect(codes.every((code) => code === 201 || code === 429)).toBe(true);
    const sent = await ctx.db
      .selectFrom('outbound_messages')
      .select('id')
      .where('business_id', '=', session.business_id)
      .execute();
    expect(sent.length).toBe(codes.filter((code) => code === 201).length);
    expect((await call('GET', session)).statusCode).toBe(200);
  });

  it('uses SMS for a US number, and shows the message in the English a US business sends', async () => {
    const { session } = await createBusiness(ctx.app, { country_iso: 'US', cell_phone: '(415) 555-0134' });
    const status = await call('GET', session);
    expect(status.json()).toEqual({
      to: '+14155550134',
      channel: 'sms',
      body: 'Tacos El Güero: your delivery is on its way. Follow it live: http://rutaviva.test/track-demo',
      tracking_url: 'http://rutaviva.test/track-demo',
      remaining: 3,
      sent: [],
    });
  });
});
