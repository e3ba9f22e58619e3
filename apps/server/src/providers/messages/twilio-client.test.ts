import { createServer } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeTwilio } from '../../../test/fake-twilio';
import { DeliveryError } from './messages';
import { TwilioClient } from './twilio-client';

const twilio = await startFakeTwilio();
afterAll(() => twilio.close());

const config = {
  accountSid: 'AC1',
  authToken: 'token',
  smsFrom: '+15005550006',
  whatsappFrom: undefined,
  apiUrl: twilio.url,
};
const sms = { channel: 'sms' as const, to: '+14155550100', body: 'Hola' };

async function failureOf(promise: Promise<unknown>): Promise<DeliveryError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}

/** A loopback port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  await new Promise<void>((done) => server.close(() => done()));
  return port;
}

describe('TwilioClient', () => {
  it('returns the sid Twilio gives the message', async () => {
    twilio.accept();
    const { providerMessageId } = await new TwilioClient(config).send(sms);
    expect(providerMessageId).toMatch(/^SM/);
  });

  it('fails for good, without calling Twilio, when the channel has no sender', async () => {
    const before = twilio.requests.length;
    const error = await failureOf(new TwilioClient(config).send({ ...sms, channel: 'whatsapp' }));
    expect(error).toMatchObject({
      retryable: false,
      message: 'No whatsapp sender: TWILIO_WHATSAPP_FROM is not set',
    });
    expect(twilio.requests).toHaveLength(before);
  });

  it('retries rate limiting and server errors, not refusals', async () => {
    const client = new TwilioClient(config);
    for (const [status, retryable] of [
      [429, true],
      [503, true],
      [401, false],
      [400, false],
    ] as const) {
      twilio.fail({ status, body: { message: 'no', code: 1 } });
      expect((await failureOf(client.send(sms))).retryable, String(status)).toBe(retryable);
    }
    twilio.accept();
  });

  it('retries when Twilio cannot be reached', async () => {
    const client = new TwilioClient({ ...config, apiUrl: `http://127.0.0.1:${await closedPort()}` });
    const error = await failureOf(client.send(sms));
    expect(error.retryable).toBe(true);
    expect(error.message).toMatch(/^Twilio could not be reached: .*ECONNREFUSED/);
  });
});
