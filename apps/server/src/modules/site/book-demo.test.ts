import { describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import { expectError, expectFieldError, expectRateLimitedAfter } from '../../../test/factories';

const ctx = await createTestContext({
  rateLimits: { ...TEST_RATE_LIMITS, bookDemo: { max: 3, windowSeconds: 3600 } },
});
const { app, db } = ctx;

const request = {
  name: 'Lucía Hernández',
  company: 'Veterinaria <Patitas>',
  email: 'Lucia@Patitas.mx',
  phone: '55 1234 5678',
  country_iso: 'MX',
  preferred_time: 'afternoon',
  message: 'Tenemos 4 repartidores en CDMX.',
  language: 'spanish',
};

let visitor = 0;
/** Each from an address of its own unless told: the limit is per address. */
const book = (payload: Record<string, unknown>, remoteAddress = `198.51.100.${++visitor}`) =>
  app.inject({ method: 'POST', url: '/api/book_demos', payload, remoteAddress });

const emailsTo = (address: string) =>
  db.selectFrom('outbound_emails').selectAll().where('to_address', '=', address).execute();

describe('POST /api/book_demos', () => {
  it('stores the request, sends it to sales and confirms it to the prospect in their language', async () => {
    const answer = await book(request);
    expect(answer.statusCode, answer.body).toBe(201);
    const stored = await db
      .selectFrom('book_demos')
      .selectAll()
      .where('id', '=', answer.json().data.id)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({
      email: 'lucia@patitas.mx',
      phone: '+525512345678',
      preferred_time: 'afternoon',
    });
    await app.drainBackgroundWork();
    const [confirmation] = await emailsTo('lucia@patitas.mx');
    expect(confirmation?.subject).toBe('Tu solicitud de demostración de RutaViva');
    expect(confirmation?.text_body).toContain('Veterinaria <Patitas>');
    expect(confirmation?.text_body).toContain('por la tarde');
    expect(confirmation?.html_body).toContain('Veterinaria &#60;Patitas&#62;');
    const [sales] = await emailsTo('ventas@rutaviva.test');
    expect(sales?.subject).toBe('Demo request: Veterinaria <Patitas> (MX)');
    expect(sales?.text_body).toContain('Phone: +525512345678');
    expect(sales?.text_body).toContain('Tenemos 4 repartidores en CDMX.');
  });

  it('names each wrong field, and stores and sends nothing', async () => {
    const before = await db.selectFrom('book_demos').select('id').execute();
    expectFieldError(await book({ ...request, email: 'lucia' }), 'email', 'invalid_email');
    expectFieldError(await book({ ...request, phone: '12' }), 'phone', 'invalid_phone');
    expectFieldError(
      await book({ ...request, preferred_time: 'midnight' }),
      'preferred_time',
      'invalid_value',
    );
    expectFieldError(await book({ ...request, country_iso: 'BR' }), 'country_iso', 'invalid_country');
    expectFieldError(await book({ ...request, name: ' ' }), 'name', 'required');
    expectFieldError(await book({ ...request, message: 'x'.repeat(2001) }), 'message', 'too_long');
    expectFieldError(await book({ ...request, website: 'spam' }), 'website', 'unknown_field');
    expect(await db.selectFrom('book_demos').select('id').execute()).toHaveLength(before.length);
  });

  it('stops an address after a few requests an hour', async () => {
    await expectRateLimitedAfter(
      () => book({ ...request, email: 'otra@patitas.mx' }, '203.0.113.99'),
      3,
      201,
    );
    expectError(await book(request, '203.0.113.99'), 429, 'rate_limited');
  });
});
