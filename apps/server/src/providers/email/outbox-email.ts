import type { Db } from '../../db/database';
import type { EmailProvider, OutboundEmail } from './email';
import { insertEmail } from './email.repo';

/** The default: nothing leaves the machine; messages wait in the outbox, shown at /dev/outbox. */
export class OutboxEmailProvider implements EmailProvider {
  readonly kind = 'outbox';

  constructor(private readonly db: Db) {}

  async send(email: OutboundEmail): Promise<void> {
    await insertEmail(this.db, email, 'outbox');
  }

  async drain(): Promise<void> {}
}
