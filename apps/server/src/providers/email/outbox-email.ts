import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { EmailProvider, OutboundEmail } from './email';
import { insertEmail } from './email.repo';

/** The default: nothing leaves the machine; messages wait in the outbox, shown at /dev/outbox. */
export class OutboxEmailProvider implements EmailProvider {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(email: OutboundEmail): Promise<void> {
    await insertEmail(this.db, email, 'outbox', this.clock.now());
  }

  async drain(): Promise<void> {}
}
