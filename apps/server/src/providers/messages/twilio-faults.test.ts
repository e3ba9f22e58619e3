import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../../test/context';
import { createBusiness } from '../../../test/factories';
import { eventually, startFakeTwilio } from '../../../test/fake-twilio';
import { attemptDelivery } from './delivery';
import { insertMessage, markMessageSent } from './messages.repo';
import { TwilioClient } from './twilio-client';

// Twilio's stand-in dates the messages it takes by the app's clock, as Twilio's would match ours.
const twilio = await startFakeTwilio(() => ctx.clock.now());
const twilioConfig = {
  accountSid: 'AC0123456789abcdef0123456789abcdef',
  authToken: 'test-auth-token',
  smsFrom: '+15005550006',
  whatsappFrom: '+14155238886',
  apiUrl: twilio.url,
  // Long enough that a normal answer on a loaded machine is never taken for a lost one (an extra
  // attempt would break the exact counts); only the test of a Twilio that never answers waits it out.
  timeoutMs: 5_000,
};
const ctx = await createTestContext({ twilio: twilioConfig });
const { session } = await createBusiness(ctx.app, { country_iso: 'US', cell_phone: '(415) 555-2671' });
const { business_id: businessId } = await ctx.db
  .selectFrom('users')
  .select('business_id')
  .where('id', '=', session.user_id)
  .executeTakeFirstOrThrow();
afterAll(() => twilio.close());

let sequence = 0;
/** Sends a message to a new US number through the app's provider; waits for the first attempt. */
async function sendMessage() {
  const to = `+1415555${String(1000 + ++sequence)}`;
  const id = await ctx.messages.send({ businessId, tripId: null, kind: 'demo', to, body: `Hola ${to}` });
  await ctx.messages.drain();
  return { id, to };
}

const messageRow = (id: string) =>
  ctx.db.selectFrom('outbound_messages').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Waits until the retry job has moved the message to `status`, with `attempts` when given. */
const settled = (id: string, status: string, attempts?: number) =>
  eventually(async () => {
    const row = await messageRow(id);
    return row.status === status && (attempts === undefined || row.attempts === attempts) ? row : undefined;
  });

describe('Twilio faults', () => {
  it('does not send again a message Twilio took while its answer was lost (a timeout)', async () => {
    twilio.takeSilently();
    const { id, to } = await sendMessage();
    const failed = await messageRow(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, provider_message_id: null });
    expect(failed.last_error).toMatch(/^Twilio could not be reached: .*(timeout|aborted)/i);
    expect(twilio.takenFor(to)).toHaveLength(1);

    twilio.accept();
    // The retry job asks Twilio first, finds the message it took, and records its sid.
    const sent = await settled(id, 'sent');
    expect(sent).toMatchObject({
      attempts: 2,
      last_error: null,
      provider_message_id: twilio.takenFor(to)[0]?.sid,
    });
    expect(twilio.requestsTo(to)).toHaveLength(1);
    expect(twilio.takenFor(to)).toHaveLength(1);
  });

  it('retries a 500 and then a 429, and sends the message once Twilio accepts it', async () => {
    twilio.fail({ status: 500, body: { code: 20500, message: 'Internal Server Error' } });
    const { id, to } = await sendMessage();
    expect(await messageRow(id)).toMatchObject({ status: 'failed', attempts: 1 });

    twilio.fail({ status: 429, body: { code: 20429, message: 'Too Many Requests' } });
    const limited = await settled(id, 'failed', 2);
    expect(limited.last_error).toBe('Twilio answered 429: Too Many Requests (code 20429)');

    twilio.accept();
    const sent = await settled(id, 'sent');
    expect(sent.attempts).toBe(3);
    expect(twilio.requestsTo(to)).toHaveLength(3);
    expect(twilio.takenFor(to)).toHaveLength(1);
    expect(sent.provider_message_id).toBe(twilio.takenFor(to)[0]?.sid);
  });

  it('sends a message once when two workers attempt it at the same moment', async () => {
    twilio.accept();
    const messages = [];
    for (let i = 0; i < 5; i++) {
      const to = `+1415555${String(2000 + i)}`;
      const id = await insertMessage(
        ctx.db,
        { businessId, tripId: null, kind: 'demo', to, body: `Carrera ${i}` },
        'queued',
        ctx.clock.now(),
      );
      messages.push({ id, to });
    }
    // Two processes' jobs (each its own client) on the same database.
    const worker = () => ({
      db: ctx.db,
      clock: ctx.clock,
      transport: new TwilioClient(twilioConfig),
      maxAttempts: 5,
    });
    const [first, second] = [worker(), worker()];
    const outcomes = await Promise.all(
      messages.flatMap(({ id }) => [attemptDelivery(first, id), attemptDelivery(second, id)]),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'sent')).toHaveLength(5);
    // The other attempt found it sent, or held by the one sending it (its job would come back).
    expect(outcomes.filter((outcome) => outcome.status !== 'sent')).toHaveLength(5);
    for (const outcome of outcomes) expect(['sent', 'skipped', 'held']).toContain(outcome.status);
    for (const { id, to } of messages) {
      expect(twilio.requestsTo(to)).toHaveLength(1);
      expect(await messageRow(id)).toMatchObject({ status: 'sent', attempts: 1, claimed_until: null });
    }
  });

  it('comes back for a message an attempt that threw left held, instead of dropping it', async () => {
    twilio.fail({ status: 500, body: { code: 20500, message: 'Internal Server Error' } });
    const { id, to } = await sendMessage();
    // As an attempt whose writes failed (a database blip) leaves it: failed, and held 5 minutes.
    const holdEnds = new Date(ctx.clock.now().getTime() + 5 * 60_000);
    await ctx.db
      .updateTable('outbound_messages')
      .set({ claimed_until: holdEnds })
      .where('id', '=', id)
      .execute();
    twilio.accept();
    const jobsOf = () =>
      sql<{ state: string; in_seconds: number }>`
        SELECT state, EXTRACT(EPOCH FROM start_after - now())::float AS in_seconds
        FROM pgboss.job WHERE name = 'message-retry' AND singleton_key = ${id} ORDER BY created_on`
        .execute(ctx.db)
        .then((result) => result.rows);
    // The retry job meets the hold: it finishes, and leaves a job for when the hold ends.
    const jobs = await eventually(async () => {
      const rows = await jobsOf();
      return rows[0]?.state === 'completed' ? rows : undefined;
    });
    expect(jobs.map((job) => job.state)).toEqual(['completed', 'created']);
    expect(jobs[1]?.in_seconds).toBeGreaterThan(240);
    expect(jobs[1]?.in_seconds).toBeLessThanOrEqual(300);
    expect(await messageRow(id)).toMatchObject({ status: 'failed', attempts: 1 });
    expect(twilio.takenFor(to)).toHaveLength(0);
  });

  it("sends the second of two identical texts to one number instead of taking the first one's sid", async () => {
    twilio.accept();
    const to = '+14155553001';
    const text = { businessId, tripId: null, kind: 'demo' as const, to, body: 'Tu pedido va en camino' };
    const first = await ctx.messages.send(text);
    await ctx.messages.drain();
    const sent = await messageRow(first);
    expect(sent.status).toBe('sent');
    // The second never reaches Twilio on its first attempt; its retry looks for an earlier one.
    twilio.fail({ status: 500, body: { code: 20500, message: 'Internal Server Error' } });
    const second = await ctx.messages.send(text);
    await ctx.messages.drain();
    expect(await messageRow(second)).toMatchObject({ status: 'failed', attempts: 1 });
    twilio.accept();
    const retried = await settled(second, 'sent');
    expect(retried.provider_message_id).not.toBe(sent.provider_message_id);
    expect(twilio.takenFor(to).map((each) => each.sid)).toEqual(
      expect.arrayContaining([sent.provider_message_id, retried.provider_message_id]),
    );
    expect(twilio.takenFor(to)).toHaveLength(2);
  });

  it('lets one of two messages claiming the same sid at once have it, and the other not', async () => {
    const text = { businessId, tripId: null, kind: 'demo' as const, to: '+14155553101', body: 'Mismo texto' };
    const ids = [
      await insertMessage(ctx.db, text, 'queued', ctx.clock.now()),
      await insertMessage(ctx.db, text, 'queued', ctx.clock.now()),
    ];
    const sid = `SM${'f'.repeat(32)}`;
    const claimed = await Promise.all(ids.map((id) => markMessageSent(ctx.db, id, sid, ctx.clock.now())));
    expect(claimed.toSorted()).toEqual([false, true]);
    const rows = await Promise.all(ids.map(messageRow));
    expect(rows.map((row) => [row.status, row.provider_message_id]).toSorted()).toEqual([
      ['queued', null],
      ['sent', sid],
    ]);
  });

  it('gives two identical texts retried at the same instant the two sids Twilio took, one each', async () => {
    const to = '+14155553102';
    const text = { businessId, tripId: null, kind: 'demo' as const, to, body: 'Llegamos en 5 minutos' };
    const ids = [
      await insertMessage(ctx.db, text, 'queued', ctx.clock.now()),
      await insertMessage(ctx.db, text, 'queued', ctx.clock.now()),
    ];
    const worker = () => ({
      db: ctx.db,
      clock: ctx.clock,
      transport: new TwilioClient(twilioConfig),
      maxAttempts: 5,
    });
    // Twilio takes both, and both answers are lost.
    twilio.takeSilently();
    const first = await Promise.all(ids.map((id) => attemptDelivery(worker(), id)));
    expect(first.map((outcome) => outcome.status)).toEqual(['retry', 'retry']);
    twilio.accept();
    // Two more rows take both sids in a transaction left open: the retries, seeing neither held
    // yet, both write the same sid and wait on the unique index; the rollback lets them race.
    const holders = [
      await insertMessage(ctx.db, text, 'queued', ctx.clock.now()),
      await insertMessage(ctx.db, text, 'queued', ctx.clock.now()),
    ];
    const trx = await ctx.db.startTransaction().execute();
    const taken = twilio.takenFor(to).map((each) => each.sid);
    for (const [i, holder] of holders.entries()) {
      await trx
        .updateTable('outbound_messages')
        .set({ provider_message_id: taken[i] ?? null })
        .where('id', '=', holder)
        .execute();
    }
    const retrying = Promise.all(ids.map((id) => attemptDelivery(worker(), id)));
    await eventually(async () => {
      const { rows } = await sql<{ waiting: number }>`
        SELECT count(*)::int AS waiting FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(ctx.db);
      return rows[0]?.waiting === 2 ? true : undefined;
    });
    await trx.rollback().execute();
    const retried = await retrying;
    expect(retried).toEqual([{ status: 'sent' }, { status: 'sent' }]);
    const sids = (await Promise.all(ids.map(messageRow))).map((row) => row.provider_message_id);
    expect(sids.toSorted()).toEqual(
      twilio
        .takenFor(to)
        .map((each) => each.sid)
        .toSorted(),
    );
    expect(twilio.requestsTo(to)).toHaveLength(2);
  });
});
