import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { attemptDelivery } from './delivery';
import type { MessagesProvider, MessageTransport, RetryQueue, TrackingMessage } from './messages';
import { insertMessage } from './messages.repo';

/**
 * Sends through Twilio. The message is recorded first and delivered in the background, so the
 * trip that sent it never waits for or fails with Twilio; a failure is written on the message
 * and handed to the retry queue.
 */
export class TwilioMessagesProvider implements MessagesProvider {
  readonly kind = 'twilio';
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      transport: MessageTransport;
      maxAttempts: number;
      /** Without one, a failed message just stays failed. */
      retries: RetryQueue | undefined;
      onError: (error: unknown) => void;
    },
  ) {}

  async send(message: TrackingMessage): Promise<string> {
    const id = await insertMessage(this.deps.db, message, 'queued', this.deps.clock.now());
    const delivery = this.deliver(id).finally(() => this.pending.delete(delivery));
    this.pending.add(delivery);
    return id;
  }

  async drain(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async deliver(id: string): Promise<void> {
    try {
      const outcome = await attemptDelivery(this.deps, id);
      if (outcome.status === 'retry' || outcome.status === 'gave_up') {
        this.deps.onError(new Error(`message ${id} not delivered: ${outcome.error}`));
      }
      if (outcome.status === 'retry') await this.deps.retries?.schedule(id);
    } catch (error) {
      this.deps.onError(error);
    }
  }
}
