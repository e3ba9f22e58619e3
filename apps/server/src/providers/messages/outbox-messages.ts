import type { Db } from '../../db/database';
import type { Clock } from '../../lib/clock';
import type { MessagesProvider, TrackingMessage } from './messages';
import { insertMessage } from './messages.repo';

/** The default: messages wait in the outbox, shown with working links at /dev/outbox. */
export class OutboxMessagesProvider implements MessagesProvider {
  readonly kind = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: TrackingMessage): Promise<string> {
    return await insertMessage(this.db, message, 'outbox', this.clock.now());
  }

  async drain(): Promise<void> {}
}
