import { type SignupInput, smsSegments, trackingMessage } from '@rutaviva/domain';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context';
import { bearer, createBusiness, createCourier, startTrip } from '../../../test/factories';
import { eventually, startFakeTwilio } from '../../../test/fake-twilio';
import { MESSAGE_RETRY_QUEUE } from '../../jobs/message-retry.job';
import { messagesOfTrip } from './messages.repo';

const twilio = await startFakeTwilio();
const twilioConfig = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'test-auth-token',
  smsFrom: '+15005550006',
  whatsappFrom: '+14155238886',
  apiUrl: twilio.url,
};
const ctx = await createTestContext({ twilio: twilioConfig });
// One attempt in the request and a single retry, so giving up can be watched quickly.
const twoAttempts = await createTestContext({
  twilio: twilioConfig,
  messageRetry: { maxAttempts: 2, firstDelaySeconds: 1, pollingSeconds: 0.5 },
});
afterAll(() => twilio.close());

/** A business (in Mexico unless told) whose courier starts a trip to `phone`; returns the recorded message. */
async function tripTo(
  phone: string,
  context: TestContext = ctx,
  business: Partial<SignupInput> = { country_iso: 'MX' },
  messageLanguage?: 'english' | 'spanish',
) {
  const { session, input } = await createBusiness(context.app, business);
  if (messageLanguage) {
    const changed = await context.app.inject({
      method: 'PATCH',
      url: '/api/business',
      headers: bearer(session),
      payload: { message_language: messageLanguage },
    });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  const courier = await createCourier(
    context.app,
    session,
    business.country_iso === 'US' ? { cell_phone: '(415) 555-0199' } : {},
  );
  const trip = await startTrip(context.app, courier, phone);
  await context.messages.drain();
  const [message] = await messagesOfTrip(context.db, trip.trip_id);
  if (!message) throw new Error('no message was recorded');
  return { trip, message, company: input.company_name };
}

const retryJobsOf = async (context: TestContext, messageId: string) =>
  (
    await sql<{ state: string }>`
      SELECT state FROM pgboss.job WHERE name = ${MESSAGE_RETRY_QUEUE} AND data->>'messageId' = ${messageId}
    `.execute(context.db)
  ).rows.map((row) => row.state);

describe('Twilio messages provider', () => {
  it('sends the tracking link to a US number by SMS and records the message sid', async () => {
    twilio.accept();
    const { trip, message, company } = await tripTo('+1 415 555 0123');

    const [request] = twilio.requestsTo('+14155550123');
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe(`/2010-04-01/Accounts/${twilioConfig.accountSid}/Messages.json`);
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(request?.headers.authorization).toBe(
      `Basic ${Buffer.from(`${twilioConfig.accountSid}:${twilioConfig.authToken}`).toString('base64')}`,
    );
    expect(request?.form).toEqual({
      To: '+14155550123',
      From: '+15005550006',
      Body: trackingMessage({
        companyName: company,
        language: 'spanish',
        channel: 'sms',
        url: trip.tracking_url,
      }),
    });
    expect(message).toMatchObject({
      channel: 'sms',
      to_address: '+14155550123',
      status: 'sent',
      attempts: 1,
      last_error: null,
      provider_message_id: expect.stringMatching(/^SM\d{32}$/),
    });
    expect(message.sent_at).toBeInstanceOf(Date);
  });

  it('sends to a Mexican number by WhatsApp, with the whatsapp: prefix on both numbers', async () => {
    twilio.accept();
    const { trip, message } = await tripTo('55 1234 5678');
    const [request] = twilio.requestsTo('+525512345678');
    expect(request?.form.To).toBe('whatsapp:+525512345678');
    expect(request?.form.From).toBe('whatsapp:+14155238886');
    expect(request?.form.Body).toContain(trip.tracking_url);
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'sent', attempts: 1 });
  });

  it("sends a Spanish business's customer the Spanish message only", async () => {
    twilio.accept();
    const { trip, company } = await tripTo('55 4444 1000', ctx, {
      country_iso: 'MX',
      company_name: 'Tacos Doña Pepa',
    });
    const [request] = twilio.requestsTo('+525544441000');
    expect(request?.form.Body).toBe(
      `${company}: tu pedido va en camino. Síguelo en vivo:\n${trip.tracking_url}\n\nCuando llegue, podrás calificarlo desde el mismo enlace.`,
    );
    expect(request?.form.Body).not.toMatch(/delivery|follow|live/i);
  });

  it("sends an English business's customer the English message only, in one SMS segment", async () => {
    twilio.accept();
    const { trip } = await tripTo('+1 415 555 0180', ctx, {
      country_iso: 'US',
      cell_phone: '(415) 555-2671',
      company_name: 'Joe’s Pizza',
      language: 'english',
    });
    const [request] = twilio.requestsTo('+14155550180');
    const body = request?.form.Body ?? '';
    expect(body).toBe(`Joe's Pizza: your delivery is on its way. Follow it live: ${trip.tracking_url}`);
    expect(body).not.toMatch(/pedido|camino|vivo/i);
    expect(smsSegments(body)).toMatchObject({ encoding: 'gsm7', segments: 1 });
  });

  it('follows the message language chosen on My info rather than the country', async () => {
    twilio.accept();
    const { trip } = await tripTo(
      '55 4444 1001',
      ctx,
      { country_iso: 'MX', company_name: 'Casa Lupita' },
      'english',
    );
    const [request] = twilio.requestsTo('+525544441001');
    expect(request?.form.Body?.split('\n').slice(0, 2)).toEqual([
      'Casa Lupita: your delivery is on its way. Follow it live:',
      trip.tracking_url,
    ]);
    expect(request?.form.Body).not.toMatch(/pedido|camino/);
  });

  it("sends a courier's invitation on the channel the admin chose, in the business's language", async () => {
    twilio.accept();
    const { session } = await createBusiness(ctx.app, { country_iso: 'MX', company_name: 'Casa Lupita' });
    const courier = await createCourier(ctx.app, session, { cell_phone: '55 4444 2000' });
    const invited = await ctx.app.inject({
      method: 'POST',
      url: `/api/team/${courier.courier.id}/invitations`,
      headers: bearer(session),
      payload: { channel: 'sms' },
    });
    expect(invited.statusCode, invited.body).toBe(201);
    await ctx.messages.drain();
    const [request] = twilio.requestsTo('+525544442000');
    // SMS from the SMS sender, though a Mexican number would get WhatsApp for a tracking link.
    expect(request?.form).toMatchObject({ To: '+525544442000', From: '+15005550006' });
    expect(request?.form.Body).toBe(invited.json().body);
    expect(request?.form.Body).toMatch(/^Casa Lupita: tu app de repartidor: /);
    expect(request?.form.Body).not.toContain('courier-pass');
  });

  it('sends to a Dominican +1 809 number by WhatsApp, not SMS', async () => {
    twilio.accept();
    const { message } = await tripTo('+1 809 220 1234');
    const [request] = twilio.requestsTo('+18092201234');
    expect(request?.form.To).toBe('whatsapp:+18092201234');
    expect(message).toMatchObject({ channel: 'whatsapp', status: 'sent' });
  });

  it('records a refused message as failed without failing the trip, and does not retry it', async () => {
    twilio.fail({
      status: 400,
      body: {
        code: 21211,
        message: "The 'To' number +14155550124 is not a valid phone number.",
        status: 400,
      },
    });
    // tripTo checks that POST /api/trips answered 201.
    const { message } = await tripTo('+1 415 555 0124');
    expect(message).toMatchObject({
      status: 'failed',
      attempts: 1,
      provider_message_id: null,
      sent_at: null,
    });
    expect(message.last_error).toBe(
      "Twilio answered 400: The 'To' number +14155550124 is not a valid phone number. (code 21211)",
    );
    expect(await retryJobsOf(ctx, message.id)).toEqual([]);
  });

  it('retries a message Twilio failed with a 500 and sends it once Twilio recovers', async () => {
    twilio.fail({ status: 500, body: { code: 20500, message: 'Internal Server Error', status: 500 } });
    const { trip, message } = await tripTo('+1 415 555 0125');
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });
    expect(message.last_error).toBe('Twilio answered 500: Internal Server Error (code 20500)');
    expect(await retryJobsOf(ctx, message.id)).toHaveLength(1);

    twilio.accept();
    const sent = await eventually(async () => {
      const [row] = await messagesOfTrip(ctx.db, trip.trip_id);
      return row?.status === 'sent' ? row : undefined;
    });
    expect(sent).toMatchObject({ attempts: 2, last_error: null, provider_message_id: expect.any(String) });
    expect(twilio.requestsTo('+14155550125')).toHaveLength(2);
  });

  it('gives up after the last attempt and leaves the message failed', async () => {
    twilio.fail({ status: 503, body: { message: 'Service Unavailable' } });
    const { trip, message } = await tripTo('+1 415 555 0126', twoAttempts);
    expect(message).toMatchObject({ status: 'failed', attempts: 1 });

    // The job's one run is the last attempt: it records the failure and ends.
    const states = await eventually(async () => {
      const found = await retryJobsOf(twoAttempts, message.id);
      return found[0] === 'completed' ? found : undefined;
    });
    expect(states).toEqual(['completed']);
    const [final] = await messagesOfTrip(twoAttempts.db, trip.trip_id);
    expect(final).toMatchObject({
      status: 'failed',
      attempts: 2,
      last_error: 'Twilio answered 503: Service Unavailable',
    });
    expect(twilio.requestsTo('+14155550126')).toHaveLength(2);
  });
});
