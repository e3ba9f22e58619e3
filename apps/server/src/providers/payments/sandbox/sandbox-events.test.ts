import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TestClock } from '../../../../test/context';
import { SandboxEvents } from './sandbox-events';

const { db, drop } = await createTestDatabase();
afterAll(drop);
const clock = new TestClock();
const SECRET = 'whsec_events_test';
const stripe = new Stripe('sk_test_verifies_only');

function outbox() {
  const received: { id: string; type: string }[] = [];
  const events = new SandboxEvents({
    db,
    clock,
    secret: SECRET,
    onError: (error) => {
      throw error;
    },
  });
  let answer = 200;
  events.connect(async (body, signature) => {
    const event = stripe.webhooks.constructEvent(
      body,
      signature,
      SECRET,
      300,
      undefined,
      clock.now().getTime(),
    );
    if (answer === 200) received.push({ id: event.id, type: event.type });
    return answer;
  });
  return {
    events,
    received,
    answerWith: (status: number) => {
      answer = status;
    },
  };
}

describe('SandboxEvents', () => {
  it('sends each event signed, in order, and again after the route refused it', async () => {
    const { events, received, answerWith } = outbox();
    await events.record(db, 'customer.subscription.created', { id: 'sub_1' });
    await events.record(db, 'invoice.created', { id: 'in_1' });
    answerWith(500);
    await events.deliverPending();
    expect(received).toEqual([]);
    answerWith(200);
    await events.deliverPending();
    expect(received.map((event) => event.type)).toEqual(['customer.subscription.created', 'invoice.created']);
    await events.deliverPending();
    expect(received).toHaveLength(2);
  });

  it('leaves events another process has claimed to it, until its claim runs out', async () => {
    const first = outbox();
    const second = outbox();
    await first.events.record(db, 'invoice.paid', { id: 'in_2' });
    // The first process claims the event and dies before delivering it.
    await db
      .updateTable('sandbox_events')
      .set({ claimed_until: new Date(clock.now().getTime() + 60_000) })
      .where('delivered_at', 'is', null)
      .execute();
    await second.events.deliverPending();
    expect(second.received).toEqual([]);
    clock.advance(61_000);
    await second.events.deliverPending();
    expect(second.received.map((event) => event.type)).toEqual(['invoice.paid']);
  });
});
