import Stripe from 'stripe';
import type { Db } from '../../../db/database';
import { type Clock, unixSeconds } from '../../../lib/clock';
import { sandboxId } from './sandbox-cards';

/** Posts one signed event to our webhook route and answers its HTTP status. */
export type DeliverEvent = (body: string, signature: string) => Promise<number>;

const stripe = new Stripe('sk_test_sandbox_signs_only');
const BATCH = 100;
/** How long a process may take to deliver the events it claimed before another may take them. */
const CLAIM_MS = 60_000;

/**
 * The sandbox's events, as Stripe sends them: recorded in the transaction of the change they
 * tell of, then posted, signed with the webhook secret as Stripe signs (`t=…,v1=…`), to the same
 * route and handler that Stripe's events reach. Delivery is at least once, in the order they
 * happened; an event our route did not accept with a 2xx is sent again on the next delivery.
 * Each process claims the events it sends for a minute, so several processes share the work
 * instead of each sending everything, and a process that dies mid-way leaves them to the others.
 */
export class SandboxEvents {
  private running: Promise<void> | null = null;
  private again = false;
  private deliver: DeliverEvent | null = null;

  constructor(
    private readonly deps: { db: Db; clock: Clock; secret: string; onError: (error: unknown) => void },
  ) {}

  /** Where events go; set once the app (and its webhook route) exists. */
  connect(deliver: DeliverEvent): void {
    this.deliver = deliver;
  }

  async record(db: Db, type: string, object: object): Promise<void> {
    const now = this.deps.clock.now();
    await db
      .insertInto('sandbox_events')
      .values({ id: sandboxId('evt'), type, object: JSON.stringify(object), created_at: now })
      .execute();
  }

  /** Starts delivering what is pending, after the change that recorded it has committed. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliverPending()
      .catch(this.deps.onError)
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Resolves when every delivery started so far has finished. */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }

  async deliverPending(): Promise<void> {
    const deliver = this.deliver;
    if (!deliver) return;
    const { db, clock, secret } = this.deps;
    for (;;) {
      const now = clock.now();
      const claimed = await db
        .updateTable('sandbox_events')
        .set({ claimed_until: new Date(now.getTime() + CLAIM_MS) })
        .where(
          'id',
          'in',
          db
            .selectFrom('sandbox_events')
            .select('id')
            .where('delivered_at', 'is', null)
            .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', now)]))
            .orderBy('seq')
            .limit(BATCH)
            .forUpdate()
            .skipLocked(),
        )
        .returningAll()
        .execute();
      const events = claimed.sort((a, b) => Number(a.seq) - Number(b.seq));
      let delivered = 0;
      for (const event of events) {
        const body = JSON.stringify({
          id: event.id,
          object: 'event',
          api_version: '2025-sandbox',
          created: unixSeconds(event.created_at),
          livemode: false,
          type: event.type,
          data: { object: event.object },
        });
        const signature = stripe.webhooks.generateTestHeaderString({
          payload: body,
          secret,
          timestamp: unixSeconds(clock.now()),
        });
        const status = await deliver(body, signature);
        if (status < 200 || status >= 300) {
          await this.settle(events, delivered);
          return;
        }
        delivered++;
      }
      await this.settle(events, delivered);
      if (events.length < BATCH) return;
    }
  }

  /**
   * Marks the first `delivered` events of a claimed batch delivered (one statement a batch), and
   * hands the rest back, in their order, for the next delivery.
   */
  private async settle(events: { id: string }[], delivered: number) {
    const { db, clock } = this.deps;
    const done = events.slice(0, delivered).map((event) => event.id);
    const left = events.slice(delivered).map((event) => event.id);
    if (done.length > 0)
      await db
        .updateTable('sandbox_events')
        .set({ delivered_at: clock.now() })
        .where('id', 'in', done)
        .execute();
    if (left.length > 0)
      await db.updateTable('sandbox_events').set({ claimed_until: null }).where('id', 'in', left).execute();
  }
}
