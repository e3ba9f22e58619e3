import { OutboxProvider } from '../outbox';
import type { EmailProvider, OutboundEmail } from './email';
import { insertEmail } from './email.repo';

/** The default: nothing leaves the machine; messages wait in the outbox, shown at /dev/outbox. */
export class OutboxEmailProvider extends OutboxProvider implements EmailProvider {
  async send(email: OutboundEmail): Promise<void> {
    await insertEmail(this.db, email, 'outbox', this.clock.now());
  }

  /** Nothing to retry: the outbox never fails. */
  async retryDue(): Promise<number> {
    return 0;
  }
}
